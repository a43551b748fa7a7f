/// A view controller that shows a message and a few choices, as a centred alert or as an action
/// sheet along the bottom of the screen.
///
/// Add the choices with `addAction(_:)` (and, for alerts, text fields with
/// `addTextField(configurationHandler:)`), then present the controller. Its view is the card
/// itself, sized by `preferredCardSize(fitting:)`; whoever presents it places the card. Choosing
/// a button (a tap, a drag released on it, Return for the preferred action, Escape for the
/// cancel action) runs the action's handler.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Where and how the controller shows its content.
    public enum Style: Int, Sendable {
        /// A sheet of choices that rises from the bottom edge.
        case actionSheet = 0
        /// A small card in the middle of the screen.
        case alert = 1
    }

    /// Whether the controller is an alert or an action sheet; fixed when it is created.
    public private(set) var preferredStyle = Style.alert
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    private var addedTextFields: [UITextField] = []

    /// Creates an alert or action sheet with a title and a message (either may be nil).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init()
        self.preferredStyle = preferredStyle
        self.title = title
        self.message = message
    }

    /// The bold line at the top of the card.
    open override var title: String? {
        didSet { cardView?.reloadContent() }
    }

    /// The text under the title, giving details.
    open var message: String? {
        didSet { cardView?.reloadContent() }
    }

    /// The action to emphasise (its title is bold) and to choose with Return; it must be one of
    /// `actions`. With none, the cancel action is the bold one.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let misuse = AlertMisuse.preferring(preferredAction, among: actions) { fatalError(misuse) }
            cardView?.reloadContent()
        }
    }

    /// The text fields, in the order added; nil when the alert has none.
    open var textFields: [UITextField]? {
        addedTextFields.isEmpty ? nil : addedTextFields
    }

    /// Adds a button for `action`; buttons follow the order actions are added, except that the
    /// cancel action goes last (and only one action may have the `.cancel` style).
    open func addAction(_ action: UIAlertAction) {
        if let misuse = AlertMisuse.adding(action, to: actions) { fatalError(misuse) }
        actions.append(action)
        action.controller = self
        cardView?.reloadContent()
    }

    /// Adds a text field below the message, styled for the alert, then hands it to
    /// `configurationHandler`. Alerts only: an action sheet cannot hold text fields.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        if let misuse = AlertMisuse.addingTextField(to: preferredStyle) { fatalError(misuse) }
        let field = UITextField()
        field.font = AlertMetrics.fieldFont
        addedTextFields.append(field)
        configurationHandler?(field)
        cardView?.reloadContent()
    }

    open override func loadView() {
        let card = AlertView(controller: self)
        cardView = card
        view = card
    }

    /// The card's size for a container (the screen or window it is shown in): 270 points wide for
    /// an alert; for an action sheet the container's width less 8-point margins, at most 400; as
    /// tall as the content.
    package func preferredCardSize(fitting container: CGSize) -> CGSize {
        (view as? AlertView)?.preferredSize(fitting: container) ?? .zero
    }

    /// Chooses `action`: dismisses the alert, then runs the action's handler with it, as iOS does.
    /// Every choice comes here, whatever made it: a tap or a drag released on the card, Return or
    /// Escape.
    package func select(_ action: UIAlertAction) {
        guard presentingStorage != nil else {
            action.handler?(action)
            return
        }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// Alerts are shown in a dialog window of their own, whatever their presentation style.
    override func makeOwnPresentationController(presenting: UIViewController?) -> UIPresentationController? {
        AlertDialogPresentation(alert: self, presenting: presenting)
    }

    /// Redraws the button of an action whose state changed.
    func actionDidChange(_ action: UIAlertAction) {
        cardView?.actionDidChange(action)
    }

    /// The card, once `loadView` made it (nil before, so content changes then cost nothing).
    private weak var cardView: AlertView?

    // MARK: - Keyboard

    /// Takes the keyboard when shown without text fields, so Return and Escape reach it.
    open override var canBecomeFirstResponder: Bool { true }

    /// Return chooses `returnKeyAction`, Escape `escapeKeyAction`.
    open override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "\r", modifierFlags: [], action: Self.returnKeyName),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Self.escapeKeyName),
        ]
    }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case Self.returnKeyName: returnKeyAction != nil
        case Self.escapeKeyName: escapeKeyAction != nil
        default: super.canPerformAction(action, withSender: sender)
        }
    }

    open override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) -> Bool {
        let chosen: UIAlertAction? =
            switch action {
            case Self.returnKeyName: returnKeyAction
            case Self.escapeKeyName: escapeKeyAction
            default: nil
            }
        guard let chosen else { return super.perform(action, withSender: sender, for: event) }
        select(chosen)
        return true
    }
}
