/// The keyboard on a focused table (Tab reaches it like a control): Up and Down move the focused
/// row (past the rows the delegate says cannot be focused), shown in the cell's configuration state
/// and scrolled into view; Return or Space select it, as a click does. Where the delegate says the
/// selection follows focus (the table's `selectionFollowsFocus` by default), it moves with it.
extension UITableView: FocusedKeyHandling {
    func handleFocusedKey(_ key: UIKey) -> Bool {
        guard geometry.numberOfRows > 0 else { return false }
        if key.isActivation, let row = focusedRow {
            userSelect(row, primary: true)
            return true
        }
        guard let up = key.verticalArrowDirection else { return false }
        let step = up ? -1 : 1
        var flat =
            focusedRow.map { geometry.flatIndex(section: $0.section, row: $0.row) + step }
            ?? (up ? geometry.numberOfRows - 1 : 0)
        while (0..<geometry.numberOfRows).contains(flat) {
            let (section, row) = geometry.indexPath(flatIndex: flat)
            let indexPath = IndexPath(row: row, section: section)
            if tableDelegate?.tableView(self, canFocusRowAt: indexPath) ?? true {
                moveKeyboardFocus(to: indexPath)
                break
            }
            flat += step
        }
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
        if tableDelegate?.tableView(self, selectionFollowsFocusForRowAt: indexPath) ?? selectionFollowsFocus {
            userSelect(indexPath, primary: false)
        }
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
