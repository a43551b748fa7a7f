/// A view a diffable data source updates: a table or collection view, told of each applied
/// snapshot either as an animated batch update or as a full reload.
@MainActor
protocol DiffableUpdateTarget: AnyObject {
    /// Updates the view from the data source's previous snapshot to its current one, as one batch
    /// update made of `difference` (its indexes are in the terms `SnapshotDifference` documents),
    /// animated or not, then calls `completion` once the update and its animations are over.
    ///
    /// When this is called the data source already answers with the new snapshot (its counts, its
    /// identifiers), as `performBatchUpdates` expects of a data source once the updates are made. A
    /// view that has not loaded its rows yet, or is not in a window, may reload instead.
    func applyDiffableUpdate(_ difference: SnapshotDifference, animated: Bool, completion: (() -> Void)?)

    /// Forgets what the view shows and asks the data source again, as `reloadData()` does, without
    /// animating; the data source already answers with its new snapshot.
    func reloadDataForDiffableSnapshot()
}
