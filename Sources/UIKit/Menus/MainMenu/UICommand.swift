/// A menu item that sends a named action along the responder chain: the first responder that can
/// perform the action (`canPerformAction(_:withSender:)`) performs it, with the command as sender,
/// and validates the command (`validate(_:)`) before a menu shows it. With no such responder the
/// item shows dimmed and does nothing.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    open var title: String
    open var subtitle: String?
    open var image: UIImage?
    open var discoverabilityTitle: String?
    /// The name of the action to send; nil only for a key command made without one.
    public let action: Selector?
    /// A value that tells commands with the same action apart (which font size, which sort order).
    public let propertyList: Any?
    /// Variants chosen with modifier keys held; kept, not shown.
    public let alternates: [UICommandAlternate]
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State

    public convenience init(
        title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
        alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.init(
            title: title, image: image, optionalAction: action, propertyList: propertyList, alternates: alternates,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Every command is made here, key commands too (whose action may be missing).
    init(
        title: String, image: UIImage?, optionalAction: Selector?, propertyList: Any?,
        alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes,
        state: UIMenuElement.State
    ) {
        self.title = title
        self.image = image
        action = optionalAction
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init()
    }

    /// A copy that `validate(_:)` may change without changing the command the app built.
    func validationCopy() -> UICommand {
        let copy = UICommand(
            title: title, image: image, optionalAction: action, propertyList: propertyList, attributes: attributes,
            state: state)
        copy.subtitle = subtitle
        copy.discoverabilityTitle = discoverabilityTitle
        return copy
    }
}

/// A variant of a command chosen by holding modifier keys while choosing it.
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    public let title: String
    public let action: Selector
    public let modifierFlags: UIKeyModifierFlags

    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
