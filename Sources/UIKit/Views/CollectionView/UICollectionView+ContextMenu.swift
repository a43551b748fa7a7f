/// Context menus on items: a secondary click asks the delegate for the configuration of the item
/// under the pointer (`contextMenuConfigurationForItemsAt`, iOS 16's, then iOS 13's
/// `contextMenuConfigurationForItemAt`), or of empty space with no index paths; the item stays
/// highlighted while its menu is open, and the delegate hears when the menu shows and closes.
extension UICollectionView: ContextMenuSource {
    func contextMenuConfiguration(at point: CGPoint) -> UIContextMenuConfiguration? {
        guard let delegate = collectionDelegate else { return nil }
        let indexPath = indexPathForItem(at: point)
        let items = indexPath.map { [$0] } ?? []
        let configuration =
            delegate.collectionView(self, contextMenuConfigurationForItemsAt: items, point: point)
            ?? indexPath.flatMap { delegate.collectionView(self, contextMenuConfigurationForItemAt: $0, point: point) }
        if configuration != nil { contextMenuItem = indexPath }
        return configuration
    }

    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: ContextMenuAnimator) {
        if let item = contextMenuItem { cellForItem(at: item)?.isHighlighted = true }
        collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: ContextMenuAnimator) {
        if let item = contextMenuItem { cellForItem(at: item)?.isHighlighted = false }
        contextMenuItem = nil
        collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }
}
