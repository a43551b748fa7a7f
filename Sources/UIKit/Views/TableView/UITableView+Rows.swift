/// The rows on screen: at each layout the rows the bounds reach get cells (from the data source,
/// which dequeues them), self-sizing rows are measured, rows that left go back to the queue, and
/// everything is placed. Measuring a row above the top edge moves the offset by its correction, so
/// scrolling up over estimated rows does not make the content jump.
extension UITableView {
    /// How many times a layout measures and looks again before it places what it has.
    static let measuringRounds = 4

    func placeRows() {
        guard !isPlacingRows else { return }
        isPlacingRows = true
        defer { isPlacingRows = false }
        if needsReload { reloadEverything() }
        var range = 0..<0
        for _ in 0..<Self.measuringRounds {
            range = geometry.rows(from: bounds.minY, to: bounds.maxY)
            guard fillCells(range) else { break }
        }
        for (indexPath, cell) in cellsOnScreen
        where !range.contains(geometry.flatIndex(section: indexPath.section, row: indexPath.row)) {
            retire(cell, at: indexPath)
        }
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
        for (indexPath, cell) in cellsOnScreen { place(cell, at: indexPath) }
        placeHeadersAndFooters(from: bounds.minY, to: bounds.maxY)
        placeAccessoryViews()
    }

    /// Gives every row in `range` a cell, measuring the ones that size themselves; true when a
    /// measurement changed the geometry (the rows on screen must be found again).
    private func fillCells(_ range: Range<Int>) -> Bool {
        var changed = false
        for flat in range {
            let (section, row) = geometry.indexPath(flatIndex: flat)
            let indexPath = IndexPath(row: row, section: section)
            let cell = cellsOnScreen[indexPath] ?? displayCell(at: indexPath)
            guard needsMeasuring(indexPath, flatIndex: flat) else { continue }
            measuredRows.insert(flat)
            let height = measure(cell)
            let old = geometry.rowHeight(flatIndex: flat)
            guard height != old else { continue }
            let top = geometry.rowSpan(section: section, row: row).top
            geometry.setRowHeight(height, flatIndex: flat)
            changed = true
            if top < bounds.minY, isDragging || isDecelerating || motion != nil {
                var offset = contentOffset
                offset.y += height - old
                scrollOffset = offset
            }
        }
        return changed
    }

    /// Asks the data source for the cell of `indexPath` and puts it on screen.
    private func displayCell(at indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else { preconditionAlways(false, "UITableView has no data source"); fatalError() }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cellsOnScreen[indexPath] = cell
        cell.isHidden = false
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        cell.listStyle = listStyle
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        let inset = style == .insetGrouped ? Self.insetGroupedMargin : 0
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

    private func place(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let span = geometry.rowSpan(section: indexPath.section, row: indexPath.row)
        let inset = style == .insetGrouped ? Self.insetGroupedMargin : 0
        cell.frame = CGRect(x: inset, y: span.top, width: bounds.width - 2 * inset, height: span.height)
        let rows = geometry.sections[indexPath.section].rowCount
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if indexPath.row == rows - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : Self.insetGroupedCornerRadius
            cell.layer.maskedCorners = corners
            cell.layer.masksToBounds = !corners.isEmpty
        }
        placeSeparator(below: cell, at: indexPath, isLastInSection: indexPath.row == rows - 1)
    }

    /// The hairline under a row, from the separator inset; none under a section's last row.
    private func placeSeparator(below cell: UITableViewCell, at indexPath: IndexPath, isLastInSection: Bool) {
        guard separatorStyle == .singleLine, !isLastInSection else {
            separators.removeValue(forKey: indexPath)?.removeFromSuperview()
            return
        }
        let line = separators[indexPath] ?? UIView()
        if separators[indexPath] == nil {
            separators[indexPath] = line
            addSubview(line)
        }
        line.backgroundColor = separatorColor ?? .separator
        let inset = cell.separatorInset == .zero ? separatorInset : cell.separatorInset
        let thickness = 1 / max(contentScaleFactor, 1)
        line.frame = CGRect(
            x: cell.frame.minX + inset.left, y: cell.frame.maxY - thickness,
            width: max(0, cell.frame.width - inset.left - inset.right), height: thickness)
    }

    /// The table's style as the list cells know it.
    var listStyle: ListStyle {
        switch style {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
    }

    /// The corner radius of an inset grouped table's sections (iOS 17: 10 points).
    static let insetGroupedCornerRadius: CGFloat = 10
}
