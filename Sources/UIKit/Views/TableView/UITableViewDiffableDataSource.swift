/// A table's data source driven by snapshots: apps describe their sections and items by identifier
/// in an `NSDiffableDataSourceSnapshot` and apply it; the table is updated by the difference from
/// the snapshot before. The cell provider makes the cell for each item.
///
/// Subclasses override the data source methods declared here (titles, editing, moving), as on iOS.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Makes the cell for an item at an index path.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private let core: DiffableDataSourceCore<SectionIdentifierType, ItemIdentifierType>
    private let cellProvider: CellProvider
    /// How rows come and go when a snapshot is applied with animation.
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// A data source for `tableView` (which it becomes the data source of) making cells with
    /// `cellProvider`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        core = DiffableDataSourceCore(target: tableView)
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Makes `snapshot` current and updates the table by the difference, animated or not.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        core.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Makes `snapshot` current and reloads the table.
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

    // MARK: - UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        core.numberOfSections
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        core.numberOfItems(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = core.itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            preconditionAlways(false, "UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
            fatalError()
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

extension UITableView: DiffableUpdateTarget {
    func applyDiffableUpdate(_ difference: SnapshotDifference, animated: Bool, completion: (() -> Void)?) {
        // A table that has not loaded its rows since its data source was set (the first snapshot,
        // applied before the table is shown) has no old counts: the data source already answers
        // with the new snapshot, which the next layout loads.
        guard !needsReload else {
            completion?()
            return
        }
        let update = { [self] in
            performBatchUpdates { [self] in
                deleteSections(IndexSet(difference.deletedSections), with: .automatic)
                insertSections(IndexSet(difference.insertedSections), with: .automatic)
                for move in difference.movedSections { moveSection(move.from, toSection: move.to) }
                deleteRows(at: difference.deletedItems, with: .automatic)
                insertRows(at: difference.insertedItems, with: .automatic)
                for move in difference.movedItems { moveRow(at: move.from, to: move.to) }
            } completion: { _ in
                completion?()
            }
            if !difference.reloadedSections.isEmpty {
                reloadSections(IndexSet(difference.reloadedSections), with: .none)
            }
            let reloaded = difference.reloadedItems + difference.reconfiguredItems
            if !reloaded.isEmpty { reloadRows(at: reloaded, with: .none) }
        }
        if animated { update() } else { UIView.performWithoutAnimation(update) }
    }

    func reloadDataForDiffableSnapshot() {
        reloadData()
    }
}
