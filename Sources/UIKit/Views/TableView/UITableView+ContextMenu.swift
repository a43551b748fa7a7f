/// Context menus on rows: a secondary click on a row asks the delegate for its configuration
/// (`contextMenuConfigurationForRowAt`, with the point in the table); the row stays highlighted
/// while its menu is open, and the delegate hears when the menu shows and when it closes.
extension UITableView: ContextMenuSource {
    func contextMenuConfiguration(at point: CGPoint) -> UIContextMenuConfiguration? {
        guard let indexPath = indexPathForRow(at: point),
            let configuration = tableDelegate?.tableView(
                self, contextMenuConfigurationForRowAt: indexPath, point: point)
        else { return nil }
        contextMenuRow = indexPath
        return configuration
    }

    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: ContextMenuAnimator) {
        if let row = contextMenuRow { cellsOnScreen[row]?.setHighlighted(true, animated: false) }
        tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: ContextMenuAnimator) {
        if let row = contextMenuRow { cellsOnScreen[row]?.setHighlighted(false, animated: true) }
        contextMenuRow = nil
        tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }
}
