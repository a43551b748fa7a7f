/// A button of an alert or action sheet: its title, its style, and the handler run when the user
/// chooses it.
///
/// An action belongs to the one alert controller it is added to; changing `isEnabled` afterwards
/// updates that controller's button at once (a disabled button is grey and cannot be chosen).
@preconcurrency @MainActor
open class UIAlertAction: NSObject, @preconcurrency NSCopying {
    /// How an action's button looks and where it goes.
    public enum Style: Int, Sendable {
        /// A plain button in the tint colour.
        case `default` = 0
        /// The button that dismisses without doing anything; at most one per controller, placed
        /// last (or on the left of two side by side, or in a block of its own on action sheets).
        case cancel = 1
        /// A button whose action may change or delete data, drawn in red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// The controller the action was added to, told when the action's state changes.
    weak var controller: UIAlertController?

    /// Creates an action; `handler` runs with the action when the user chooses it.
    @preconcurrency public required init(
        title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil
    ) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// Whether the user can choose the action; true by default.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controller?.actionDidChange(self) } }
    }

    /// A new action with the same title, style, handler and enabled state, belonging to no controller.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(title: title, style: style, handler: handler)
        copy.isEnabled = isEnabled
        return copy
    }
}
