/// Moving an item by hand (iOS 9's interactive movement): while it moves the item follows the target
/// position (`layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`), and the others
/// make room where it would land (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`, as
/// the delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath` allows), each step an animated
/// move; the data source is told once, when the movement ends (`moveItemAt`). Cancelling puts the
/// item back. Until then the data source still answers for the items' old places: the cells of
/// items scrolling in are asked for where they were (`dataSourceIndexPath(shownAt:)`).
extension UICollectionView {
    /// An item being moved: where it was, where it shows now, and the target position.
    struct InteractiveMovement {
        let original: IndexPath
        var current: IndexPath
        var position: CGPoint
    }

    /// Starts moving the item at `indexPath`; false when it cannot move (the data source's
    /// `canMoveItemAt` says no, it is not on screen, or a movement is under way).
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, let dataSource, dataSource.collectionView(self, canMoveItemAt: indexPath),
            let cell = cellForItem(at: indexPath)
        else { return false }
        movement = InteractiveMovement(original: indexPath, current: indexPath, position: cell.center)
        cell.isHighlighted = false
        return true
    }

    /// Moves the item to follow `targetPosition` (in the collection view's content), and the other
    /// items to make room where it would land.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let moving = movement else { return }
        movement?.position = targetPosition
        let proposed = collectionViewLayout.targetIndexPath(
            forInteractivelyMovingItem: moving.current, withPosition: targetPosition)
        let target =
            collectionDelegate?.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: moving.original,
                atCurrentIndexPath: moving.current, toProposedIndexPath: proposed) ?? proposed
        let previous = moving.current
        if target != moving.current, isValidMovementTarget(target, from: moving.current) {
            showMove(from: moving.current, to: target)
            movement?.current = target
        }
        collectionViewLayout.invalidateLayout(
            with: collectionViewLayout.invalidationContext(
                forInteractivelyMovingItems: [movement?.current ?? target], withTargetPosition: targetPosition,
                previousIndexPaths: [previous], previousPosition: moving.position))
    }

    /// Ends the movement where the item shows: the data source moves it (`moveItemAt`), and it
    /// settles in its place.
    public func endInteractiveMovement() {
        guard let moving = movement else { return }
        movement = nil
        if moving.original != moving.current {
            dataSource?.collectionView(self, moveItemAt: moving.original, to: moving.current)
        }
        collectionViewLayout.invalidateLayout(
            with: collectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: [moving.current], previousIndexPaths: [moving.original], movementCancelled: false))
        settleMovedItem(at: moving.current)
    }

    /// Puts the item back where it was.
    public func cancelInteractiveMovement() {
        guard let moving = movement else { return }
        if moving.current != moving.original { showMove(from: moving.current, to: moving.original) }
        movement = nil
        collectionViewLayout.invalidateLayout(
            with: collectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: [moving.original], previousIndexPaths: [moving.current], movementCancelled: true))
        settleMovedItem(at: moving.original)
    }

    /// Where the data source has the item shown at `indexPath` while an item moves: the moving
    /// item's old place for its new one, and the others shifted back past it.
    func dataSourceIndexPath(shownAt indexPath: IndexPath) -> IndexPath {
        guard let moving = movement else { return indexPath }
        if indexPath == moving.current { return moving.original }
        var source = indexPath
        if source.section == moving.current.section, source.item > moving.current.item { source.item -= 1 }
        if source.section == moving.original.section, source.item >= moving.original.item { source.item += 1 }
        return source
    }

    /// The attributes of the moving item, following the target position; nil for other elements.
    func movingItemAttributes(for key: ElementKey) -> UICollectionViewLayoutAttributes? {
        guard let moving = movement, key.category == .cell, key.indexPath == moving.current else { return nil }
        return collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
            at: moving.current, withTargetPosition: moving.position)
    }

    private func isValidMovementTarget(_ target: IndexPath, from current: IndexPath) -> Bool {
        guard target.count == 2, itemCounts.indices.contains(target.section) else { return false }
        let room = itemCounts[target.section] - (target.section == current.section ? 1 : 0)
        return (0...room).contains(target.item)
    }

    /// Shows the moving item moved from `from` to `to` (the data source is not asked).
    private func showMove(from: IndexPath, to: IndexPath) {
        var batch = BatchUpdates(oldItemCounts: itemCounts)
        batch.movedItems = [(from, to)]
        var counts = itemCounts
        counts[from.section] -= 1
        counts[to.section] += 1
        applyBatch(batch, newCounts: counts, animated: UIView.areAnimationsEnabled)
    }

    /// Lets the item that moved slide from where the pointer left it into its place.
    private func settleMovedItem(at indexPath: IndexPath) {
        let key = ElementKey(category: .cell, kind: "", indexPath: indexPath)
        appliedAttributes[key] = nil
        guard let cell = visibleElements[key], let end = collectionViewLayout.layoutAttributesForItem(at: indexPath)
        else { return setNeedsLayout() }
        UIView.animate(withDuration: Self.updateAnimationDuration) { [self] in
            apply(end, to: cell)
        }
        appliedAttributes[key] = end
    }
}
