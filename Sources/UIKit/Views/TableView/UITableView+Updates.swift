/// Updates without a reload: rows and sections inserted, deleted, moved and reloaded, alone or in a
/// batch (`performBatchUpdates`, `beginUpdates`/`endUpdates`). At the end of the batch the data
/// source's new counts are checked against the old ones and the changes, stopping with UIKit's
/// "Invalid update" message when they disagree, then the table takes its new geometry.
///
/// Any animation but `.none` plays as a fade for rows that come and go and a slide for rows that
/// move (`UITableView+UpdateAnimation.swift`); the other `RowAnimation` directions are not drawn.
extension UITableView {
    /// What a batch changed, recorded until it ends.
    struct PendingUpdates {
        var oldRowCounts: [Int]
        var insertedSections = IndexSet()
        var deletedSections = IndexSet()
        var movedSections: [(from: Int, to: Int)] = []
        var insertedRows: [IndexPath] = []
        var deletedRows: [IndexPath] = []
        var movedRows: [(from: IndexPath, to: IndexPath)] = []
        /// Sections asked for again whole: their counts may change freely.
        var reloadedSections = IndexSet()
        /// Whether any change asked for an animation (a `RowAnimation` other than `.none`).
        var animated = false
    }

    /// Runs `updates` as one batch, then `completion` (with true: nothing is left animating).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    public func beginUpdates() {
        loadRowsIfNeeded()
        if updateDepth == 0 { pendingUpdates = PendingUpdates(oldRowCounts: geometry.sections.map(\.rowCount)) }
        updateDepth += 1
    }

    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let updates = pendingUpdates else { return }
        pendingUpdates = nil
        if let message = updateInconsistency(updates) { preconditionAlways(false, message) }
        applyUpdates(updates, animated: updates.animated)
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.insertedRows += indexPaths }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.deletedRows += indexPaths }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record(.automatic) { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.insertedSections.formUnion(sections) }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.deletedSections.formUnion(sections) }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        record(.automatic) { $0.movedSections.append((section, newSection)) }
    }

    /// Asks the data source again for the cells of the rows at `indexPaths` (and their heights).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        guard updateDepth == 0 else { return record(animation) { _ in } }
        for indexPath in indexPaths {
            guard let cell = cellsOnScreen[indexPath] else { continue }
            retire(cell, at: indexPath)
            measuredRows.remove(geometry.flatIndex(section: indexPath.section, row: indexPath.row))
        }
        setNeedsLayout()
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.reloadedSections.formUnion(sections) }
    }

    /// Adds a change to the batch in progress, or makes it a batch of its own.
    private func record(_ animation: RowAnimation, _ change: (inout PendingUpdates) -> Void) {
        let alone = updateDepth == 0
        if alone { beginUpdates() }
        if var updates = pendingUpdates {
            change(&updates)
            if animation != .none { updates.animated = true }
            pendingUpdates = updates
        }
        if alone { endUpdates() }
    }

    /// UIKit's message when the data source's new counts do not follow from the old ones and the
    /// batch's changes; nil when they do.
    func updateInconsistency(_ updates: PendingUpdates) -> String? {
        let oldSections = updates.oldRowCounts.count
        let newSections = dataSource?.numberOfSections(in: self) ?? 0
        let movedSections = Set(updates.movedSections.map(\.to))
        let expectedSections = oldSections + updates.insertedSections.count - updates.deletedSections.count
        guard newSections == expectedSections else {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view "
                + "after the update (\(newSections)) must be equal to the number of sections contained in the table "
                + "view before the update (\(oldSections)), plus or minus the number of sections inserted or deleted "
                + "(\(updates.insertedSections.count) inserted, \(updates.deletedSections.count) deleted)."
        }
        // Where each surviving old section went: past the deleted ones, around the inserted ones.
        let surviving = (0..<oldSections).filter { !updates.deletedSections.contains($0) }
        let unmovedTargets = (0..<newSections).filter {
            !updates.insertedSections.contains($0) && !movedSections.contains($0)
        }
        var oldForNew: [Int: Int] = [:]
        for move in updates.movedSections { oldForNew[move.to] = move.from }
        var remaining = surviving.filter { old in !updates.movedSections.contains { $0.from == old } }.makeIterator()
        for target in unmovedTargets { oldForNew[target] = remaining.next() }
        for section in 0..<newSections {
            guard let old = oldForNew[section], !updates.reloadedSections.contains(old) else { continue }
            let inserted = updates.insertedRows.filter { $0.section == section }.count
            let deleted = updates.deletedRows.filter { $0.section == old }.count
            let movedIn = updates.movedRows.filter { $0.to.section == section && $0.from.section != old }.count
            let movedOut = updates.movedRows.filter { $0.from.section == old && $0.to.section != section }.count
            let before = updates.oldRowCounts[old]
            let after = dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
            guard after != before + inserted - deleted + movedIn - movedOut else { continue }
            return "Invalid update: invalid number of rows in section \(section). The number of rows contained in an "
                + "existing section after the update (\(after)) must be equal to the number of rows contained in that "
                + "section before the update (\(before)), plus or minus the number of rows inserted or deleted from "
                + "that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved "
                + "into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        }
        return nil
    }
}
