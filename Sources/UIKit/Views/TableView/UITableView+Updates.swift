/// Updates without a reload: rows and sections inserted, deleted, moved and reloaded, alone or in a
/// batch (`performBatchUpdates`, `beginUpdates`/`endUpdates`). At the end of the batch the data
/// source's new counts are checked against the old ones and the changes, stopping with UIKit's
/// "Invalid update" message when they disagree, then the table takes its new geometry.
///
/// Rows that stay slide to their new places; each row that comes or goes does so as its change's
/// `RowAnimation` says (`UITableView+UpdateAnimation.swift`). With `.none` it is there or gone at
/// once while the others still slide, as on iOS; inside `UIView.performWithoutAnimation` nothing moves.
extension UITableView {
    /// What a batch changed, recorded until it ends: the changes, and how each row comes and goes.
    struct PendingUpdates {
        var batch: BatchUpdates
        /// How rows come (by new index path) and go (by old index path); a section's rows take
        /// the animation of the section's change, and `.fade` is the default.
        var appearing: [IndexPath: RowAnimation] = [:]
        var disappearing: [IndexPath: RowAnimation] = [:]
        var appearingSections: [Int: RowAnimation] = [:]
        var disappearingSections: [Int: RowAnimation] = [:]

        init(oldRowCounts: [Int]) {
            batch = BatchUpdates(oldItemCounts: oldRowCounts)
        }

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
        performBatchUpdates(updates ?? {}, completion: completion)
    }

    /// The same, for a closure that does not escape: iOS's `updates` is an Objective-C block marked
    /// `NS_NOESCAPE`, which Swift imports as an optional closure callers may pass non-escaping ones
    /// to, something a Swift declaration cannot say.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates()
        if let completion { pendingUpdates?.batch.completions.append(completion) }
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
        let newCounts = dataSourceRowCounts()
        if let message = updates.batch.inconsistency(newCounts: newCounts, wording: .table) {
            preconditionAlways(false, message)
        }
        applyUpdates(updates, newCounts: newCounts, animated: UIView.areAnimationsEnabled)
    }

    /// How many rows the data source says each of its sections has now.
    func dataSourceRowCounts() -> [Int] {
        (0..<(dataSource?.numberOfSections(in: self) ?? 0)).map {
            dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0
        }
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { updates in
            updates.batch.insertedItems += indexPaths
            for indexPath in indexPaths { updates.appearing[indexPath] = animation }
        }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { updates in
            updates.batch.deletedItems += indexPaths
            for indexPath in indexPaths { updates.disappearing[indexPath] = animation }
        }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.batch.movedItems.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { updates in
            updates.batch.insertedSections.formUnion(sections)
            for section in sections { updates.appearingSections[section] = animation }
        }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { updates in
            updates.batch.deletedSections.formUnion(sections)
            for section in sections { updates.disappearingSections[section] = animation }
        }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.batch.movedSections.append((section, newSection)) }
    }

    /// Asks the data source again for the cells of the rows at `indexPaths` (and their heights):
    /// the old cells go and the new ones come as `animation` says.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { updates in
            updates.batch.reloadedItems.formUnion(indexPaths)
            for indexPath in indexPaths {
                updates.disappearing[indexPath] = animation
                updates.appearing[indexPath] = animation
            }
        }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { updates in
            updates.batch.reloadedSections.formUnion(sections)
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
}
