/// What a navigation bar shows while an item is on top of its stack — the title or a title view,
/// the bar button items on each side — and what the back button shows once another item is
/// pushed above it. A view controller has one as its `navigationItem`.
///
/// Changing any of it updates the bars showing the item.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How the back button pointing at an item is titled.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The item's back title, else "Back" where it does not fit.
        case `default` = 0
        /// "Back", whatever the item's title.
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// When an item shows a large title, in a bar that prefers large titles.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item does.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
        /// Inline, at the standard size.
        case inline = 3
    }

    /// The title in the middle of the bar, unless `titleView` is set.
    open var title: String? {
        didSet { itemDidChange() }
    }

    /// A view shown in the middle of the bar instead of the title, centred, at its own size.
    open var titleView: UIView? {
        didSet { itemDidChange() }
    }

    /// A line of text above the title, in a row 30 points tall at the top of the bar.
    open var prompt: String? {
        didSet { itemDidChange() }
    }

    /// The item the back button shows while this item is just below the top; its title is used.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { itemDidChange() }
    }

    /// The back button's title while this item is just below the top, when there is no
    /// `backBarButtonItem`; nil uses `title`.
    open var backButtonTitle: String? {
        didSet { itemDidChange() }
    }

    /// How the back button is titled while this item is just below the top.
    open var backButtonDisplayMode = BackButtonDisplayMode.default {
        didSet { itemDidChange() }
    }

    /// Whether the back button is hidden while this item is on top; false by default.
    open var hidesBackButton: Bool {
        get { backButtonHidden }
        set { setHidesBackButton(newValue, animated: false) }
    }

    /// Whether the left items come after the back button (true) or replace it (false, the default).
    open var leftItemsSupplementBackButton = false {
        didSet { itemDidChange() }
    }

    /// When the bar shows a large title for the item; `.automatic` (the default) does as the item
    /// below does.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
        didSet { itemDidChange() }
    }

    /// The bar's appearance at the standard height while the item is on top; nil uses the bar's.
    open var standardAppearance: UINavigationBarAppearance? {
        get { appearances[0] }
        set { setAppearance(newValue, at: 0) }
    }

    /// The bar's appearance while compact with the item on top; nil uses the bar's.
    open var compactAppearance: UINavigationBarAppearance? {
        get { appearances[1] }
        set { setAppearance(newValue, at: 1) }
    }

    /// The bar's appearance at the content's top edge while the item is on top; nil uses the bar's.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances[2] }
        set { setAppearance(newValue, at: 2) }
    }

    /// The bar's appearance while compact at the content's top edge; nil uses the bar's.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances[3] }
        set { setAppearance(newValue, at: 3) }
    }

    /// The standard, compact, scroll-edge and compact scroll-edge appearances: copies of those
    /// assigned, which update the bars when changed in place.
    private var appearances: [UINavigationBarAppearance?] = [nil, nil, nil, nil]

    /// The items on the left, the first leftmost.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { leftItems }
        set { setLeftBarButtonItems(newValue, animated: false) }
    }

    /// The items on the right, the first rightmost.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { rightItems }
        set { setRightBarButtonItems(newValue, animated: false) }
    }

    /// The first of the left items; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftItems?.first }
        set { setLeftBarButton(newValue, animated: false) }
    }

    /// The first of the right items; setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightItems?.first }
        set { setRightBarButton(newValue, animated: false) }
    }

    /// The search controller whose search bar shows under the navigation bar's title row while
    /// the item is on top.
    open var searchController: UISearchController? {
        didSet { itemDidChange() }
    }

    /// Whether the search bar scrolls away with the content; true by default (stored: the bar
    /// stays).
    open var hidesSearchBarWhenScrolling = true

    private var backButtonHidden = false
    private var leftItems: [UIBarButtonItem]?
    private var rightItems: [UIBarButtonItem]?

    /// Called by the bars holding the item when something they show changes, with whether the
    /// change should animate.
    var changeHandlers: [ObjectIdentifier: BarItemChangeHandler] = [:]

    /// Creates an item with no title.
    public override init() {
        super.init()
    }

    /// Creates an item titled `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Shows or hides the back button, fading it when `animated`.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        backButtonHidden = hidesBackButton
        itemDidChange(animated: animated)
    }

    /// Replaces the left items, cross-fading them when `animated`.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftItems = items
        itemDidChange(animated: animated)
    }

    /// Replaces the right items, cross-fading them when `animated`.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightItems = items
        itemDidChange(animated: animated)
    }

    /// Makes `item` the only left item (nil: none).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// Makes `item` the only right item (nil: none).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] }, animated: animated)
    }

    private func setAppearance(_ appearance: UINavigationBarAppearance?, at index: Int) {
        let key = ObjectIdentifier(self)
        appearances[index]?.changeHandlers[key] = nil
        let copy: UINavigationBarAppearance? = appearance?.copy()
        copy?.changeHandlers[key] = BarItemChangeHandler { [weak self] _ in self?.itemDidChange() }
        appearances[index] = copy
        itemDidChange()
    }

    /// Tells the bars holding the item to show the change.
    private func itemDidChange(animated: Bool = false) {
        for handler in changeHandlers.values { handler.run(animated) }
    }
}
