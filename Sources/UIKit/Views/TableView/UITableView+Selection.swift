/// Selection: a row under a press highlights (after the scroll view's content delay); the release
/// selects it, or deselects it in a multiple-selection table, the delegate hearing iOS's order:
/// `shouldHighlightRowAt`, `didHighlightRowAt`, then at the release `didUnhighlightRowAt`,
/// `willSelectRowAt`, `willDeselectRowAt` and `didDeselectRowAt` for the row that loses the
/// selection, `didSelectRowAt` (again for a row already selected), then — a click or Return choosing
/// one row, not extending a multiple selection — `canPerformPrimaryActionForRowAt` and
/// `performPrimaryActionForRowAt`. A drag that scrolls cancels the press.
extension UITableView {
    public var indexPathForSelectedRow: IndexPath? {
        selectedRows.last
    }

    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects the row at `indexPath` (nil clears the selection) without asking the delegate,
    /// scrolling it to `scrollPosition`.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        if !currentlyAllowsMultipleSelection {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellsOnScreen[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath` without asking the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cellsOnScreen[indexPath]?.setSelected(false, animated: animated)
    }

    var currentlyAllowsMultipleSelection: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    var currentlyAllowsSelection: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    func keepOnlyLastSelection() {
        for row in selectedRows.dropLast() { deselectRow(at: row, animated: false) }
    }

    /// A press began at `point` (content coordinates): its row highlights if the delegate agrees.
    func pressBegan(at point: CGPoint) {
        guard currentlyAllowsSelection, let indexPath = indexPathForRow(at: point),
            tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
        else { return }
        highlightedRow = indexPath
        cellsOnScreen[indexPath]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// The press ended (`selecting`) or was cancelled: the highlight goes, and a release selects.
    func pressEnded(selecting: Bool) {
        guard let indexPath = highlightedRow else { return }
        highlightedRow = nil
        cellsOnScreen[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
        guard selecting else { return }
        if currentlyAllowsMultipleSelection, selectedRows.contains(indexPath) {
            userDeselect(indexPath)
        } else {
            userSelect(indexPath, primary: true)
        }
    }

    /// Selects the row the user chose, as the delegate allows; `primary` when the choice was the
    /// user's act (a click, Return), not the focus moving.
    func userSelect(_ proposed: IndexPath, primary: Bool) {
        guard let indexPath = tableDelegate.map({ $0.tableView(self, willSelectRowAt: proposed) }) ?? proposed else {
            return
        }
        let multiple = currentlyAllowsMultipleSelection
        if !multiple {
            for row in selectedRows where row != indexPath { userDeselect(row) }
        }
        if !selectedRows.contains(indexPath) {
            selectedRows.append(indexPath)
            cellsOnScreen[indexPath]?.setSelected(true, animated: false)
        }
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
        guard primary, !multiple, let delegate = tableDelegate,
            delegate.tableView(self, canPerformPrimaryActionForRowAt: indexPath)
        else { return }
        delegate.tableView(self, performPrimaryActionForRowAt: indexPath)
    }

    private func userDeselect(_ proposed: IndexPath) {
        guard let indexPath = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: proposed) }) ?? proposed else {
            return
        }
        deselectRow(at: indexPath, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
    }
}
