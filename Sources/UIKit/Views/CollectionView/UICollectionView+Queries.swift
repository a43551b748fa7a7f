/// What the collection view shows: counts, visible cells and views, where items are, scrolling to one.
extension UICollectionView {
    public var numberOfSections: Int {
        loadCountsIfNeeded()
        return itemCounts.count
    }

    public func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        return itemCounts[section]
    }

    /// The cells on screen (and in the margin around it), in index path order.
    public var visibleCells: [UICollectionViewCell] {
        visibleElements.filter { $0.key.category == .cell }.sorted { $0.key.indexPath < $1.key.indexPath }
            .compactMap { $0.value as? UICollectionViewCell }
    }

    public var indexPathsForVisibleItems: [IndexPath] {
        visibleElements.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The cell showing the item at `indexPath`, when it is on screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visibleElements[ElementKey(category: .cell, kind: "", indexPath: indexPath)] as? UICollectionViewCell
    }

    /// The index path of the item `cell` shows, when it is on screen.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleElements.first { $0.key.category == .cell && $0.value === cell }?.key.indexPath
    }

    /// The item whose cell's frame holds `point` (content coordinates), front-most first.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && shownFrame(of: $0).contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleElements.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }
            .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        visibleElements[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Scrolls so the item at `indexPath` comes to `scrollPosition` (along an axis without one of
    /// its positions, just into view), within the content.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        var offset = offsetShowing(frame)
        if scrollPosition.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - visible.height / 2 - inset.top
        } else if scrollPosition.contains(.bottom) {
            offset.y = frame.maxY - visible.height - inset.top
        }
        if scrollPosition.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.midX - visible.width / 2 - inset.left
        } else if scrollPosition.contains(.right) {
            offset.x = frame.maxX - visible.width - inset.left
        }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }
}
