/// The rows on screen: at each layout the rows that left the bounds go back to the queue, the rows
/// the bounds reach get cells (from the data source, which dequeues them, so a row scrolled in takes
/// the cell of one scrolled out and a jump of a screen or more makes no new cells), self-sizing rows
/// are measured, and everything is placed. Measuring a row above the top edge moves the offset by its
/// correction, so scrolling up over estimated rows does not make the content jump.
extension UITableView {
    /// How many times a layout measures and looks again before it places what it has.
    static let measuringRounds = 4

    func placeRows() {
        guard !isPlacingRows else { return }
        isPlacingRows = true
        defer { isPlacingRows = false }
        loadRowsIfNeeded()
        var range = 0..<0
        for _ in 0..<Self.measuringRounds {
            range = geometry.rows(from: bounds.minY, to: bounds.maxY)
            retireCells(outside: range)
            guard fillCells(range) else { break }
        }
        // The last round's measurements may have moved rows out.
        range = geometry.rows(from: bounds.minY, to: bounds.maxY)
        retireCells(outside: range)
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
        // The content keeps clear of the section index, as on iOS.
        let trailingMargin = ListMetrics.horizontalMargin + (showsSectionIndex ? SectionIndexView.width : 0)
        for (indexPath, cell) in cellsOnScreen { place(cell, at: indexPath, trailingMargin: trailingMargin) }
        placeHeadersAndFooters(from: bounds.minY, to: bounds.maxY)
        placeSwipedRow()
        placeLiftedRow()
        placeAccessoryViews()
        placeSectionIndex()
        prefetchRows(around: range)
    }

    /// Puts the cells of the rows outside `range` (flat indices) back in the queue.
    private func retireCells(outside range: Range<Int>) {
        for (indexPath, cell) in cellsOnScreen
        where cell !== rowReorder?.cell
            && !range.contains(geometry.flatIndex(section: indexPath.section, row: indexPath.row))
        {
            retire(cell, at: indexPath)
        }
    }

    /// Gives every row in `range` a cell, measuring the ones that size themselves; true when a
    /// measurement changed the geometry (the rows on screen must be found again).
    private func fillCells(_ range: Range<Int>) -> Bool {
        guard let dataSource else { return false }
        var changed = false
        for flat in range {
            let (section, row) = geometry.indexPath(flatIndex: flat)
            let indexPath = IndexPath(row: row, section: section)
            let cell = cellsOnScreen[indexPath] ?? displayCell(at: indexPath, from: dataSource)
            guard needsMeasuring(indexPath, flatIndex: flat) else { continue }
            measuredRows.insert(flat)
            let height = measure(cell)
            let old = geometry.rowHeight(flatIndex: flat)
            guard height != old else { continue }
            let top = geometry.rowSpan(section: section, row: row).top
            geometry.setRowHeight(height, flatIndex: flat)
            changed = true
            if top < bounds.minY { shiftContent(by: CGPoint(x: 0, y: height - old)) }
        }
        return changed
    }

    /// Asks the data source for the cell of `indexPath` and puts it on screen.
    private func displayCell(at indexPath: IndexPath, from dataSource: UITableViewDataSource) -> UITableViewCell {
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cellsOnScreen[indexPath] = cell
        cell.isHidden = false
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        cell.tableStyle = listStyle
        cell.layoutMargins.left = ListMetrics.horizontalMargin
        prepareEditing(of: cell, at: indexPath)
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        let inset = sectionInset
        cell.frame.size.width = bounds.width - 2 * inset
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// The height `cell` wants at the table's width: its constraints' fitting height (at least one
    /// pixel).
    private func measure(_ cell: UITableViewCell) -> CGFloat {
        let width = cell.frame.width
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return max(pixelAligned(fitted.height), 1 / max(contentScaleFactor, 1))
    }

    private func place(_ cell: UITableViewCell, at indexPath: IndexPath, trailingMargin: CGFloat) {
        let span = geometry.rowSpan(section: indexPath.section, row: indexPath.row)
        let inset = sectionInset
        let top = span.top + (rowReorder?.shift(forRowAt: indexPath) ?? 0)
        cell.frame = CGRect(x: inset, y: top, width: bounds.width - 2 * inset, height: span.height)
        if cell.layoutMargins.right != trailingMargin { cell.layoutMargins.right = trailingMargin }
        let rows = geometry.sections[indexPath.section].rowCount
        let isLast = indexPath.row == rows - 1
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.roundedCorners = corners
        }
        let shows = separatorStyle == .singleLine && !(style == .insetGrouped && isLast)
        cell.separatorColor = shows ? separatorColor ?? .separator : nil
        cell.separatorSpansWidth = style == .grouped && isLast
    }

    /// The table's style as the list cells know it.
    var listStyle: ListStyle {
        switch style {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
    }

}
