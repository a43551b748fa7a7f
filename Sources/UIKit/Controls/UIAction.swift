/// The code a `UIAction` runs, given the action (whose `sender` is the control that sent it).
@preconcurrency public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure with a title, an image and an identifier, performed by a control for its events
/// (`UIControl.addAction(_:for:)`), as a button's primary action, or as an item of a menu, where
/// `attributes` and `state` decide how it shows.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// An action's identity: a control keeps one action per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    /// A second line under the title in a menu.
    open var subtitle: String?
    open var image: UIImage?
    /// The image shown instead of `image` while `state` is `.on`.
    open var selectedImage: UIImage?
    open var discoverabilityTitle: String?
    /// How the action shows in a menu: disabled, destructive, hidden.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows as chosen in a menu.
    open var state: UIMenuElement.State
    public let identifier: Identifier
    public let handler: UIActionHandler
    /// The object that performed the action most recently (the control, for control events); nil
    /// until then, and once that object is gone: held weakly, since the control holds the action.
    open var sender: Any? { senderObject }
    private weak var senderObject: AnyObject?
    /// The keyboard shortcut a menu shows at the row's end ("Ctrl+C"): a main-menu key command's.
    var keyEquivalent: String?

    /// Creates an action; without an identifier it gets a unique one.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.selectedImage = selectedImage
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(sender: Any?) {
        senderObject = sender as AnyObject?
        handler(self)
    }
}
