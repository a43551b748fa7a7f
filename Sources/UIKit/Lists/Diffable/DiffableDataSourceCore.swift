import Foundation

/// What `UITableViewDiffableDataSource` and `UICollectionViewDiffableDataSource` share: the current
/// snapshot, the section snapshots applied to its sections, and the work of applying a new one.
///
/// How a view's diffable data source uses it:
/// 1. It makes one core with its view as the `target` (held weakly, as the view holds its data
///    source weakly) and keeps it for its life.
/// 2. It answers the view's data source questions from the core: `numberOfSections`,
///    `numberOfItems(inSection:)`, and `itemIdentifier(for:)` for the identifier it hands its cell
///    provider.
/// 3. Its public `apply(_:animatingDifferences:completion:)`, `applySnapshotUsingReloadData(_:completion:)`,
///    `snapshot()`, `itemIdentifier(for:)`, `indexPath(for:)`, `sectionIdentifier(for:)`,
///    `index(for:)` and (collection views) `apply(_:to:animatingDifferences:completion:)` and
///    `snapshot(for:)` call the core's namesakes.
///
/// Applying a snapshot makes it current first, so the data source already answers with it, then
/// hands the view the difference from the previous one (`DiffableUpdateTarget`), or asks it to
/// reload. A snapshot's reload and reconfigure marks act once: the current snapshot has none.
/// Everything happens on the main actor, as on iOS, where applying from two queues is an error.
@MainActor
final class DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// The view the snapshots are applied to; nil once it is gone, when applying only records.
    weak var target: (any DiffableUpdateTarget)?

    /// What the data source shows.
    private(set) var currentSnapshot = Snapshot()
    /// The outlines applied to sections, kept while their sections show their visible items.
    var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]

    /// Creates a core with an empty snapshot, updating `target`.
    init(target: any DiffableUpdateTarget) {
        self.target = target
    }

    /// Makes `snapshot` current and updates the view by the difference from the previous one,
    /// animated or not; `completion` runs once the view is done (at once when nothing changed).
    func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let difference = SnapshotDifference(from: currentSnapshot, to: snapshot)
        adopt(snapshot)
        update(by: difference, animated: animatingDifferences, completion: completion)
    }

    /// Makes `snapshot` current and has the view reload everything, without working out a
    /// difference or animating; then runs `completion`.
    func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        adopt(snapshot)
        target?.reloadDataForDiffableSnapshot()
        completion?()
    }

    /// A copy of the current snapshot, to edit and apply.
    func snapshot() -> Snapshot {
        currentSnapshot
    }

    /// The number of sections the view shows.
    var numberOfSections: Int { currentSnapshot.numberOfSections }

    /// The number of items in the section at `index`.
    func numberOfItems(inSection index: Int) -> Int {
        currentSnapshot.sectionItems[index].count
    }

    /// The identifier of the item at `indexPath`, or nil when there is none.
    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, currentSnapshot.sectionItems.indices.contains(indexPath.section) else { return nil }
        let items = currentSnapshot.sectionItems[indexPath.section]
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The index path of an item, or nil when the current snapshot does not hold it.
    func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let place = currentSnapshot.itemPlaces[itemIdentifier] else { return nil }
        return IndexPath(item: place.index, section: currentSnapshot.sectionIndexes[place.section]!)
    }

    /// The identifier of the section at `index`, or nil when there is none.
    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        currentSnapshot.sections.indices.contains(index) ? currentSnapshot.sections[index] : nil
    }

    /// The index of a section, or nil when the current snapshot does not hold it.
    func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        currentSnapshot.indexOfSection(sectionIdentifier)
    }

    /// Hands the view `difference`, the change to the current snapshot just made; runs `completion`
    /// at once when there is nothing to show.
    func update(by difference: SnapshotDifference, animated: Bool, completion: (() -> Void)?) {
        guard let target, !difference.isEmpty else {
            completion?()
            return
        }
        target.applyDiffableUpdate(difference, animated: animated, completion: completion)
    }

    /// Makes `snapshot` current without its marks, and forgets the outlines of sections that no
    /// longer show their visible items.
    /// Makes the current snapshot show the item at `source` moved to `destination` (index paths
    /// after the move), as the view already shows it after the user moved it: nothing is applied.
    func itemMovedByUser(from source: IndexPath, to destination: IndexPath) {
        guard let item = itemIdentifier(for: source), source != destination else { return }
        var snapshot = currentSnapshot
        snapshot.deleteItems([item])
        let section = snapshot.sectionIdentifiers[destination.section]
        let items = snapshot.itemIdentifiers(inSection: section)
        if destination.item < items.count {
            snapshot.insertItems([item], beforeItem: items[destination.item])
        } else {
            snapshot.appendItems([item], toSection: section)
        }
        adopt(snapshot)
    }

    func adopt(_ snapshot: Snapshot) {
        currentSnapshot = snapshot
        currentSnapshot.reloadedItemMarks = .init()
        currentSnapshot.reconfiguredItemMarks = .init()
        currentSnapshot.reloadedSectionMarks = .init()
        sectionSnapshots = sectionSnapshots.filter { section, outline in
            guard let index = snapshot.sectionIndexes[section] else { return false }
            return snapshot.sectionItems[index] == outline.visibleItems
        }
    }
}
