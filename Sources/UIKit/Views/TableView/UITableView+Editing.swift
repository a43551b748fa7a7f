/// Editing: while the table edits, each row the data source lets edit shows the delegate's editing
/// control (or, when the table allows multiple selection during editing, the selection mark), and
/// each row it lets move shows the reorder grip. The green insert control commits
/// `.insert` at once; the red delete control turns and slides the row open on its trailing swipe
/// actions, as iOS 17 does: the delegate's, else one Delete action (the delegate's title, "Delete"
/// by default) that commits `.delete`. A press anywhere else slides the row back.
extension UITableView {
    /// The editing control the row at `indexPath` shows now.
    func editingStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard isEditing, dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return .none }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// Sets up `cell`'s editing control and reorder grip for the row at `indexPath`; outside editing
    /// nothing is asked of the data source or delegate.
    func prepareEditing(of cell: UITableViewCell, at indexPath: IndexPath) {
        cell.editingStyle = editingStyle(at: indexPath)
        cell.showsReorderControl = isEditing && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
        cell.showsSelectionControl =
            isEditing && allowsMultipleSelectionDuringEditing
            && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false)
        cell.tableIndentsWhileEditing =
            !isEditing || (tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true)
        // The hooks find the row when called, so a cell takes them once.
        guard cell.editingControlTapped == nil else { return }
        cell.editingControlTapped = { [weak self] cell in self?.editingControlTapped(in: cell) }
        cell.reorderControlDragged = { [weak self] cell, touch in self?.reorderDragged(cell, touch) }
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

    /// Slides the row at `indexPath` open on its trailing actions, the Delete button among them.
    func showDeleteConfirmation(for indexPath: IndexPath) {
        closeSwipe(animated: true)
        let configuration =
            tableDelegate.flatMap { trailingSwipeConfiguration(at: indexPath, from: $0) }
            ?? UISwipeActionsConfiguration(actions: [deleteAction(for: indexPath)])
        guard !configuration.actions.isEmpty else { return }
        openSwipe(indexPath, configuration)
    }

    /// The Delete action of an editing row: it commits the deletion.
    private func deleteAction(for indexPath: IndexPath) -> UIContextualAction {
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        return UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self else { return done(false) }
            dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            done(true)
        }
    }
}
