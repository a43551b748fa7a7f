/// A keyboard shortcut: a command with an input and modifiers. A responder offers it through
/// `keyCommands` while it is in the responder chain, or the app puts it in the main menu
/// (`buildMenu(with:)`), where the menu shows the shortcut and the key works while the menu bar's
/// window is key. Its action goes to the responder that can perform it, as nil-targeted actions do.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    public static let inputEscape = "\u{1B}"
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputF1 = "UIKeyInputF1"
    public static let inputF2 = "UIKeyInputF2"
    public static let inputF3 = "UIKeyInputF3"
    public static let inputF4 = "UIKeyInputF4"
    public static let inputF5 = "UIKeyInputF5"
    public static let inputF6 = "UIKeyInputF6"
    public static let inputF7 = "UIKeyInputF7"
    public static let inputF8 = "UIKeyInputF8"
    public static let inputF9 = "UIKeyInputF9"
    public static let inputF10 = "UIKeyInputF10"
    public static let inputF11 = "UIKeyInputF11"
    public static let inputF12 = "UIKeyInputF12"

    /// The key's characters without modifiers (a letter in lower case, or one of the `input…` strings).
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    /// Whether the command wins over the system's own handling of the key; accepted, always true here.
    open var wantsPriorityOverSystemBehavior = false

    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(
            title: title, image: image, optionalAction: action, propertyList: propertyList, alternates: alternates,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    public convenience init(
        input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String
    ) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
        self.discoverabilityTitle = discoverabilityTitle
    }

    public convenience init(title: String, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = []) {
        self.init(title: title, image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Whether `key` is this command's input with exactly its modifiers (Caps Lock and the numeric
    /// pad flag aside; letters compare without case).
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let significant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        return key.modifierFlags.intersection(significant) == modifierFlags.intersection(significant)
            && key.charactersIgnoringModifiers.lowercased() == input.lowercased()
    }

    override func validationCopy() -> UICommand {
        let copy = UIKeyCommand(
            title: title, image: image, action: action ?? Selector(""), input: input ?? "",
            modifierFlags: modifierFlags, propertyList: propertyList, discoverabilityTitle: discoverabilityTitle,
            attributes: attributes, state: state)
        copy.subtitle = subtitle
        return copy
    }
}
