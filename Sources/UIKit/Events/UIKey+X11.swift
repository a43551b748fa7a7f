import WindowSystem

/// Building a `UIKey` from a platform key event: text from the input method, USB HID usages and
/// iOS's special-key strings from the X keysym.
extension UIKey {
    convenience init(keyEvent: KeyEvent) {
        let special = Self.specialInput(keysym: keyEvent.keysym)
        let characters = special ?? keyEvent.text
        self.init(
            characters: characters, charactersIgnoringModifiers: special ?? Self.unmodified(keyEvent),
            modifierFlags: Self.flags(keyEvent.modifiers),
            keyCode: Self.usage(keysym: keyEvent.keysym))
    }

    /// The keysym's character without Shift or Caps Lock (letters lowercased), as iOS reports
    /// `charactersIgnoringModifiers`.
    private static func unmodified(_ event: KeyEvent) -> String {
        guard event.keysym < 0x100, let scalar = Unicode.Scalar(event.keysym) else { return event.text }
        return String(Character(scalar)).lowercased()
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
    private static func specialInput(keysym: UInt32) -> String? {
        switch keysym {
        case 0xFF1B: "\u{1B}"  // Escape: UIKeyCommand.inputEscape
        case 0xFF52: "UIKeyInputUpArrow"
        case 0xFF54: "UIKeyInputDownArrow"
        case 0xFF51: "UIKeyInputLeftArrow"
        case 0xFF53: "UIKeyInputRightArrow"
        case 0xFF55: "UIKeyInputPageUp"
        case 0xFF56: "UIKeyInputPageDown"
        case 0xFF50: "UIKeyInputHome"
        case 0xFF57: "UIKeyInputEnd"
        default: nil
        }
    }

    /// The USB HID usage of the key the keysym names (letters, digits and the common special keys).
    private static func usage(keysym: UInt32) -> UIKeyboardHIDUsage {
        switch keysym {
        case 0x61...0x7A: UIKeyboardHIDUsage(rawValue: 0x04 + Int(keysym - 0x61))
        case 0x41...0x5A: UIKeyboardHIDUsage(rawValue: 0x04 + Int(keysym - 0x41))
        case 0x31...0x39: UIKeyboardHIDUsage(rawValue: 0x1E + Int(keysym - 0x31))
        case 0x30: .keyboard0
        case 0xFF0D: .keyboardReturnOrEnter
        case 0xFF1B: .keyboardEscape
        case 0xFF08: .keyboardDeleteOrBackspace
        case 0xFF09: .keyboardTab
        case 0x20: .keyboardSpacebar
        case 0xFF53: .keyboardRightArrow
        case 0xFF51: .keyboardLeftArrow
        case 0xFF54: .keyboardDownArrow
        case 0xFF52: .keyboardUpArrow
        default: .keyboardErrorUndefined
        }
    }
}
