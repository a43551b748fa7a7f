import WindowSystem

/// Building a `UIKey` from a platform key event: the characters the platform typed, the key's USB HID
/// usage as its key code, and iOS's special-key strings for the keys that type no character.
extension UIKey {
    convenience init(keyEvent: KeyEvent) {
        let keyCode = UIKeyboardHIDUsage(keyEvent.usage)
        let special = Self.specialInput(keyCode)
        self.init(
            characters: special ?? keyEvent.characters,
            charactersIgnoringModifiers: special ?? keyEvent.charactersIgnoringModifiers,
            modifierFlags: Self.flags(keyEvent.modifiers), keyCode: keyCode)
    }

    /// UIKit's flags for the platform's modifiers (Caps Lock is `alphaShift`).
    static func flags(_ modifiers: KeyModifiers) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if modifiers.contains(.shift) { flags.insert(.shift) }
        if modifiers.contains(.control) { flags.insert(.control) }
        if modifiers.contains(.alternate) { flags.insert(.alternate) }
        if modifiers.contains(.command) { flags.insert(.command) }
        if modifiers.contains(.capsLock) { flags.insert(.alphaShift) }
        return flags
    }

    /// The strings iOS uses for keys that type no character (`UIKeyCommand.inputUpArrow` and so on).
    private static func specialInput(_ keyCode: UIKeyboardHIDUsage) -> String? {
        switch keyCode {
        case .keyboardEscape: "\u{1B}"  // UIKeyCommand.inputEscape
        case .keyboardUpArrow: "UIKeyInputUpArrow"
        case .keyboardDownArrow: "UIKeyInputDownArrow"
        case .keyboardLeftArrow: "UIKeyInputLeftArrow"
        case .keyboardRightArrow: "UIKeyInputRightArrow"
        case .keyboardPageUp: "UIKeyInputPageUp"
        case .keyboardPageDown: "UIKeyInputPageDown"
        case .keyboardHome: "UIKeyInputHome"
        case .keyboardEnd: "UIKeyInputEnd"
        default: functionKeyInput(keyCode)
        }
    }

    /// `UIKeyInputF1` … `UIKeyInputF12` for the function keys.
    private static func functionKeyInput(_ keyCode: UIKeyboardHIDUsage) -> String? {
        let first = UIKeyboardHIDUsage.keyboardF1.rawValue
        guard (first...first + 11).contains(keyCode.rawValue) else { return nil }
        return "UIKeyInputF\(keyCode.rawValue - first + 1)"
    }
}

extension UIKeyboardHIDUsage {
    /// The keyboard-page usage of a platform key, one to one; keys of other pages (media keys) have
    /// no `UIKeyboardHIDUsage` and are `keyboardErrorUndefined`.
    init(_ usage: KeyUsage) {
        guard usage.page == KeyUsage.keyboardPage else {
            self = .keyboardErrorUndefined
            return
        }
        self.init(rawValue: Int(usage.usage))
    }
}
