/// Reordering by hand with a diffable data source (iOS 14): the handlers say which items may move
/// and hear each move as a transaction from the snapshot before to the one after.
extension UICollectionViewDiffableDataSource {
    /// Which items may be reordered, and what is told before and after a reorder.
    @preconcurrency @MainActor
    public struct ReorderingHandlers {
        public typealias Transaction = NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>

        /// Whether the item may move; reordering is off without it.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((Transaction) -> Void)?
        public var didReorder: ((Transaction) -> Void)?

        public init() {}
    }

    /// Moves the item at `source` to `destination` in the current snapshot, telling the handlers.
    func reorder(from source: IndexPath, to destination: IndexPath) {
        let initial = core.snapshot()
        core.itemMovedByUser(from: source, to: destination)
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: core.snapshot())
        core.adopt(initial)
        reorderingHandlers.willReorder?(transaction)
        core.adopt(transaction.finalSnapshot)
        reorderingHandlers.didReorder?(transaction)
    }
}

/// A change of a diffable data source's snapshot made by the user (a reorder): the snapshots before
/// and after, the difference between their items, and the same for each section whose items changed.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(
        initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
        sectionTransactions = finalSnapshot.sectionIdentifiers.compactMap { section in
            let before = initialSnapshot.indexOfSection(section).map { _ in
                initialSnapshot.itemIdentifiers(inSection: section)
            }
            let after = finalSnapshot.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return NSDiffableDataSourceSectionTransaction(section: section, before: before ?? [], after: after)
        }
    }
}

/// One section's part of a transaction: its items before and after, as section snapshots.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>

    init(section: SectionIdentifierType, before: [ItemIdentifierType], after: [ItemIdentifierType]) {
        sectionIdentifier = section
        var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        initial.append(before)
        var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        final.append(after)
        initialSnapshot = initial
        finalSnapshot = final
        difference = after.difference(from: before)
    }
}
