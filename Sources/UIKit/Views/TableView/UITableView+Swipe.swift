/// Swipe actions on table rows (the sliding is `RowSwipeHost`'s): the delegate gives each row's
/// leading and trailing actions (the trailing ones, else its iOS 8 row actions); outside editing it
/// hears `willBeginEditingRowAt` as a swipe opens a row and `didEndEditingRowAt` when it closes.
extension UITableView: RowSwipeHost {
    func swipeActions(at point: CGPoint, dx: CGFloat) -> (IndexPath, UISwipeActionsConfiguration)? {
        guard let indexPath = indexPathForRow(at: point), let delegate = tableDelegate, !isEditing else { return nil }
        let configuration =
            dx < 0
            ? trailingSwipeConfiguration(at: indexPath, from: delegate)
            : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return (indexPath, configuration)
    }

    /// The delegate's trailing actions for the row, else its iOS 8 row actions.
    func trailingSwipeConfiguration(at indexPath: IndexPath, from delegate: UITableViewDelegate)
        -> UISwipeActionsConfiguration?
    {
        if let configuration = delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
            return configuration
        }
        return delegate.tableView(self, editActionsForRowAt: indexPath).map {
            UITableViewRowAction.swipeConfiguration($0, at: indexPath)
        }
    }

    func swipedRow(at indexPath: IndexPath) -> UIView? {
        cellsOnScreen[indexPath]
    }

    func restingX(ofSwipedRow indexPath: IndexPath) -> CGFloat {
        sectionInset
    }

    func cardCorners(ofSwipedRow indexPath: IndexPath) -> CACornerMask? {
        style == .insetGrouped ? cellsOnScreen[indexPath]?.roundedCorners : nil
    }

    func rowSwipeDidBegin(at indexPath: IndexPath) {
        if !isEditing { tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath) }
        cellsOnScreen[indexPath]?.listState.isSwiped = true
    }

    func rowSwipeDidEnd(at indexPath: IndexPath) {
        cellsOnScreen[indexPath]?.listState.isSwiped = false
        if !isEditing { tableDelegate?.tableView(self, didEndEditingRowAt: indexPath) }
    }
}
