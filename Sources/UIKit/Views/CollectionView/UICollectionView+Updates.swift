import Foundation

/// Updates without a reload: items and sections inserted, deleted, moved, reloaded and
/// reconfigured, alone or in a batch (`performBatchUpdates`). At the end of the batch the data
/// source's new counts are checked against the old ones and the changes, stopping with UIKit's
/// "Invalid update" message when they disagree; then the layout is told of the changes and the
/// elements move to their new places (`UICollectionView+UpdateAnimation.swift`).
extension UICollectionView {
    /// Runs `updates` as one batch, then `completion` when its animations end (true when they ran
    /// to the end).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdates(updates ?? {}, completion: completion)
    }

    /// The same, for a closure that does not escape, as iOS's `NS_NOESCAPE` block allows.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates()
        if let completion { pendingBatch?.completions.append(completion) }
        endBatch()
    }

    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems += indexPaths }
    }

    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems += indexPaths }
    }

    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Asks the data source again for the cells of the items at `indexPaths`: new cells replace
    /// the old ones, which fade out.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems.formUnion(indexPaths) }
    }

    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Asks the data source again for the cells of the visible items at `indexPaths`, handing it
    /// each item's own cell when it dequeues one (without `prepareForReuse`), as iOS 15 does.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            let key = ElementKey(category: .cell, kind: "", indexPath: indexPath)
            guard let cell = visibleElements[key] as? UICollectionViewCell else { continue }
            reconfiguringCell = cell
            let configured = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguringCell = nil
            guard configured !== cell else { continue }
            // The data source made another cell: it takes the old one's place.
            retire(cell, key)
            visibleElements[key] = configured
            appliedAttributes[key] = nil
            if configured.superview !== self { insertSubview(configured, at: backgroundView == nil ? 0 : 1) }
            configured.isHidden = false
            setNeedsLayout()
        }
    }

    /// Starts a batch, or nests in the one running.
    private func beginBatch() {
        loadCountsIfNeeded()
        if batchDepth == 0 { pendingBatch = BatchUpdates(oldItemCounts: itemCounts) }
        batchDepth += 1
    }

    /// Ends a batch: the outermost checks the data source's counts and shows the changes.
    private func endBatch() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        guard batchDepth == 0, let batch = pendingBatch else { return }
        pendingBatch = nil
        let newCounts = dataSourceItemCounts()
        if let message = batch.inconsistency(newCounts: newCounts, wording: .collection) {
            preconditionAlways(false, message)
        }
        applyBatch(batch, newCounts: newCounts, animated: UIView.areAnimationsEnabled)
    }

    /// How many items the data source says each of its sections has now.
    func dataSourceItemCounts() -> [Int] {
        (0..<(dataSource?.numberOfSections(in: self) ?? 0)).map {
            dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0
        }
    }

    /// Adds a change to the batch in progress, or makes it a batch of its own.
    private func record(_ change: (inout BatchUpdates) -> Void) {
        let alone = batchDepth == 0
        if alone { beginBatch() }
        if var batch = pendingBatch {
            change(&batch)
            pendingBatch = batch
        }
        if alone { endBatch() }
    }

    /// The batch's changes as the layout is told of them: sections as index paths whose item is
    /// `NSNotFound`, deletions and reloads first, then insertions, then moves.
    func updateItems(_ batch: BatchUpdates) -> [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        var items: [UICollectionViewUpdateItem] = []
        items += batch.deletedSections.map { .init(action: .delete, before: section($0), after: nil) }
        items += batch.deletedItems.sorted().map { .init(action: .delete, before: $0, after: nil) }
        items += batch.reloadedSections.map { .init(action: .reload, before: section($0), after: section($0)) }
        items += batch.reloadedItems.sorted().map { .init(action: .reload, before: $0, after: $0) }
        items += batch.insertedSections.map { .init(action: .insert, before: nil, after: section($0)) }
        items += batch.insertedItems.sorted().map { .init(action: .insert, before: nil, after: $0) }
        items += batch.movedSections.map { .init(action: .move, before: section($0.from), after: section($0.to)) }
        items += batch.movedItems.map { .init(action: .move, before: $0.from, after: $0.to) }
        return items
    }
}
