/// The keyboard on a focused table (Tab reaches it like a control): Up and Down move the focused
/// row, shown in the cell's configuration state and scrolled into view; Return or Space select it,
/// as a click does. With `selectionFollowsFocus` the selection moves with the focus.
extension UITableView: FocusedKeyHandling {
    func handleFocusedKey(_ key: UIKey) -> Bool {
        guard geometry.numberOfRows > 0 else { return false }
        if key.isActivation, let row = focusedRow {
            userSelect(row)
            return true
        }
        guard let up = key.verticalArrowDirection else { return false }
        let flat: Int
        if let row = focusedRow {
            let current = geometry.flatIndex(section: row.section, row: row.row)
            flat = min(max(current + (up ? -1 : 1), 0), geometry.numberOfRows - 1)
        } else {
            flat = up ? geometry.numberOfRows - 1 : 0
        }
        let (section, row) = geometry.indexPath(flatIndex: flat)
        moveKeyboardFocus(to: IndexPath(row: row, section: section))
        return true
    }

    /// Focuses the row at `indexPath`: its cell shows it, the row scrolls into view, and the
    /// selection follows when the table asks it to.
    private func moveKeyboardFocus(to indexPath: IndexPath) {
        if let old = focusedRow { cellsOnScreen[old]?.listState.isFocused = false }
        focusedRow = indexPath
        scrollToRow(at: indexPath, at: .none, animated: false)
        layoutIfNeeded()
        cellsOnScreen[indexPath]?.listState.isFocused = true
        if selectionFollowsFocus { userSelect(indexPath) }
    }
}

extension UIKey {
    /// True for Up, false for Down, nil for other keys.
    fileprivate var verticalArrowDirection: Bool? {
        switch keyCode {
        case .keyboardUpArrow: true
        case .keyboardDownArrow: false
        default: nil
        }
    }
}
