/// A button on a navigation bar (or toolbar): a title, an image, a system item, or a view of your
/// own, which performs its primary action, or else calls its target's action, when tapped.
///
/// Without Objective-C, actions are typed method references held with a weak target
/// (`UIBarButtonItem(title: "Edit", style: .plain, target: self, action: Controller.edit)`, see
/// `UIBarButtonItemTargetActions`), `UIAction`s, or named actions (`Selector`) sent through
/// `UIApplication.sendAction(_:to:from:for:)`. A deallocated target is not called.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the item's title is drawn.
    public enum Style: Int, Sendable {
        /// A regular-weight title.
        case plain = 0
        /// The same as `.plain` since iOS 7.
        @available(*, deprecated, message: "Use .plain")
        case bordered = 1
        /// A semibold title, for the item that completes a task.
        case done = 2
    }

    /// The standard items, drawn by the system: English titles for the text items, glyphs for the
    /// others, and spaces.
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        case pageCurl = 23
        case close = 24
    }

    /// The weight of the title; `.plain` by default.
    open var style = Style.plain {
        didSet { itemDidChange() }
    }

    /// The item's width in points; 0 (the default) sizes it to its content. A fixed space is this wide.
    open var width: CGFloat = 0 {
        didSet { itemDidChange() }
    }

    /// Titles the item may show: it is made as wide as the widest, so changing between them does
    /// not move its neighbours.
    open var possibleTitles: Set<String>? {
        didSet { itemDidChange() }
    }

    /// A view shown instead of the title and image; it handles its own touches, and the item's
    /// action is not sent.
    open var customView: UIView? {
        didSet { itemDidChange() }
    }

    /// The colour of the title and image; nil (the default) takes the bar's tint colour.
    open var tintColor: UIColor? {
        didSet { itemDidChange() }
    }

    /// Whether the item is shown selected: on a rounded fill, as iOS 15 and later draw it.
    open var isSelected = false {
        didSet { if isSelected != oldValue { itemDidChange() } }
    }

    /// Whether a tap toggles `isSelected` before the action is performed; false by default.
    open var changesSelectionAsPrimaryAction = false

    /// The object a named `action` is sent to, held weakly; nil sends it up the responder chain.
    /// The typed initializers set it to their target.
    open weak var target: AnyObject?

    /// The named action sent to `target` when the item is tapped, if any; typed method references
    /// are kept apart and leave it nil.
    open var action: Selector?

    /// The action performed when the item is tapped; while set, `target` and `action` are ignored.
    /// Setting it shows its title and image (system items keep theirs).
    open var primaryAction: UIAction? {
        didSet { showPrimaryAction() }
    }

    /// The item's menu, opened under the item: by a tap when the item has no action (no primary
    /// action, target or method), else by holding the item.
    open var menu: UIMenu? {
        didSet { itemDidChange() }
    }

    /// The system item the item was made as, if any.
    private(set) var systemItem: SystemItem?

    /// A typed method reference with its own weak target, called with the item when tapped.
    var method: (@MainActor (UIBarButtonItem) -> Void)?

    public required override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates an item showing `title` in `style` that sends the named `action` to `target`.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        configure(title: title, style: style)
        setNamedAction(action, target: target)
    }

    /// Creates an item showing `image` that sends the named `action` to `target`.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, landscapeImagePhone: nil, style: style, target: target, action: action)
    }

    /// Creates an item showing `image` (`landscapeImagePhone` in compact bars) that sends the named
    /// `action` to `target`.
    public convenience init(
        image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?
    ) {
        self.init()
        configure(image: image, landscapeImagePhone: landscapeImagePhone, style: style)
        setNamedAction(action, target: target)
    }

    /// Creates a standard item that sends the named `action` to `target`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        configure(systemItem: systemItem)
        setNamedAction(action, target: target)
    }

    /// Creates an item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates a plain item that performs `primaryAction` when tapped, showing `title` and `image`,
    /// or else the action's.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.primaryAction = primaryAction
        self.menu = menu
        showPrimaryAction()
        if let title { self.title = title }
        if let image { self.image = image }
    }

    /// Creates a standard item that performs `primaryAction` when tapped.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        configure(systemItem: systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A space of `width` points between items.
    public class func fixedSpace(_ width: CGFloat) -> Self {
        let item = self.init()
        item.configure(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A space that takes what room is left between items.
    public class func flexibleSpace() -> Self {
        let item = self.init()
        item.configure(systemItem: .flexibleSpace)
        return item
    }

    // MARK: - Set up and perform

    func configure(title: String?, style: Style) {
        self.title = title
        self.style = style
    }

    func configure(image: UIImage?, landscapeImagePhone: UIImage?, style: Style) {
        self.image = image
        self.landscapeImagePhone = landscapeImagePhone
        self.style = style
    }

    func configure(systemItem: SystemItem) {
        self.systemItem = systemItem
        if systemItem == .done { style = .done }
    }

    /// Shows the primary action's title and image, unless the item is a system item.
    private func showPrimaryAction() {
        guard let primaryAction, systemItem == nil else { return }
        title = primaryAction.title.isEmpty ? nil : primaryAction.title
        image = primaryAction.image
    }

    private func setNamedAction(_ action: Selector?, target: Any?) {
        self.action = action
        self.target = target.map { $0 as AnyObject }
    }

    /// Whether a tap has something to perform: a primary action, a typed method or a named action.
    var hasAction: Bool { primaryAction != nil || method != nil || action != nil }

    /// What a tap does: the primary action, else the typed method, else the named action.
    func performAction() {
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let method {
            method(self)
        } else if let action {
            UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
        }
    }
}
