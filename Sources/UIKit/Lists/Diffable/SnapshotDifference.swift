import Foundation

/// What changed between two snapshots, in the terms of a table or collection view's animated batch
/// update (`performBatchUpdates`): sections and items deleted, inserted and moved, and those to
/// reload or reconfigure.
///
/// The contract a view relies on:
/// - Deletions and the sources of moves are indexes in the old snapshot; insertions, the
///   destinations of moves, reloads and reconfigurations are indexes in the new one.
/// - Sections and items are matched by identifier. One that is not named keeps its identity, and
///   keeps its order relative to the others not named; the moves are as few as can be.
/// - Items of a deleted section are not listed (deleting the section deletes them), nor items of an
///   inserted section. UIKit moves no item out of a deleted section or into an inserted one, so an
///   item that leaves a deleted section for another is an insertion, and one that leaves a section
///   for an inserted one a deletion.
/// - Only sections and items that are in both snapshots are reloaded or reconfigured, from the new
///   snapshot's marks; an item marked for both is reloaded, and an item of a reloaded section is
///   not listed. UIKit reloads no row it moves in the same batch: a view reloads after the moves.
package struct SnapshotDifference: Sendable, Equatable {
    /// A section or item that keeps its identity but changes place: from its old index to its new.
    package struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
        package var from: Position
        package var to: Position
    }

    /// Indexes in the old snapshot of the sections deleted, ascending.
    package var deletedSections: [Int] = []
    /// Indexes in the new snapshot of the sections inserted, ascending.
    package var insertedSections: [Int] = []
    /// Sections moved, from old index to new.
    package var movedSections: [Move<Int>] = []
    /// Indexes in the new snapshot of the sections reloaded, ascending.
    package var reloadedSections: [Int] = []
    /// Index paths in the old snapshot of the items deleted, ascending.
    package var deletedItems: [IndexPath] = []
    /// Index paths in the new snapshot of the items inserted, ascending.
    package var insertedItems: [IndexPath] = []
    /// Items moved, from old index path to new, possibly to another section.
    package var movedItems: [Move<IndexPath>] = []
    /// Index paths in the new snapshot of the items reloaded, ascending.
    package var reloadedItems: [IndexPath] = []
    /// Index paths in the new snapshot of the items reconfigured, ascending.
    package var reconfiguredItems: [IndexPath] = []

    /// Whether nothing changed: applying the new snapshot needs no update at all.
    package var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    /// The difference that turns `old` into `new`. Linear in the number of sections and items but
    /// for the moves (O(n log n) when a section's items are reordered): each identifier is looked
    /// up once in the other snapshot's tables.
    package init<Section: Hashable & Sendable, Item: Hashable & Sendable>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) {
        compareSections(from: old, to: new)
        compareItems(from: old, to: new)
        collectMarks(from: old, to: new)
    }
}
