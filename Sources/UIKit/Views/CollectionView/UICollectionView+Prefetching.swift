/// Told of items about to come on screen, so their data can be loaded ahead of `cellForItemAt`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {
    }
}

/// Prefetching: the items the layout places within a screen's length past each edge of the visible
/// rect are offered to the prefetch data source, nearest first; an item is offered once until it is
/// shown or, having left that reach unseen, cancelled (it may be offered again when it comes back).
extension UICollectionView {
    func prefetchItems() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else {
            prefetchedItems = []
            return
        }
        let visible = Set(visibleElements.keys.filter { $0.category == .cell }.map(\.indexPath))
        prefetchedItems.subtract(visible)
        prefetchDoneItems.formUnion(visible)
        let reachRect = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        let reachable = (collectionViewLayout.layoutAttributesForElements(in: reachRect) ?? []).filter {
            $0.representedElementCategory == .cell && isInCounts($0.indexPath)
        }
        let reach = Set(reachable.map(\.indexPath))
        let cancelled = prefetchedItems.subtracting(reach)
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let fresh = reachable.filter { !visible.contains($0.indexPath) && !prefetchDoneItems.contains($0.indexPath) }
            .sorted {
                hypot($0.center.x - centre.x, $0.center.y - centre.y)
                    < hypot($1.center.x - centre.x, $1.center.y - centre.y)
            }
            .map(\.indexPath)
        prefetchedItems = prefetchedItems.subtracting(cancelled).union(fresh)
        prefetchDoneItems.formUnion(fresh)
        prefetchDoneItems.subtract(cancelled)
        if !cancelled.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancelled.sorted()) }
        if !fresh.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: fresh) }
    }

    private func isInCounts(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section)
            && indexPath.item < itemCounts[indexPath.section]
    }
}
