/// A keyboard shortcut a responder offers through `keyCommands`: an input and modifiers, and the
/// named action to perform (handled as nil-targeted actions are: `canPerformAction` + `perform`).
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
    public static let inputEscape = "\u{1B}"
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"

    /// The key's characters without modifiers (a letter in lower case, or one of the `input…` strings).
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    public let action: Selector?
    open var title: String
    open var discoverabilityTitle: String?
    /// Whether the command wins over the system's own handling of the key; accepted, always true here.
    open var wantsPriorityOverSystemBehavior = false

    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        title = ""
        super.init()
    }

    public convenience init(title: String, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = []) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.title = title
    }

    /// Whether `key` is this command's input with exactly its modifiers (Caps Lock and the numeric
    /// pad flag aside; letters compare without case).
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let significant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        return key.modifierFlags.intersection(significant) == modifierFlags.intersection(significant)
            && key.charactersIgnoringModifiers.lowercased() == input.lowercased()
    }
}
