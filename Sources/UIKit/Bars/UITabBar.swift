/// A bar of tabs, one per `UITabBarItem`, of which the user picks one: iOS's 49-point bar with its
/// items in the stacked layout (image over title), a translucent light background and a hairline
/// just above its top edge.
///
/// Tapping an enabled item — the touch going up inside it — selects it and tells the delegate,
/// even when it was already selected; the package's tab bar controller may veto the tap first
/// through `shouldSelectItem`. Setting `selectedItem` in code does not tell the delegate.
/// Items draw in the tint colour when selected and in `unselectedItemTintColor` otherwise, and
/// the bar redraws an item whenever one of its properties changes.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// How the bar spreads its items along its width.
    public enum ItemPositioning: Int, Sendable, Hashable {
        /// `.fill` here: the bar always uses the compact, iPhone-style layout.
        case automatic = 0
        /// The items share the whole width equally.
        case fill = 1
        /// The items are `itemWidth` wide, `itemSpacing` apart, centred as a group.
        case centered = 2
    }

    /// The bar's height, and the height of the band its items occupy in a taller bar.
    static let height: CGFloat = 49
    /// The item width and spacing `.centered` uses while `itemWidth` and `itemSpacing` are 0.
    static let defaultItemWidth: CGFloat = 76
    static let defaultItemSpacing: CGFloat = 34

    /// Told when the user selects an item.
    open weak var delegate: (any UITabBarDelegate)?

    /// Asked before a tap selects an item; false leaves everything as it was. The tab bar
    /// controller sets it to consult its own delegate.
    package var shouldSelectItem: (@MainActor (UITabBarItem) -> Bool)?

    private var itemStorage: [UITabBarItem]?
    private var selectedItemStorage: UITabBarItem?
    private var itemWidthStorage: CGFloat = 0
    private var itemSpacingStorage: CGFloat = 0
    /// One button per item, in the order of `items`.
    private(set) var buttons: [TabBarButton] = []
    let background = TabBarBackgroundView()
    /// The blur under the background of an appearance with an effect.
    let effectView = UIVisualEffectView(effect: nil)
    private var standardAppearanceStorage = UITabBarAppearance()
    private var scrollEdgeAppearanceStorage: UITabBarAppearance?

    /// Whether the content above the bar is at its bottom edge; the tab bar controller sets it.
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { updateAppearance() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        effectView.isUserInteractionEnabled = false
        addSubview(effectView)
        addSubview(background)
        standardAppearanceStorage.changeHandlers[ObjectIdentifier(self)] = appearanceHandler
        updateBackground()
        // The size classes choose the items' layout.
        registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) {
            (bar: UITabBar, _: UITraitCollection) in bar.updateAppearance()
        }
    }

    // MARK: - Items

    /// The items shown, left to right; nil or empty shows none.
    open var items: [UITabBarItem]? {
        get { itemStorage }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items, cross-dissolving to the new ones when `animated` and on screen. The
    /// selection is kept when the selected item stays, else cleared.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        guard animated, window != nil else {
            replaceItems(with: items)
            return
        }
        UIView.transition(with: self, duration: 0.25, options: .transitionCrossDissolve) {
            self.replaceItems(with: items)
        }
    }

    /// The selected item, one of `items`, or nil. Setting an item that is not one of `items` is
    /// ignored; setting it in code does not tell the delegate.
    open var selectedItem: UITabBarItem? {
        get { selectedItemStorage }
        set {
            if let newValue, !(itemStorage ?? []).contains(where: { $0 === newValue }) { return }
            selectedItemStorage = newValue
            for button in buttons { button.isSelected = button.item === newValue }
            if newValue?.standardAppearance != nil || newValue?.scrollEdgeAppearance != nil { updateAppearance() }
        }
    }

    /// The bar's appearance while the content above it is scrolled (and always for a bar no tab
    /// bar controller manages). Assigning copies it.
    open var standardAppearance: UITabBarAppearance {
        get { standardAppearanceStorage }
        set {
            standardAppearanceStorage = adopt(newValue, replacing: standardAppearanceStorage)!
            updateAppearance()
        }
    }

    /// The bar's appearance while the content above it is at its bottom edge; nil uses the
    /// standard appearance with a transparent background.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set {
            scrollEdgeAppearanceStorage = adopt(newValue, replacing: scrollEdgeAppearanceStorage)
            updateAppearance()
        }
    }

    // MARK: - Appearance

    /// The colour of the items that are not selected; nil (the default) draws them grey (#999999).
    open var unselectedItemTintColor: UIColor? {
        didSet {
            updateItemColors()
            appearancePropertyDidChange(\UITabBar.unselectedItemTintColor)
        }
    }

    /// The bar's background colour; nil draws the style's default (translucent or not).
    open var barTintColor: UIColor? {
        didSet {
            updateBackground()
            appearancePropertyDidChange(\UITabBar.barTintColor)
        }
    }

    /// Whether the default background lets a little of what is behind show through; true by default.
    open var isTranslucent = true {
        didSet {
            updateBackground()
            appearancePropertyDidChange(\UITabBar.isTranslucent)
        }
    }

    /// Light (the default) or dark background and hairline.
    open var barStyle = UIBarStyle.default {
        didSet {
            updateBackground()
            updateItemColors()
            appearancePropertyDidChange(\UITabBar.barStyle)
        }
    }

    /// An image drawn instead of the background colour: stretched when resizable, tiled otherwise.
    open var backgroundImage: UIImage? {
        didSet {
            updateBackground()
            appearancePropertyDidChange(\UITabBar.backgroundImage)
        }
    }

    /// The image drawn above the bar instead of the hairline; used only with a `backgroundImage`.
    open var shadowImage: UIImage? {
        didSet {
            updateBackground()
            appearancePropertyDidChange(\UITabBar.shadowImage)
        }
    }

    /// How the items are spread along the bar; `.automatic` by default.
    open var itemPositioning = ItemPositioning.automatic {
        didSet { setNeedsLayout() }
    }

    /// The width of each item in the `.centered` positioning; 0 (the default) means 76 points.
    /// Negative values become 0.
    open var itemWidth: CGFloat {
        get { itemWidthStorage }
        set {
            itemWidthStorage = max(0, newValue)
            setNeedsLayout()
        }
    }

    /// The space between items in the `.centered` positioning; 0 (the default) means 34 points.
    /// Negative values become 0.
    open var itemSpacing: CGFloat {
        get { itemSpacingStorage }
        set {
            itemSpacingStorage = max(0, newValue)
            setNeedsLayout()
        }
    }

    // MARK: - Size and layout

    /// The given width by the bar's height, 49 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }

    /// Puts the background behind the whole bar (its shadow strip just above it) and the items
    /// side by side along the top 49 points.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let shadowHeight = self.shadowHeight
        background.shadowHeight = shadowHeight
        background.frame = CGRect(
            x: bounds.minX, y: bounds.minY - shadowHeight, width: bounds.width, height: bounds.height + shadowHeight)
        effectView.frame = bounds
        // A bar made outside a window chose its items' layout from the screen's traits.
        if let first = buttons.first, first.layoutStyle != itemLayoutStyle { updateAppearance() }
        for (button, frame) in zip(buttons, itemFrames(count: buttons.count)) { button.frame = frame }
    }

    // MARK: - Internals

    private func replaceItems(with items: [UITabBarItem]?) {
        let key = ObjectIdentifier(self)
        var reusable: [ObjectIdentifier: TabBarButton] = [:]
        for button in buttons { reusable[ObjectIdentifier(button.item)] = button }
        for item in itemStorage ?? [] { item.changeHandlers[key] = nil }
        itemStorage = items
        buttons = (items ?? []).map { item in
            let button = reusable.removeValue(forKey: ObjectIdentifier(item)) ?? makeButton(for: item)
            item.changeHandlers[key] = BarItemChangeHandler { [weak self, weak button] _ in
                button?.itemDidChange()
                if button?.isSelected == true { self?.updateAppearance() }
            }
            return button
        }
        for button in reusable.values { button.removeFromSuperview() }
        for button in buttons where button.superview == nil { addSubview(button) }
        let selected = selectedItemStorage
        selectedItem = (items ?? []).contains { $0 === selected } ? selected : nil
        updateItemColors()
        updateAppearance()
        setNeedsLayout()
    }

    private func makeButton(for item: UITabBarItem) -> TabBarButton {
        let button = TabBarButton(item: item)
        button.addAction(UIAction { [weak self] _ in self?.userTapped(item) }, for: .touchUpInside)
        return button
    }

    /// A tap went up inside `item`: selects it unless it is disabled or the hook says no, then
    /// tells the delegate.
    private func userTapped(_ item: UITabBarItem) {
        guard item.isEnabled, (itemStorage ?? []).contains(where: { $0 === item }) else { return }
        if let shouldSelectItem, !shouldSelectItem(item) { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }
}
