/// Outlines in list cells: the outline disclosure accessory of an item with children expands and
/// collapses it in its section snapshot, and the item's cell turns its chevron.
extension UICollectionViewDiffableDataSource: OutlineDataSource {
    /// Expands the item at `indexPath` when collapsed, collapses it when expanded, in its section's
    /// outline, animated.
    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = core.itemIdentifier(for: indexPath),
            let section = core.sectionIdentifier(for: indexPath.section)
        else { return }
        var outline = core.snapshot(for: section)
        if outline.isExpanded(item) { outline.collapse([item]) } else { outline.expand([item]) }
        core.apply(outline, to: section)
        let collection = core.target as? UICollectionView
        let shown = core.indexPath(for: item).flatMap { collection?.cellForItem(at: $0) }
        (shown as? UICollectionViewListCell)?.isOutlineExpanded = outline.isExpanded(item)
    }
}
