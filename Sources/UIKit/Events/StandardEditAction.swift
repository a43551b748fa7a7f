/// The standard edit actions by name, the keys that send them, and the methods they call.
enum StandardEditAction: CaseIterable {
    case cut, copy, paste, pasteAndMatchStyle, select, selectAll, delete
    case makeTextWritingDirectionLeftToRight, makeTextWritingDirectionRightToLeft
    case toggleBoldface, toggleItalics, toggleUnderline, increaseSize, decreaseSize
    case undo, redo

    init?(_ selector: Selector) {
        guard let action = Self.allCases.first(where: { $0.selector == selector }) else { return nil }
        self = action
    }

    /// The action's name: its method's Objective-C name, `copy:`.
    var selector: Selector { Selector("\(self):") }

    /// The action a key sends as a desktop shortcut: Ctrl with X, C, V, A, Z (Shift+Z or Y to
    /// redo), B, I, U; nil for other keys.
    init?(shortcut key: UIKey) {
        let significant = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
        let shifted = significant == [.control, .shift]
        guard significant == .control || shifted else { return nil }
        switch (key.charactersIgnoringModifiers.lowercased(), shifted) {
        case ("x", false): self = .cut
        case ("c", false): self = .copy
        case ("v", false): self = .paste
        case ("v", true): self = .pasteAndMatchStyle
        case ("a", false): self = .selectAll
        case ("z", false): self = .undo
        case ("z", true), ("y", false): self = .redo
        case ("b", false): self = .toggleBoldface
        case ("i", false): self = .toggleItalics
        case ("u", false): self = .toggleUnderline
        default: return nil
        }
    }

    /// Calls the method the action names on `responder`.
    @MainActor func perform(on responder: UIResponder, sender: Any?) {
        switch self {
        case .cut: responder.cut(sender)
        case .copy: responder.copy(sender)
        case .paste: responder.paste(sender)
        case .pasteAndMatchStyle: responder.pasteAndMatchStyle(sender)
        case .select: responder.select(sender)
        case .selectAll: responder.selectAll(sender)
        case .delete: responder.delete(sender)
        case .makeTextWritingDirectionLeftToRight: responder.makeTextWritingDirectionLeftToRight(sender)
        case .makeTextWritingDirectionRightToLeft: responder.makeTextWritingDirectionRightToLeft(sender)
        case .toggleBoldface: responder.toggleBoldface(sender)
        case .toggleItalics: responder.toggleItalics(sender)
        case .toggleUnderline: responder.toggleUnderline(sender)
        case .increaseSize: responder.increaseSize(sender)
        case .decreaseSize: responder.decreaseSize(sender)
        case .undo: responder.undoManager?.undo()
        case .redo: responder.undoManager?.redo()
        }
    }
}
