import UIKit

/// What the keys of a US keyboard type, unshifted and shifted: the layout synthetic key presses
/// assume when a test does not say what a key typed.
enum USKeyboardLayout {
    /// The text `key` types with `modifiers` held, as an X input method reports it: the shifted
    /// character with Shift (Caps Lock too, for letters), the control character of a letter with
    /// Control, and nothing for keys that type no character.
    static func text(of key: UIKeyboardHIDUsage, modifiers: KeyModifiers) -> String {
        guard let (plain, shifted) = characters[key] else { return "" }
        let isLetter = plain.first?.isLetter ?? false
        let shift = modifiers.contains(.shift) != (isLetter && modifiers.contains(.capsLock))
        if modifiers.contains(.control), isLetter, let scalar = plain.unicodeScalars.first {
            return String(Character(Unicode.Scalar(scalar.value & 0x1F)!))
        }
        return shift ? shifted : plain
    }

    /// What `key` types ignoring modifiers, as UIKit reports `charactersIgnoringModifiers`: the
    /// character Shift gives, letters lowercased; `text` for keys without a character.
    static func textIgnoringModifiers(of key: UIKeyboardHIDUsage, modifiers: KeyModifiers, text: String) -> String {
        guard let (plain, shifted) = characters[key] else { return text }
        return (modifiers.contains(.shift) ? shifted : plain).lowercased()
    }

    /// The key that types `character`, and whether it takes Shift; nil when no US key types it.
    static func key(typing character: Character) -> (key: UIKeyboardHIDUsage, shift: Bool)? {
        keysByCharacter[String(character)]
    }

    /// The key typing each character; the main block wins over the keypad (lower usages first).
    private static let keysByCharacter: [String: (key: UIKeyboardHIDUsage, shift: Bool)] = {
        var keys: [String: (key: UIKeyboardHIDUsage, shift: Bool)] = [:]
        for (key, (plain, shifted)) in characters.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            if keys[plain] == nil { keys[plain] = (key, false) }
            if keys[shifted] == nil { keys[shifted] = (key, true) }
        }
        return keys
    }()

    private static let characters: [UIKeyboardHIDUsage: (String, String)] = {
        var table: [UIKeyboardHIDUsage: (String, String)] = [:]
        for (offset, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() {
            table[UIKeyboardHIDUsage(rawValue: 0x04 + offset)] = (String(letter), letter.uppercased())
        }
        for (offset, pair) in zip("1234567890", "!@#$%^&*()").enumerated() {
            table[UIKeyboardHIDUsage(rawValue: 0x1E + offset)] = (String(pair.0), String(pair.1))
        }
        for (offset, digit) in "123456789".enumerated() {
            table[UIKeyboardHIDUsage(rawValue: 0x59 + offset)] = (String(digit), String(digit))
        }
        let others: [(UIKeyboardHIDUsage, String, String)] = [
            (.keyboardReturnOrEnter, "\r", "\r"), (.keyboardEscape, "\u{1B}", "\u{1B}"),
            (.keyboardDeleteOrBackspace, "\u{8}", "\u{8}"), (.keyboardTab, "\t", "\t"),
            (.keyboardSpacebar, " ", " "), (.keyboardHyphen, "-", "_"), (.keyboardEqualSign, "=", "+"),
            (.keyboardOpenBracket, "[", "{"), (.keyboardCloseBracket, "]", "}"), (.keyboardBackslash, "\\", "|"),
            (.keyboardSemicolon, ";", ":"), (.keyboardQuote, "'", "\""), (.keyboardGraveAccentAndTilde, "`", "~"),
            (.keyboardComma, ",", "<"), (.keyboardPeriod, ".", ">"), (.keyboardSlash, "/", "?"),
            (.keyboardDeleteForward, "\u{7F}", "\u{7F}"), (.keypadSlash, "/", "/"), (.keypadAsterisk, "*", "*"),
            (.keypadHyphen, "-", "-"), (.keypadPlus, "+", "+"), (.keypadEnter, "\r", "\r"), (.keypad0, "0", "0"),
            (.keypadPeriod, ".", "."),
        ]
        for (key, plain, shifted) in others { table[key] = (plain, shifted) }
        return table
    }()
}
