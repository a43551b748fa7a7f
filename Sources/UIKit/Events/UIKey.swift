/// A keyboard key: the text it types and the modifiers held.
public final class UIKey: NSObject, @unchecked Sendable {
    /// The text the key produces with the modifiers held (empty for keys that type nothing).
    public let characters: String
    /// The text the key produces without modifiers.
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags
    public let keyCode: UIKeyboardHIDUsage

    init(
        characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags,
        keyCode: UIKeyboardHIDUsage
    ) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
        super.init()
    }
}

/// Modifier keys held with a key.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
