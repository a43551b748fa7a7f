/// How a finished batch reaches the screen: each row's old index path is worked out from the batch's
/// changes (`rowOrigins`), cells on screen keep their rows wherever those went and slide from their old
/// places to their new ones, inserted rows fade in, and the cells of deleted rows fade out before they
/// go back to the queue, over `updateAnimationDuration`; with `.none`, everything is where it ends at once.
extension UITableView {
    /// How long rows take to move, appear and disappear in an animated update.
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Shows the table after `updates`: the data source already answers with the new rows.
    func applyUpdates(_ updates: PendingUpdates, animated: Bool) {
        let newCounts = (0..<(dataSource?.numberOfSections(in: self) ?? 0)).map {
            dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0
        }
        closeSwipe(animated: false)
        let origins = rowOrigins(updates, newCounts: newCounts)
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
        let kept = Set(cellsOnScreen.keys)
        rebuildGeometry()
        placeRows()
        guard animated else { return disappearing.forEach { retire($0.1, at: $0.0, onScreen: false) } }
        for (indexPath, cell) in cellsOnScreen {
            if kept.contains(indexPath), let from = oldFrames[ObjectIdentifier(cell)], from != cell.frame {
                let to = cell.frame
                cell.frame = from
                UIView.animate(withDuration: Self.updateAnimationDuration) { cell.frame = to }
            } else if !kept.contains(indexPath), origins[indexPath] == .some(nil) {
                cell.alpha = 0
                UIView.animate(withDuration: Self.updateAnimationDuration) { cell.alpha = 1 }
            }
        }
        for (indexPath, cell) in disappearing {
            UIView.animate(withDuration: Self.updateAnimationDuration) {
                cell.alpha = 0
            } completion: { [weak self] _ in
                cell.alpha = 1
                self?.retire(cell, at: indexPath, onScreen: false)
            }
        }
    }

    /// For each row after the update, the row it was before (nil for an inserted row), from the
    /// batch's changes read as UIKit reads them: deletions at old index paths, insertions at new
    /// ones, moves from old to new; the other rows keep their order.
    func rowOrigins(_ updates: PendingUpdates, newCounts: [Int]) -> [IndexPath: IndexPath?] {
        let oldSections = updates.oldRowCounts.count
        var oldForNewSection: [Int: Int] = [:]
        for move in updates.movedSections { oldForNewSection[move.to] = move.from }
        var unmoved = (0..<oldSections).filter { old in
            !updates.deletedSections.contains(old) && !updates.movedSections.contains { $0.from == old }
        }.makeIterator()
        for section in newCounts.indices
        where !updates.insertedSections.contains(section) && oldForNewSection[section] == nil {
            oldForNewSection[section] = unmoved.next()
        }
        let deleted = Set(updates.deletedRows)
        let movedFrom = Set(updates.movedRows.map(\.from))
        var explicit: [IndexPath: IndexPath?] = [:]
        for path in updates.insertedRows { explicit[path] = .some(nil) }
        for move in updates.movedRows { explicit[move.to] = move.from }
        var origins: [IndexPath: IndexPath?] = [:]
        for (section, count) in newCounts.enumerated() {
            let old = oldForNewSection[section]
            var remaining = (0..<(old.map { updates.oldRowCounts[$0] } ?? 0)).lazy.compactMap { row -> IndexPath? in
                guard let old else { return nil }
                let path = IndexPath(row: row, section: old)
                return deleted.contains(path) || movedFrom.contains(path) ? nil : path
            }.makeIterator()
            for row in 0..<count {
                let path = IndexPath(row: row, section: section)
                if let source = explicit[path] {
                    origins[path] = source
                } else if old == nil || updates.reloadedSections.contains(old ?? -1) {
                    origins[path] = .some(nil)
                } else {
                    origins[path] = remaining.next()
                }
            }
        }
        return origins
    }
}
