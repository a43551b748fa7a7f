/// The swipe actions of iOS 8 to 12, from the delegate's `editActionsForRowAt`: a table whose
/// delegate gives no trailing swipe actions for a row shows these instead, as `UIContextualAction`s
/// that call the row action's handler with the row (no full swipe, as then).
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0
        case normal = 1
        public static let destructive = Style.default
    }

    public let style: Style
    open var title: String?
    /// The button's colour; red by default, grey for `.normal`.
    open var backgroundColor: UIColor!
    let handler: (UITableViewRowAction, IndexPath) -> Void

    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .normal ? .systemGray : .systemRed
        super.init()
    }

    /// The swipe actions showing `actions` for the row at `indexPath`.
    static func swipeConfiguration(_ actions: [UITableViewRowAction], at indexPath: IndexPath)
        -> UISwipeActionsConfiguration
    {
        let configuration = UISwipeActionsConfiguration(
            actions: actions.map { rowAction in
                let action = UIContextualAction(
                    style: rowAction.style == .normal ? .normal : .destructive, title: rowAction.title
                ) { _, _, done in
                    rowAction.handler(rowAction, indexPath)
                    done(true)
                }
                action.backgroundColor = rowAction.backgroundColor
                return action
            })
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}
