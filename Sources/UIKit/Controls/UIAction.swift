/// The code a `UIAction` runs, given the action (whose `sender` is the control that sent it).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure with a title, an image and an identifier, performed by a control for its events
/// (`UIControl.addAction(_:for:)`) or as a button's primary action.
@MainActor
open class UIAction: UIMenuElement {
    /// An action's identity: a control keeps one action per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    open var image: UIImage?
    open var discoverabilityTitle: String?
    public let identifier: Identifier
    public let handler: UIActionHandler
    /// The object that performed the action most recently (the control, for control events); nil
    /// until then.
    open private(set) var sender: Any?

    /// Creates an action; without an identifier it gets a unique one.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
    }
}
