/// The keyboard on a focused collection view (Tab reaches it like a control): Left and Right move
/// the focused item to the previous and next item, Up and Down to the item above or below it on
/// screen (the nearest across), past items the delegate says cannot be focused; the focused item
/// shows it in its cell's configuration state and scrolls into view; Return or Space select it, as
/// a click does. Where the delegate says the selection follows focus (the view's
/// `selectionFollowsFocus` by default), it moves with it.
extension UICollectionView: FocusedKeyHandling {
    func handleFocusedKey(_ key: UIKey) -> Bool {
        guard itemCounts.contains(where: { $0 > 0 }) else { return false }
        if key.isActivation, let item = keyboardFocusedItem {
            pressBegan(on: item)
            pressEnded(selecting: true)
            return true
        }
        let focusable = { (item: IndexPath) in
            self.collectionDelegate?.collectionView(self, canFocusItemAt: item) ?? true
        }
        let next: IndexPath?
        switch key.keyCode {
        case .keyboardRightArrow, .keyboardLeftArrow:
            let forward = key.keyCode == .keyboardRightArrow
            var item = step(from: keyboardFocusedItem, forward: forward)
            while let candidate = item, !focusable(candidate) { item = step(from: candidate, forward: forward) }
            next = item
        case .keyboardDownArrow, .keyboardUpArrow:
            next = itemInLine(below: key.keyCode == .keyboardDownArrow, where: focusable)
        default:
            return false
        }
        if let next { moveKeyboardFocus(to: next) }
        return true
    }

    /// The item after (or before) `item` in index path order, across sections; the first (or last)
    /// item when there is none focused; nil past the end.
    private func step(from item: IndexPath?, forward: Bool) -> IndexPath? {
        var section = item?.section ?? (forward ? 0 : itemCounts.count - 1)
        var index = item.map { $0.item + (forward ? 1 : -1) } ?? (forward ? 0 : itemCounts[section] - 1)
        while itemCounts.indices.contains(section) {
            if (0..<itemCounts[section]).contains(index) { return IndexPath(item: index, section: section) }
            section += forward ? 1 : -1
            guard itemCounts.indices.contains(section) else { return nil }
            index = forward ? 0 : itemCounts[section] - 1
        }
        return nil
    }

    /// The nearest item below (or above) the focused one on screen that `accepts`: of the next
    /// line, the one across from it first. The layout is asked about bands of growing length past
    /// the item, not about every item.
    private func itemInLine(below: Bool, where accepts: (IndexPath) -> Bool) -> IndexPath? {
        guard let current = keyboardFocusedItem, let from = layoutAttributesForItem(at: current)?.frame else {
            return step(from: nil, forward: below).flatMap { accepts($0) ? $0 : nil }
        }
        let content = CGRect(origin: .zero, size: contentSize)
        var length = max(bounds.height, 1)
        while true {
            let band =
                below
                ? CGRect(x: content.minX, y: from.maxY - 0.5, width: content.width, height: length)
                : CGRect(x: content.minX, y: from.minY + 0.5 - length, width: content.width, height: length)
            let beyond = (collectionViewLayout.layoutAttributesForElements(in: band) ?? []).filter {
                $0.representedElementCategory == .cell
                    && (below ? $0.frame.minY >= from.maxY - 0.5 : $0.frame.maxY <= from.minY + 0.5)
            }
            let nearest = beyond.sorted { a, b in
                let rowA = below ? a.frame.minY : -a.frame.maxY
                let rowB = below ? b.frame.minY : -b.frame.maxY
                if rowA != rowB { return rowA < rowB }
                return abs(a.frame.midX - from.midX) < abs(b.frame.midX - from.midX)
            }.map(\.indexPath).first(where: accepts)
            let reachesEnd = below ? band.maxY >= content.maxY : band.minY <= content.minY
            if nearest != nil || reachesEnd { return nearest }
            length *= 2
        }
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
