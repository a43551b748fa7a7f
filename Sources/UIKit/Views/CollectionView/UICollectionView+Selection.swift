/// Selection: an item under a press highlights (after the scroll view's content delay); the
/// release selects it, or deselects it in a multiple-selection view, the delegate hearing iOS's
/// order: `shouldHighlightItemAt`, `didHighlightItemAt`, then at the release
/// `didUnhighlightItemAt`, `shouldSelectItemAt` (or `shouldDeselectItemAt`), `didDeselectItemAt`
/// for an item that loses the selection, `didSelectItemAt`, then for a single item chosen
/// `performPrimaryActionForItemAt`. A drag that scrolls cancels the press.
extension UICollectionView {
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.sorted()
    }

    /// Selects the item at `indexPath` (nil clears the selection) without asking the delegate,
    /// scrolling it to `scrollPosition`.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        // A reload still pending would clear the selection made now.
        loadCountsIfNeeded()
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` without asking the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    func keepOnlyLastSelection() {
        for item in selectedItems.dropLast() { deselectItem(at: item, animated: false) }
    }

    /// A press began at `point` (content coordinates): its item highlights if the delegate agrees.
    func pressBegan(at point: CGPoint) {
        guard let indexPath = indexPathForItem(at: point) else { return }
        pressBegan(on: indexPath)
    }

    /// A press (or the keyboard's Return) began on the item at `indexPath`.
    func pressBegan(on indexPath: IndexPath) {
        guard allowsSelection, collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        else { return }
        highlightedItem = indexPath
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// The press ended (`selecting`) or was cancelled: the highlight goes, and a release selects.
    func pressEnded(selecting: Bool) {
        guard let indexPath = highlightedItem else { return }
        highlightedItem = nil
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        guard selecting else { return }
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            userDeselect(indexPath)
        } else {
            userSelect(indexPath)
        }
    }

    func userSelect(_ indexPath: IndexPath) {
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { userDeselect(item) }
        }
        if !selectedItems.contains(indexPath) {
            selectedItems.append(indexPath)
            cellForItem(at: indexPath)?.isSelected = true
        }
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
        guard !allowsMultipleSelection, let delegate = collectionDelegate,
            delegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath)
        else { return }
        delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
        deselectItem(at: indexPath, animated: false)
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }
}
