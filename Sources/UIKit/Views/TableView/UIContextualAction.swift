/// An action shown when a row is swiped sideways: a titled (or imaged) button in its colour; the
/// handler is told when it is chosen and calls back whether it was done, which closes the row.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        /// Grey by default.
        case normal = 0
        /// Red by default; a full swipe's destructive action takes the row away.
        case destructive = 1
    }

    /// Runs when the action is chosen; call the completion with whether it was done.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    open var image: UIImage?
    /// The button's colour; by default red for destructive actions, grey for others.
    open var backgroundColor: UIColor!

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The actions a swipe shows on one side of a row, the first nearest the table's edge.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action; true by default.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
