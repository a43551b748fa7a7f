/// A collection view's data source driven by snapshots: apps describe their sections and items by
/// identifier in an `NSDiffableDataSourceSnapshot` (or one section's outline in an
/// `NSDiffableDataSourceSectionSnapshot`) and apply it; the collection view is updated by the
/// difference from the snapshot before. The cell provider makes the cell for each item, the
/// supplementary view provider the headers, footers and other supplementary views.
///
/// It shares its snapshot machinery with `UITableViewDiffableDataSource` (`DiffableDataSourceCore`).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
    UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Makes the cell for an item at an index path.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes the supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    let core: DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>
    private let cellProvider: CellProvider
    /// Makes the supplementary views the layout places; nil stops when the layout asks for one,
    /// as on iOS.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// What may be reordered by hand, and what hears of it; nothing may by default.
    open var reorderingHandlers = ReorderingHandlers()
    /// What decides and hears outline items expanded and collapsed by the user.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// A data source for `collectionView` (which it becomes the data source of) making cells with
    /// `cellProvider`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        core = DiffableDataSourceCore(target: collectionView)
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Makes `snapshot` current and updates the collection view by the difference, animated or not.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        core.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Makes `snapshot` current and reloads the collection view.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        core.applySnapshotUsingReloadData(snapshot, completion: completion)
    }

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        core.snapshot()
    }

    /// Makes `snapshot` the outline of `section` (added at the end when the snapshot lacks it): its
    /// visible items become the section's items.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        core.apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The outline of `section`.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        core.snapshot(for: section)
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        core.itemIdentifier(for: indexPath)
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        core.indexPath(for: itemIdentifier)
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        core.sectionIdentifier(for: index)
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        core.index(for: sectionIdentifier)
    }

    // MARK: - UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        core.numberOfSections
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        core.numberOfItems(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = core.itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item)
        else {
            preconditionAlways(
                false, "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath)")
            fatalError()
        }
        if let listCell = cell as? UICollectionViewListCell,
            let section = core.sectionIdentifier(for: indexPath.section),
            let outline = core.sectionSnapshots[section]
        {
            listCell.indentationLevel = outline.level(of: item)
            listCell.isOutlineExpanded = outline.isExpanded(item)
        }
        return cell
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            preconditionAlways(
                false,
                "UICollectionView dataSource returned a nil view for supplementary element of kind \(kind) at index "
                    + "path \(indexPath); set the diffable data source's supplementaryViewProvider")
            fatalError()
        }
        return view
    }

    /// Whether `reorderingHandlers.canReorderItem` lets the item move; false without one.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = core.itemIdentifier(for: indexPath) else { return false }
        return reorderingHandlers.canReorderItem?(item) ?? false
    }

    /// The user moved an item: the current snapshot follows, between the reordering handlers'
    /// `willReorder` and `didReorder`.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        reorder(from: sourceIndexPath, to: destinationIndexPath)
    }

    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
    {
        IndexPath(item: 0, section: index)
    }
}

extension UICollectionView: DiffableUpdateTarget {
    func applyDiffableUpdate(_ difference: SnapshotDifference, animated: Bool, completion: (() -> Void)?) {
        // A collection view that has not read its counts since its data source was set (the first
        // snapshot, applied before it is shown) has no old counts: the next layout reads the new ones.
        guard !needsReload else {
            completion?()
            return
        }
        let update = { [self] in
            performBatchUpdates { [self] in
                deleteSections(IndexSet(difference.deletedSections))
                insertSections(IndexSet(difference.insertedSections))
                for move in difference.movedSections { moveSection(move.from, toSection: move.to) }
                deleteItems(at: difference.deletedItems)
                insertItems(at: difference.insertedItems)
                for move in difference.movedItems { moveItem(at: move.from, to: move.to) }
            } completion: { _ in
                completion?()
            }
            if !difference.reloadedSections.isEmpty { reloadSections(IndexSet(difference.reloadedSections)) }
            if !difference.reloadedItems.isEmpty { reloadItems(at: difference.reloadedItems) }
            if !difference.reconfiguredItems.isEmpty { reconfigureItems(at: difference.reconfiguredItems) }
        }
        if animated { update() } else { UIView.performWithoutAnimation(update) }
    }

    func reloadDataForDiffableSnapshot() {
        reloadData()
    }
}
