/// How a finished batch reaches the screen: each row's old index path is worked out from the batch's
/// changes (`BatchUpdates.itemOrigins`), cells on screen keep their rows wherever those went and slide from their old
/// places to their new ones, as do the headers and footers of sections that stay; the rows that come
/// and go do so as their change's `RowAnimation` says, over `updateAnimationDuration`, behind the
/// other rows (which cover them as they open or close the gap), and the cells of rows gone go back
/// to the queue after. It all runs as one animation block, whose end calls the batch's completions.
/// Without animation, everything is where it ends at once.
extension UITableView {
    /// How long rows take to move, appear and disappear in an animated update.
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Shows the table after `updates`: the data source already answers with the new rows.
    func applyUpdates(_ updates: PendingUpdates, newCounts: [Int], animated: Bool) {
        closeSwipe(animated: false)
        var origins = updates.batch.itemOrigins(newCounts: newCounts)
        for (new, old) in origins {
            if let old, updates.batch.reloadedItems.contains(old) { origins[new] = .some(nil) }
        }
        var newForOld: [IndexPath: IndexPath] = [:]
        for (new, old) in origins { if let old { newForOld[old] = new } }
        let oldCells = cellsOnScreen
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        var disappearing: [(IndexPath, UITableViewCell)] = []
        cellsOnScreen = [:]
        for (old, cell) in oldCells {
            oldFrames[ObjectIdentifier(cell)] = cell.frame
            if let new = newForOld[old] { cellsOnScreen[new] = cell } else { disappearing.append((old, cell)) }
        }
        selectedRows = selectedRows.compactMap { newForOld[$0] }
        let oldHeaders = visibleHeaders.mapValues(\.frame)
        let oldFooters = visibleFooters.mapValues(\.frame)
        let kept = Set(cellsOnScreen.keys)
        rebuildGeometry()
        placeRows()
        guard animated else {
            disappearing.forEach { retire($0.1, at: $0.0, onScreen: false) }
            updates.batch.completions.forEach { $0(true) }
            return
        }
        var motion = UpdateMotion()
        for (indexPath, cell) in cellsOnScreen {
            if kept.contains(indexPath), let from = oldFrames[ObjectIdentifier(cell)] {
                motion.slide(cell, from: from)
            } else if origins[indexPath] == .some(nil) {
                bringIn(cell, updates.appearance(at: indexPath), &motion)
            }
        }
        let oldSections = updates.batch.sectionOrigins(newCount: newCounts.count)
        for (section, view) in visibleHeaders {
            if let old = oldSections[section], let from = oldHeaders[old] { motion.slide(view, from: from) }
        }
        for (section, view) in visibleFooters {
            if let old = oldSections[section], let from = oldFooters[old] { motion.slide(view, from: from) }
        }
        for (indexPath, cell) in disappearing {
            takeAway(cell, at: indexPath, updates.disappearance(at: indexPath), &motion)
        }
        UIView.animate(withDuration: Self.updateAnimationDuration) {
            motion.changes.forEach { $0() }
        } completion: { finished in
            motion.afterwards.forEach { $0() }
            updates.batch.completions.forEach { $0(finished) }
        }
    }

    /// The changes of an animated update, made in one animation block, and what waits for its end.
    @MainActor
    struct UpdateMotion {
        var changes: [() -> Void] = []
        var afterwards: [() -> Void] = []

        /// Moves `view` from `from` to where it is now.
        mutating func slide(_ view: UIView, from: CGRect) {
            let to = view.frame
            guard from != to else { return }
            view.frame = from
            changes.append { view.frame = to }
        }
    }

    /// Brings the cell of an inserted or reloaded row in to where it is now.
    private func bringIn(_ cell: UITableViewCell, _ animation: RowAnimation, _ motion: inout UpdateMotion) {
        let end = cell.frame
        guard let start = Self.offstage(end, animation) else { return }
        sendBehindRows(cell)
        if animation == .fade || animation == .automatic { cell.alpha = 0 }
        cell.frame = start
        motion.changes.append {
            cell.frame = end
            cell.alpha = 1
        }
    }

    /// Takes the cell of a deleted or reloaded row away, then back to the queue.
    private func takeAway(
        _ cell: UITableViewCell, at indexPath: IndexPath, _ animation: RowAnimation, _ motion: inout UpdateMotion
    ) {
        guard let end = Self.offstage(cell.frame, animation) else {
            return retire(cell, at: indexPath, onScreen: false)
        }
        sendBehindRows(cell)
        let fades = animation == .fade || animation == .automatic
        motion.changes.append {
            cell.frame = end
            if fades { cell.alpha = 0 }
        }
        motion.afterwards.append { [weak self] in
            cell.alpha = 1
            self?.retire(cell, at: indexPath, onScreen: false)
        }
    }

    /// Where a row placed at `frame` is before it comes in, or after it goes, by `animation`: off
    /// to the side for `.left` and `.right`, its height above or below for `.top` and `.bottom`,
    /// half of it above (centred in the gap) for `.middle`, in place for a fade; nil for `.none`.
    private static func offstage(_ frame: CGRect, _ animation: RowAnimation) -> CGRect? {
        switch animation {
        case .none: nil
        case .fade, .automatic: frame
        case .right: frame.offsetBy(dx: frame.width, dy: 0)
        case .left: frame.offsetBy(dx: -frame.width, dy: 0)
        case .top: frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: frame.offsetBy(dx: 0, dy: frame.height)
        case .middle: frame.offsetBy(dx: 0, dy: -frame.height / 2)
        }
    }

    /// Puts `cell` behind the other rows (above the background view).
    private func sendBehindRows(_ cell: UITableViewCell) {
        insertSubview(cell, at: backgroundView == nil ? 0 : 1)
    }
}
