/// Editing: while the table edits, each row the data source lets edit shows the delegate's editing
/// control. The green insert control commits `.insert` at once; the red delete control shows the
/// row's Delete button at its trailing edge (the delegate's title, "Delete" by default), which
/// commits `.delete`; a click anywhere else puts the button away.
extension UITableView {
    /// The width of the Delete button, as iOS's.
    static let deleteButtonWidth: CGFloat = 74

    /// The editing control the row at `indexPath` shows now.
    func editingStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard isEditing, dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// Sets up `cell`'s editing control for the row at `indexPath`.
    func prepareEditing(of cell: UITableViewCell, at indexPath: IndexPath) {
        cell.editingStyle = editingStyle(at: indexPath)
        cell.editingControlTapped = { [weak self] cell in self?.editingControlTapped(in: cell) }
    }

    private func editingControlTapped(in cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .insert: dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .delete: showDeleteConfirmation(for: indexPath)
        case .none: break
        @unknown default: break
        }
    }

    /// Shows the Delete button over the trailing edge of the row at `indexPath`.
    func showDeleteConfirmation(for indexPath: IndexPath) {
        hideDeleteConfirmation()
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let row = rectForRow(at: indexPath)
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = .systemRed
        button.frame = CGRect(
            x: row.maxX - Self.deleteButtonWidth, y: row.minY, width: Self.deleteButtonWidth, height: row.height)
        button.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                hideDeleteConfirmation()
                dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            }, for: .touchUpInside)
        addSubview(button)
        deleteConfirmation = (indexPath, button)
    }

    func hideDeleteConfirmation() {
        deleteConfirmation?.button.removeFromSuperview()
        deleteConfirmation = nil
    }
}
