/// Where everything in a table lies along its height: the table header, then for each section the
/// padding above its header, the header, its rows and its footer, then the table footer. Row
/// heights live in one `HeightTree` over every row of every section, and each section's other
/// lengths in another, so a height correction and a lookup by position are O(log n) however long
/// the table is.
struct TableGeometry {
    /// One section's lengths besides its rows, and where its rows sit in the flattened list.
    struct Section: Equatable {
        var headerPadding: CGFloat = 0
        var header: CGFloat = 0
        var footer: CGFloat = 0
        /// The index of the section's first row among every row of the table.
        var firstRow = 0
        var rowCount = 0
    }

    private(set) var sections: [Section] = []
    private var rows = HeightTree()
    /// Per section: padding + header + footer.
    private var extras = HeightTree()
    var tableHeader: CGFloat = 0
    var tableFooter: CGFloat = 0

    init() {}

    /// A geometry for sections of the given lengths: `rowHeights[s]` holds section `s`'s rows.
    init(sections: [Section], rowHeights: [[CGFloat]]) {
        var flat: [CGFloat] = []
        var placed: [Section] = []
        for (section, heights) in zip(sections, rowHeights) {
            var section = section
            section.firstRow = flat.count
            section.rowCount = heights.count
            flat += heights
            placed.append(section)
        }
        self.sections = placed
        rows = HeightTree(flat)
        extras = HeightTree(placed.map { $0.headerPadding + $0.header + $0.footer })
    }

    var numberOfRows: Int { rows.count }

    /// The height of everything: what the table's content size is.
    var contentHeight: CGFloat { tableHeader + extras.total + rows.total + tableFooter }

    // MARK: - Index paths

    /// The row's index among every row of the table.
    func flatIndex(section: Int, row: Int) -> Int {
        sections[section].firstRow + row
    }

    /// The section and row of the row at `flatIndex` among every row of the table.
    func indexPath(flatIndex: Int) -> (section: Int, row: Int) {
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            // The last section starting at or before the row: an empty section shares its first
            // row with the next, so the last of them is the one that holds it.
            if sections[middle].firstRow > flatIndex { high = middle - 1 } else { low = middle }
        }
        return (low, flatIndex - sections[low].firstRow)
    }

    // MARK: - Positions

    /// Where section `section` starts: the top of the padding above its header.
    func sectionTop(_ section: Int) -> CGFloat {
        tableHeader + extras.sum(below: section) + rows.sum(below: sections[section].firstRow)
    }

    /// Where section `section` ends: the bottom of its footer.
    func sectionBottom(_ section: Int) -> CGFloat {
        let placed = sections[section]
        return sectionTop(section) + placed.headerPadding + placed.header + rowsHeight(section) + placed.footer
    }

    /// The top of section `section`'s header.
    func headerTop(_ section: Int) -> CGFloat {
        sectionTop(section) + sections[section].headerPadding
    }

    /// The top of section `section`'s footer.
    func footerTop(_ section: Int) -> CGFloat {
        let placed = sections[section]
        return sectionTop(section) + placed.headerPadding + placed.header + rowsHeight(section)
    }

    /// The top and height of row `row` of section `section`.
    func rowSpan(section: Int, row: Int) -> (top: CGFloat, height: CGFloat) {
        let placed = sections[section]
        let flat = placed.firstRow + row
        let top =
            tableHeader + extras.sum(below: section) + placed.headerPadding + placed.header + rows.sum(below: flat)
        return (top, rows[flat])
    }

    func rowHeight(flatIndex: Int) -> CGFloat {
        rows[flatIndex]
    }

    private func rowsHeight(_ section: Int) -> CGFloat {
        let placed = sections[section]
        return rows.sum(below: placed.firstRow + placed.rowCount) - rows.sum(below: placed.firstRow)
    }

    /// The section whose span holds `y` (the first or last for a point above or below them all);
    /// nil without sections.
    func section(at y: CGFloat) -> Int? {
        guard !sections.isEmpty else { return nil }
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionTop(middle) <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The rows (flat indices) that reach into `minY..<maxY`, in order.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        // A row starting exactly at the bottom edge does not reach into the range.
        let bottom = maxY > minY ? maxY.nextDown : maxY
        guard let first = flatRow(at: minY, rounding: .down), let last = flatRow(at: bottom, rounding: .up),
            first <= last, first < numberOfRows
        else { return 0..<0 }
        return first..<(last + 1)
    }

    /// The row at `y`: covering it, else the next one below (`.down`, for the top of a range; the
    /// row count when there is none) or the last one above (`.up`, for its bottom; −1 when there is
    /// none).
    private func flatRow(at y: CGFloat, rounding: FloatingPointRoundingRule) -> Int? {
        guard let section = self.section(at: y), numberOfRows > 0 else { return nil }
        let placed = sections[section]
        let rowsTop = headerTop(section) + placed.header
        let below = rounding == .down
        if y < rowsTop { return below ? placed.firstRow : placed.firstRow - 1 }
        if y >= rowsTop + rowsHeight(section) {
            return below ? placed.firstRow + placed.rowCount : placed.firstRow + placed.rowCount - 1
        }
        let distance = y - rowsTop + rows.sum(below: placed.firstRow)
        return rows.index(at: distance).map { min($0, placed.firstRow + placed.rowCount - 1) }
    }

    // MARK: - Changes

    mutating func setRowHeight(_ height: CGFloat, flatIndex: Int) {
        rows[flatIndex] = height
    }

    mutating func setHeader(_ height: CGFloat, padding: CGFloat, section: Int) {
        sections[section].header = height
        sections[section].headerPadding = padding
        extras[section] = padding + height + sections[section].footer
    }

    mutating func setFooter(_ height: CGFloat, section: Int) {
        sections[section].footer = height
        extras[section] = sections[section].headerPadding + sections[section].header + height
    }
}
