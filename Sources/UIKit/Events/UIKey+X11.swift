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

    /// The USB HID usage of the key the keysym names: letters and digits by range, the rest by table.
    private static func usage(keysym: UInt32) -> UIKeyboardHIDUsage {
        switch keysym {
        case 0x61...0x7A: UIKeyboardHIDUsage(rawValue: 0x04 + Int(keysym - 0x61))
        case 0x41...0x5A: UIKeyboardHIDUsage(rawValue: 0x04 + Int(keysym - 0x41))
        case 0x31...0x39: UIKeyboardHIDUsage(rawValue: 0x1E + Int(keysym - 0x31))
        case 0xFFBE...0xFFC9: UIKeyboardHIDUsage(rawValue: 0x3A + Int(keysym - 0xFFBE))  // F1–F12
        case 0xFFB1...0xFFB9: UIKeyboardHIDUsage(rawValue: 0x59 + Int(keysym - 0xFFB1))  // keypad 1–9
        default: usageTable[keysym] ?? .keyboardErrorUndefined
        }
    }

    private static let usageTable: [UInt32: UIKeyboardHIDUsage] = [
        0x30: .keyboard0, 0xFF0D: .keyboardReturnOrEnter, 0xFF1B: .keyboardEscape,
        0xFF08: .keyboardDeleteOrBackspace, 0xFF09: .keyboardTab, 0xFE20: .keyboardTab, 0x20: .keyboardSpacebar,
        0x2D: .keyboardHyphen, 0x3D: .keyboardEqualSign, 0x5B: .keyboardOpenBracket, 0x5D: .keyboardCloseBracket,
        0x5C: .keyboardBackslash, 0x3B: .keyboardSemicolon, 0x27: .keyboardQuote, 0x60: .keyboardGraveAccentAndTilde,
        0x2C: .keyboardComma, 0x2E: .keyboardPeriod, 0x2F: .keyboardSlash, 0xFFE5: .keyboardCapsLock,
        0xFF61: .keyboardPrintScreen, 0xFF14: .keyboardScrollLock, 0xFF13: .keyboardPause, 0xFF63: .keyboardInsert,
        0xFF50: .keyboardHome, 0xFF55: .keyboardPageUp, 0xFFFF: .keyboardDeleteForward, 0xFF57: .keyboardEnd,
        0xFF56: .keyboardPageDown, 0xFF53: .keyboardRightArrow, 0xFF51: .keyboardLeftArrow,
        0xFF54: .keyboardDownArrow, 0xFF52: .keyboardUpArrow, 0xFF7F: .keypadNumLock, 0xFFAF: .keypadSlash,
        0xFFAA: .keypadAsterisk, 0xFFAD: .keypadHyphen, 0xFFAB: .keypadPlus, 0xFF8D: .keypadEnter,
        0xFFB0: .keypad0, 0xFFAE: .keypadPeriod, 0xFF67: .keyboardApplication, 0xFFE3: .keyboardLeftControl,
        0xFFE1: .keyboardLeftShift, 0xFFE9: .keyboardLeftAlt, 0xFFEB: .keyboardLeftGUI,
        0xFFE4: .keyboardRightControl, 0xFFE2: .keyboardRightShift, 0xFFEA: .keyboardRightAlt,
        0xFE03: .keyboardRightAlt, 0xFFEC: .keyboardRightGUI,
    ]
}
