/// The keyboard on a focused collection view (Tab reaches it like a control): Left and Right move
/// the focused item to the previous and next item, Up and Down to the item above or below it on
/// screen (the nearest across), past items the delegate says cannot be focused; the focused item
/// shows it in its cell's configuration state and scrolls into view; Return or Space select it, as
/// a click does. Where the delegate says the selection follows focus (the view's
/// `selectionFollowsFocus` by default), it moves with it.
extension UICollectionView: FocusedKeyHandling {
    func handleFocusedKey(_ key: UIKey) -> Bool {
        let items = itemCounts.enumerated().flatMap { section, count in
            (0..<count).map { IndexPath(item: $0, section: section) }
        }
        guard !items.isEmpty else { return false }
        if key.isActivation, let item = keyboardFocusedItem {
            pressBegan(on: item)
            pressEnded(selecting: true)
            return true
        }
        let candidates: [IndexPath]
        switch key.keyCode {
        case .keyboardRightArrow, .keyboardLeftArrow:
            let forward = key.keyCode == .keyboardRightArrow
            guard let current = keyboardFocusedItem, let index = items.firstIndex(of: current) else {
                candidates = forward ? items : items.reversed()
                break
            }
            candidates = forward ? Array(items[(index + 1)...]) : items[..<index].reversed()
        case .keyboardDownArrow, .keyboardUpArrow:
            candidates = itemsInLine(below: key.keyCode == .keyboardDownArrow, of: items)
        default:
            return false
        }
        if let next = candidates.first(where: { collectionDelegate?.collectionView(self, canFocusItemAt: $0) ?? true })
        {
            moveKeyboardFocus(to: next)
        }
        return true
    }

    /// The items below (or above) the focused one on screen, nearest first: the next line's, the
    /// one across from it first.
    private func itemsInLine(below: Bool, of items: [IndexPath]) -> [IndexPath] {
        guard let current = keyboardFocusedItem, let from = layoutAttributesForItem(at: current)?.frame else {
            return below ? items : items.reversed()
        }
        let frames = items.compactMap { item in layoutAttributesForItem(at: item).map { (item, $0.frame) } }
        let beyond = frames.filter { below ? $0.1.minY >= from.maxY - 0.5 : $0.1.maxY <= from.minY + 0.5 }
        return beyond.sorted { a, b in
            let rowA = below ? a.1.minY : -a.1.maxY
            let rowB = below ? b.1.minY : -b.1.maxY
            if rowA != rowB { return rowA < rowB }
            return abs(a.1.midX - from.midX) < abs(b.1.midX - from.midX)
        }.map(\.0)
    }

    /// Focuses the item at `indexPath`: its cell shows it, the item scrolls into view, and the
    /// selection follows when the view asks it to.
    private func moveKeyboardFocus(to indexPath: IndexPath) {
        if let old = keyboardFocusedItem { cellForItem(at: old)?.isKeyboardFocused = false }
        keyboardFocusedItem = indexPath
        scrollToItem(at: indexPath, at: [], animated: false)
        layoutIfNeeded()
        cellForItem(at: indexPath)?.isKeyboardFocused = true
        if collectionDelegate?.collectionView(self, selectionFollowsFocusForItemAt: indexPath) ?? selectionFollowsFocus
        {
            pressBegan(on: indexPath)
            pressEnded(selecting: true)
        }
    }
}
