import QuartzCore

/// Reordering: while the table edits, a press on a row's grip lifts the row (with a shadow, above
/// the others), which then follows the pointer up and down. The rows it passes make room for it,
/// sliding by its height, and the row's place is the one whose middle it has crossed, as the
/// delegate's `targetIndexPathForMoveFromRowAt` allows. Near the top or bottom edge the table
/// scrolls on its own, faster the closer the pointer is. Let go, the row settles into its place
/// and the data source's `moveRowAt` is told, with no reload: the table already shows the result.
extension UITableView {
    /// How close to an edge the pointer starts the table scrolling, and how fast it scrolls then
    /// at most (points per second).
    static let reorderAutoscrollZone: CGFloat = 44
    static let reorderAutoscrollSpeed: CGFloat = 800
    /// How long the rows take to make room, and the lifted row to settle.
    static let reorderAnimationDuration: TimeInterval = 0.2

    /// A row being moved by its grip.
    struct RowReorder {
        let source: IndexPath
        /// Where the row goes when let go, as the rows show now.
        var destination: IndexPath
        let cell: UITableViewCell
        let height: CGFloat
        /// Where the pointer holds the row, from its top.
        let grab: CGFloat
        /// The pointer's place, from the top of the visible bounds (it stays put while the table
        /// scrolls under it).
        var pointer: CGFloat
        var autoscroll: CADisplayLink?

        /// How far the row at `indexPath` is moved to make room.
        func shift(forRowAt indexPath: IndexPath) -> CGFloat {
            guard indexPath != source else { return 0 }
            let afterSource = (indexPath.section, indexPath.row) > (source.section, source.row)
            let row = indexPath.section == source.section && afterSource ? indexPath.row - 1 : indexPath.row
            let atOrAfterDestination = (indexPath.section, row) >= (destination.section, destination.row)
            return (afterSource ? -height : 0) + (atOrAfterDestination ? height : 0)
        }

        /// How far `section`'s header or footer is moved to make room.
        func shift(section: Int, header: Bool) -> CGFloat {
            let afterSource = header ? section > source.section : section >= source.section
            let afterDestination = header ? section > destination.section : section >= destination.section
            return (afterSource ? -height : 0) + (afterDestination ? height : 0)
        }
    }

    /// Follows a touch on `cell`'s grip through its phases.
    func reorderDragged(_ cell: UITableViewCell, _ touch: UITouch) {
        let y = touch.location(in: self).y
        switch touch.phase {
        case .began: beginReorder(cell, at: y)
        case .moved: moveReorder(toPointer: y - bounds.minY)
        case .ended: endReorder()
        case .cancelled: endReorder()
        default: break
        }
    }

    private func beginReorder(_ cell: UITableViewCell, at y: CGFloat) {
        guard rowReorder == nil, isEditing, let source = indexPath(for: cell) else { return }
        closeSwipe(animated: true)
        rowReorder = RowReorder(
            source: source, destination: source, cell: cell, height: cell.frame.height, grab: y - cell.frame.minY,
            pointer: y - bounds.minY)
        cell.listState.isReordering = true
        cell.layer.shadowOpacity = 0.2
        cell.layer.shadowRadius = 8
        cell.layer.shadowOffset = CGSize(width: 0, height: 2)
        bringSubviewToFront(cell)
        placeLiftedRow()
    }

    private func moveReorder(toPointer pointer: CGFloat) {
        guard rowReorder != nil else { return }
        rowReorder?.pointer = pointer
        placeLiftedRow()
        updateReorderDestination()
        updateAutoscroll()
    }

    private func endReorder() {
        guard let reorder = rowReorder else { return }
        reorder.autoscroll?.invalidate()
        rowReorder = nil
        let cell = reorder.cell
        cell.listState.isReordering = false
        cell.layer.shadowOpacity = 0
        guard reorder.destination != reorder.source else {
            let lifted = cell.frame
            placeRows()
            let settled = cell.frame
            cell.frame = lifted
            UIView.animate(withDuration: Self.reorderAnimationDuration) { cell.frame = settled }
            return
        }
        (dataSource as? TableDiffableSource)?.rowMovedByUser(from: reorder.source, to: reorder.destination)
        dataSource?.tableView(self, moveRowAt: reorder.source, to: reorder.destination)
        var updates = PendingUpdates(oldRowCounts: geometry.sections.map(\.rowCount))
        updates.batch.movedItems = [(reorder.source, reorder.destination)]
        applyUpdates(updates, newCounts: dataSourceRowCounts(), animated: true)
    }

    /// Puts the lifted row under the pointer, within the content.
    func placeLiftedRow() {
        guard let reorder = rowReorder else { return }
        let top = bounds.minY + reorder.pointer - reorder.grab
        let highest = max(0, geometry.contentHeight - reorder.height)
        reorder.cell.frame.origin.y = min(max(top, 0), highest)
    }

    /// Finds where the lifted row goes now; the rows on screen slide to make room when that changed.
    private func updateReorderDestination() {
        guard let reorder = rowReorder else { return }
        let proposed = proposedDestination(middle: reorder.cell.frame.midY, of: reorder.source)
        let destination =
            tableDelegate?.tableView(
                self, targetIndexPathForMoveFromRowAt: reorder.source, toProposedIndexPath: proposed)
            ?? proposed
        guard destination != reorder.destination else { return }
        rowReorder?.destination = destination
        let views = Array(cellsOnScreen.values) + Array(visibleHeaders.values) + Array(visibleFooters.values)
        let before = views.map(\.frame)
        placeRows()
        for (view, from) in zip(views, before) where view !== reorder.cell && view.frame != from {
            let to = view.frame
            view.frame = from
            UIView.animate(withDuration: Self.reorderAnimationDuration) { view.frame = to }
        }
    }

    /// The place of a row from `source` whose middle is at `y`: in the section under `y`, after
    /// each of that section's other rows whose middle is above `y`.
    private func proposedDestination(middle y: CGFloat, of source: IndexPath) -> IndexPath {
        guard let section = geometry.section(at: y) else { return source }
        var row = 0
        for index in 0..<geometry.sections[section].rowCount where !(section == source.section && index == source.row) {
            let span = geometry.rowSpan(section: section, row: index)
            guard span.top + span.height / 2 < y else { break }
            row += 1
        }
        return IndexPath(row: row, section: section)
    }

    /// Scrolls while the pointer is near the top or bottom edge and the content goes on that way.
    private func updateAutoscroll() {
        guard let reorder = rowReorder else { return }
        if autoscrollVelocity(reorder) == 0 {
            reorder.autoscroll?.invalidate()
            rowReorder?.autoscroll = nil
        } else if reorder.autoscroll == nil {
            let link = CADisplayLink(target: self, selector: UITableView.autoscrollFrame)
            link.add(to: .main, forMode: .common)
            rowReorder?.autoscroll = link
        }
    }

    /// The autoscroll speed for the pointer's place: points per second, negative upwards.
    private func autoscrollVelocity(_ reorder: RowReorder) -> CGFloat {
        let insets = adjustedContentInset
        let top = reorder.pointer - insets.top
        let bottom = bounds.height - insets.bottom - reorder.pointer
        let zone = Self.reorderAutoscrollZone
        if top < zone, contentOffset.y > minimumContentOffset.y {
            return -Self.reorderAutoscrollSpeed * min(1, (zone - top) / zone)
        }
        if bottom < zone, contentOffset.y < maximumContentOffset.y {
            return Self.reorderAutoscrollSpeed * min(1, (zone - bottom) / zone)
        }
        return 0
    }

    /// One frame of autoscroll: the content moves under the pointer, the lifted row stays with it.
    private func autoscrollFrame(_ link: CADisplayLink) {
        guard let reorder = rowReorder else { return link.invalidate() }
        let velocity = autoscrollVelocity(reorder)
        guard velocity != 0 else { return updateAutoscroll() }
        let step = velocity * CGFloat(link.targetTimestamp - link.timestamp)
        let y = clampedContentOffset(CGPoint(x: contentOffset.x, y: contentOffset.y + step)).y
        contentOffset.y = y
        placeLiftedRow()
        updateReorderDestination()
    }
}
