/// Updates without a reload: rows and sections inserted, deleted, moved and reloaded, alone or in a
/// batch (`performBatchUpdates`, `beginUpdates`/`endUpdates`). At the end of the batch the data
/// source's new counts are checked against the old ones and the changes, stopping with UIKit's
/// "Invalid update" message when they disagree, then the table takes its new geometry.
///
/// Rows that stay slide to their new places; each row that comes or goes does so as its change's
/// `RowAnimation` says (`UITableView+UpdateAnimation.swift`). With `.none` it is there or gone at
/// once while the others still slide, as on iOS; inside `UIView.performWithoutAnimation` nothing moves.
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
        /// Rows asked for again (old index paths): their cells are made again.
        var reloadedRows = Set<IndexPath>()
        /// How rows come (by new index path) and go (by old index path); a section's rows take
        /// the animation of the section's change, and `.fade` is the default.
        var appearing: [IndexPath: RowAnimation] = [:]
        var disappearing: [IndexPath: RowAnimation] = [:]
        var appearingSections: [Int: RowAnimation] = [:]
        var disappearingSections: [Int: RowAnimation] = [:]
        /// Called when the batch's animations end (at once without animation).
        var completions: [(Bool) -> Void] = []

        /// How the row at `indexPath` (after the update) comes in.
        func appearance(at indexPath: IndexPath) -> RowAnimation {
            appearing[indexPath] ?? appearingSections[indexPath.section] ?? .fade
        }

        /// How the row that was at `indexPath` goes.
        func disappearance(at indexPath: IndexPath) -> RowAnimation {
            disappearing[indexPath] ?? disappearingSections[indexPath.section] ?? .fade
        }
    }

    /// Runs `updates` as one batch, then `completion` when its animations end (true when they ran
    /// to the end).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingUpdates?.completions.append(completion) }
        endUpdates()
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
        applyUpdates(updates, animated: UIView.areAnimationsEnabled)
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { updates in
            updates.insertedRows += indexPaths
            for indexPath in indexPaths { updates.appearing[indexPath] = animation }
        }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { updates in
            updates.deletedRows += indexPaths
            for indexPath in indexPaths { updates.disappearing[indexPath] = animation }
        }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { updates in
            updates.insertedSections.formUnion(sections)
            for section in sections { updates.appearingSections[section] = animation }
        }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { updates in
            updates.deletedSections.formUnion(sections)
            for section in sections { updates.disappearingSections[section] = animation }
        }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Asks the data source again for the cells of the rows at `indexPaths` (and their heights):
    /// the old cells go and the new ones come as `animation` says.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { updates in
            updates.reloadedRows.formUnion(indexPaths)
            for indexPath in indexPaths {
                updates.disappearing[indexPath] = animation
                updates.appearing[indexPath] = animation
            }
        }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { updates in
            updates.reloadedSections.formUnion(sections)
            for section in sections {
                updates.disappearingSections[section] = animation
                updates.appearingSections[section] = animation
            }
        }
    }

    /// Adds a change to the batch in progress, or makes it a batch of its own.
    private func record(_ change: (inout PendingUpdates) -> Void) {
        let alone = updateDepth == 0
        if alone { beginUpdates() }
        if var updates = pendingUpdates {
            change(&updates)
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
