/// What is where: cells and index paths by position, rectangles of rows and sections.
extension UITableView {
    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] {
        indexPathsForVisibleRows?.compactMap { cellsOnScreen[$0] } ?? []
    }

    /// The index paths of the rows on screen, top to bottom; nil when there are none.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let paths = cellsOnScreen.keys.sorted()
        return paths.isEmpty ? nil : paths
    }

    /// The cell of the row at `indexPath`, if it is on screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        cellsOnScreen[indexPath]
    }

    /// The index path of `cell`, if it is on screen.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        cellsOnScreen.first { $0.value === cell }?.key
    }

    /// The row at `point` (content coordinates); nil in headers, footers and empty space.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadRowsIfNeeded()
        let rows = geometry.rows(from: point.y, to: point.y)
        guard let flat = rows.first, point.x >= 0, point.x < bounds.width else { return nil }
        let (section, row) = geometry.indexPath(flatIndex: flat)
        let span = geometry.rowSpan(section: section, row: row)
        guard point.y >= span.top, point.y < span.top + span.height else { return nil }
        return IndexPath(row: row, section: section)
    }

    /// The rows that reach into `rect`.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadRowsIfNeeded()
        return geometry.rows(from: rect.minY, to: rect.maxY).map {
            let (section, row) = geometry.indexPath(flatIndex: $0)
            return IndexPath(row: row, section: section)
        }
    }

    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadRowsIfNeeded()
        let span = geometry.rowSpan(section: indexPath.section, row: indexPath.row)
        return CGRect(x: 0, y: span.top, width: bounds.width, height: span.height)
    }

    public func rect(forSection section: Int) -> CGRect {
        loadRowsIfNeeded()
        let top = geometry.sectionTop(section)
        return CGRect(x: 0, y: top, width: bounds.width, height: geometry.sectionBottom(section) - top)
    }

    public func rectForHeader(inSection section: Int) -> CGRect {
        loadRowsIfNeeded()
        return CGRect(
            x: 0, y: geometry.headerTop(section), width: bounds.width, height: geometry.sections[section].header)
    }

    public func rectForFooter(inSection section: Int) -> CGRect {
        loadRowsIfNeeded()
        return CGRect(
            x: 0, y: geometry.footerTop(section), width: bounds.width, height: geometry.sections[section].footer)
    }

    /// Scrolls so the row at `indexPath` is at `scrollPosition` (`.none`: the least that shows it).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let row = rectForRow(at: indexPath)
        let visible = bounds.inset(by: adjustedContentInset)
        var offset = contentOffset
        switch scrollPosition {
        case .top: offset.y = row.minY - adjustedContentInset.top
        case .middle: offset.y = row.midY - visible.height / 2 - adjustedContentInset.top
        case .bottom: offset.y = row.maxY - visible.height - adjustedContentInset.top
        case .none:
            return scrollRectToVisible(row, animated: animated)
        }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }
}
