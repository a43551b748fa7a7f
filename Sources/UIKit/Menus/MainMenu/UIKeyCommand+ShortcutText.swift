/// How a key command's shortcut reads in a menu, as Linux desktops write it.
extension UIKeyCommand {
    /// "Ctrl+Shift+Z", "Alt+F4", "F11", "Super+N"; nil without an input.
    var shortcutText: String? {
        guard let input, !input.isEmpty else { return nil }
        var parts: [String] = []
        if modifierFlags.contains(.control) { parts.append("Ctrl") }
        if modifierFlags.contains(.alternate) { parts.append("Alt") }
        if modifierFlags.contains(.shift) { parts.append("Shift") }
        if modifierFlags.contains(.command) { parts.append("Super") }
        parts.append(Self.keyName(input))
        return parts.joined(separator: "+")
    }

    private static func keyName(_ input: String) -> String {
        switch input {
        case inputEscape: return "Esc"
        case inputUpArrow: return "Up"
        case inputDownArrow: return "Down"
        case inputLeftArrow: return "Left"
        case inputRightArrow: return "Right"
        case inputPageUp: return "Page Up"
        case inputPageDown: return "Page Down"
        case inputHome: return "Home"
        case inputEnd: return "End"
        case "\r": return "Return"
        case "\t": return "Tab"
        case " ": return "Space"
        case "\u{8}": return "Backspace"
        default: break
        }
        if input.hasPrefix("UIKeyInput") { return String(input.dropFirst("UIKeyInput".count)) }
        return input.uppercased()
    }
}
