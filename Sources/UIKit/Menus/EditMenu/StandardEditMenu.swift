/// The edit menu's suggested actions: the standard edit actions the responder can perform now,
/// each sent along the responder chain when chosen.
enum StandardEditMenu {
    private static let entries: [(StandardEditAction, String)] = [
        (.undo, "Undo"), (.redo, "Redo"), (.cut, "Cut"), (.copy, "Copy"), (.paste, "Paste"),
        (.delete, "Delete"), (.select, "Select"), (.selectAll, "Select All"),
    ]

    /// The actions the first responder of `view`'s window (or `view`, with none) can perform now.
    @MainActor static func suggestedActions(for view: UIView) -> [UIMenuElement] {
        let responder: UIResponder = view.window?.firstResponder ?? view
        return entries.compactMap { edit, title in
            let selector = edit.selector
            guard let target = responder.target(forAction: selector, withSender: nil) as? UIResponder else {
                return nil
            }
            let name =
                edit == .undo
                ? target.undoManager?.undoMenuItemTitle : edit == .redo ? target.undoManager?.redoMenuItemTitle : nil
            return UIAction(title: name ?? title, identifier: UIAction.Identifier("casement.edit.\(edit)")) {
                [weak target] _ in
                _ = target?.perform(selector, withSender: nil, for: nil)
            }
        }
    }
}
