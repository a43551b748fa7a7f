/// Outlines in list cells: the outline disclosure accessory of an item with children expands and
/// collapses it in its section snapshot (as `sectionSnapshotHandlers` allow), and the item's cell
/// turns its chevron.
extension UICollectionViewDiffableDataSource: OutlineDataSource {
    /// What decides and hears an item expanded or collapsed by the user.
    @preconcurrency @MainActor
    public struct SectionSnapshotHandlers<Item> where Item: Hashable & Sendable {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show under a parent being expanded: the section snapshot of them, given
        /// the parent's current one.
        public var snapshotForExpandingParent:
            ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        public init() {}
    }

    /// Expands the item at `indexPath` when collapsed, collapses it when expanded, in its section's
    /// outline, animated.
    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = core.itemIdentifier(for: indexPath),
            let section = core.sectionIdentifier(for: indexPath.section)
        else { return }
        var outline = core.snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let children = handlers.snapshotForExpandingParent?(
                item, outline.snapshot(of: item, includingParent: false))
            {
                outline.replace(childrenOf: item, using: children)
            }
            outline.expand([item])
        }
        core.apply(outline, to: section)
        let collection = core.target as? UICollectionView
        let shown = core.indexPath(for: item).flatMap { collection?.cellForItem(at: $0) }
        (shown as? UICollectionViewListCell)?.isOutlineExpanded = outline.isExpanded(item)
    }
}
