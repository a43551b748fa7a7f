/// A bar at the top of a screen that shows a stack of navigation items: the top item's title and
/// bar button items, and a back button titled after the item below it. Pushing and popping items
/// cross-fades the titles and items; the back button pops.
///
/// The bar is 44 points tall (30 more with a prompt, 52 more with a large title), drawn from its
/// effective appearance: `standardAppearance` (by default a blur of what is behind it, tinted light
/// grey, with a hairline along its bottom edge), or, while a navigation controller's content is
/// scrolled to its top edge, `scrollEdgeAppearance` (by default the standard one with a transparent
/// background), each overridable per item. The legacy `barTintColor`, `barStyle`, `isTranslucent`,
/// `titleTextAttributes` and `backIndicatorImage` write through into `standardAppearance`. Items
/// are drawn in the bar's `tintColor`, inherited like any view's (system blue by default).
@preconcurrency @MainActor
open class UINavigationBar: UIView, UIBarPositioning {
    /// The items, bottom first.
    var stack: [UINavigationItem] = []
    let background = BarBackgroundView(shadowEdge: .bottom)
    /// The prompt line above the title row, and the large title under it.
    let promptLabel = UILabel()
    let largeTitleView = LargeTitleView()
    /// The two content views the bar takes turns with; the current one shows the top item.
    private(set) lazy var contentViews = [NavigationBarContentView(bar: self), NavigationBarContentView(bar: self)]
    /// Which of `contentViews` shows the top item.
    var currentContentIndex = 0
    /// Counts transitions, so that one's end can tell whether another has begun since.
    var transitionCount = 0
    /// The search bar of the top item's search controller, shown under the title row.
    var searchBar: UISearchBar?

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
        layoutMargins = UIEdgeInsets(
            top: 0, left: NavigationBarMetrics.edgeMargin, bottom: 0, right: NavigationBarMetrics.edgeMargin)
        addSubview(background)
        promptLabel.font = NavigationBarMetrics.promptFont
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        addSubview(promptLabel)
        addSubview(largeTitleView)
        contentViews[1].alpha = 0
        contentViews[1].isUserInteractionEnabled = false
        for content in contentViews { addSubview(content) }
        standardAppearanceStorage.changeHandlers[ObjectIdentifier(self)] = appearanceHandler
        updateBackground()
    }

    // MARK: - Items

    /// The items, bottom first; setting it shows the new top item at once.
    open var items: [UINavigationItem]? {
        get { stack }
        set { setItems(newValue, animated: false) }
    }

    /// The item whose title and items the bar shows.
    open var topItem: UINavigationItem? { stack.last }

    /// The item just below the top, which the back button is titled after.
    open var backItem: UINavigationItem? { stack.count > 1 ? stack[stack.count - 2] : nil }

    /// Replaces the items without asking the delegate; when `animated`, the change looks like a pop
    /// if the new top item was in the stack, else like a push.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        let newItems = items ?? []
        let oldTop = topItem
        let oldBack = backItem
        let wasBelow = newItems.last.map { item in stack.dropLast().contains { $0 === item } } ?? false
        replaceStack(with: newItems)
        if topItem === oldTop {
            if backItem !== oldBack { showTopItem(animated ? .fade : .none) }
        } else {
            showTopItem(animated ? (wasBelow ? .pop : .push) : .none)
        }
    }

    /// Pushes `item` on top, if the delegate allows, sliding the new title in from the right when
    /// `animated`; the delegate hears `didPush` once the push has finished.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        preconditionAlways(!stack.contains { $0 === item }, "Cannot push a navigation item already in the bar")
        if let delegate, !delegate.navigationBar(self, shouldPush: item) { return }
        replaceStack(with: stack + [item])
        showTopItem(animated ? .push : .none) { [weak self] in
            guard let self else { return }
            self.delegate?.navigationBar(self, didPush: item)
        }
    }

    /// Pops the top item, if there is one and the delegate allows, sliding the old title out to
    /// the right when `animated`; returns the popped item, or nil. The delegate hears `didPop` once
    /// the pop has finished.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let item = topItem else { return nil }
        if let delegate, !delegate.navigationBar(self, shouldPop: item) { return nil }
        replaceStack(with: Array(stack.dropLast()))
        showTopItem(animated ? .pop : .none) { [weak self] in
            guard let self else { return }
            self.delegate?.navigationBar(self, didPop: item)
        }
        return item
    }

    // MARK: - Appearance

    /// The delegate told of pushes and pops, which may refuse them.
    open weak var delegate: (any UINavigationBarDelegate)?

    /// Light (`.default`) or dark (`.black`) background and title.
    open var barStyle = UIBarStyle.default {
        didSet {
            updateBackground()
            contentView.reload()
            appearancePropertyDidChange(\UINavigationBar.barStyle)
        }
    }

    /// The background colour, replacing the style's; nil (the default) uses the style's.
    open var barTintColor: UIColor? {
        didSet {
            updateBackground()
            appearancePropertyDidChange(\UINavigationBar.barTintColor)
        }
    }

    /// Whether the background lets what is below show through a little; true by default.
    open var isTranslucent = true {
        didSet {
            updateBackground()
            appearancePropertyDidChange(\UINavigationBar.isTranslucent)
        }
    }

    /// The title's text attributes (font, colour…) over the bar's 17-point semibold `.label` title.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            standardAppearance.titleTextAttributes = titleTextAttributes ?? [:]
            appearancePropertyDidChange(\UINavigationBar.titleTextAttributes)
        }
    }

    /// The large title's text attributes over the bar's 34-point bold `.label` title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { standardAppearance.largeTitleTextAttributes = largeTitleTextAttributes ?? [:] }
    }

    /// Whether the bar shows the top item's title large, in an area 52 points tall under the title
    /// row, when the item's `largeTitleDisplayMode` allows; false by default.
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { largeTitleDidChange() } }
    }

    /// Drawn instead of the back chevron when set; tinted unless it is an original image.
    open var backIndicatorImage: UIImage? {
        didSet {
            standardAppearance.setBackIndicatorImage(backIndicatorImage, transitionMaskImage: backIndicatorImage)
        }
    }

    // MARK: - Appearances

    /// The appearance at the standard height while the content is scrolled (and always for a bar
    /// no navigation controller manages). Assigning copies it; the copy kept updates the bar when
    /// changed in place.
    open var standardAppearance: UINavigationBarAppearance {
        get { standardAppearanceStorage }
        set {
            standardAppearanceStorage = adopt(newValue, replacing: standardAppearanceStorage)!
            updateAppearance()
        }
    }

    /// The appearance while the bar is compact; nil uses `standardAppearance`. A desktop window's
    /// bar is compact when the window is short (a compact vertical size class).
    open var compactAppearance: UINavigationBarAppearance? {
        get { compactAppearanceStorage }
        set {
            compactAppearanceStorage = adopt(newValue, replacing: compactAppearanceStorage)
            updateAppearance()
        }
    }

    /// The appearance while the content under the bar is at its top edge; nil uses the standard
    /// appearance with a transparent background.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set {
            scrollEdgeAppearanceStorage = adopt(newValue, replacing: scrollEdgeAppearanceStorage)
            updateAppearance()
        }
    }

    /// The appearance of a compact bar at the content's top edge; nil uses `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { compactScrollEdgeAppearanceStorage }
        set {
            compactScrollEdgeAppearanceStorage = adopt(newValue, replacing: compactScrollEdgeAppearanceStorage)
            updateAppearance()
        }
    }

    private var standardAppearanceStorage = UINavigationBarAppearance()
    private var compactAppearanceStorage: UINavigationBarAppearance?
    private var scrollEdgeAppearanceStorage: UINavigationBarAppearance?
    private var compactScrollEdgeAppearanceStorage: UINavigationBarAppearance?

    /// Whether the content under the bar is at its top edge; the navigation controller sets it.
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { updateAppearance() } }
    }

    /// How far the content has scrolled up from where it rests with the large title shown; the
    /// navigation controller sets it. The large title area is 52 points less this (more when
    /// pulled down), never less than 0.
    var largeTitleScrollDistance: CGFloat = 0 {
        didSet { if largeTitleScrollDistance != oldValue, showsLargeTitle { largeTitleDidChange() } }
    }

    /// The mask of the back indicator during transitions; stored.
    open var backIndicatorTransitionMaskImage: UIImage?

    /// Where the bar sits: the delegate's answer, `.top` when it has none.
    open var barPosition: UIBarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .top : position
    }

    /// Called instead of popping when the back button is tapped; a navigation controller sets it
    /// to pop its view controller.
    package var backButtonHandler: (@MainActor () -> Void)?

    /// Writes the legacy background properties into the standard appearance, as iOS does.
    private func updateBackground() {
        standardAppearance.takeLegacyBackground(
            barStyle: barStyle, isTranslucent: isTranslucent, barTintColor: barTintColor)
    }

    // MARK: - Size and layout

    /// The bar's height at the width offered: 44 points, and the search bar's under it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: fittingHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        // Bounds and centre, not frame: transitions slide the contents with their transforms.
        let titleRow = titleRowFrame
        promptLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: promptHeight)
        for content in contentViews {
            content.bounds = CGRect(origin: .zero, size: titleRow.size)
            content.center = CGPoint(x: titleRow.midX, y: titleRow.midY)
            content.isHidden = titleRow.maxY <= 0
        }
        let largeTitleHeight = self.largeTitleHeight
        largeTitleView.frame = CGRect(x: 0, y: titleRow.maxY, width: bounds.width, height: largeTitleHeight)
        largeTitleView.leadingInset = layoutMargins.left
        largeTitleView.isHidden = largeTitleHeight <= 0
        contentView.titleAlpha = inlineTitleAlpha
        searchBar?.frame = CGRect(
            x: 0, y: titleRow.maxY + largeTitleHeight, width: bounds.width,
            height: searchBar?.sizeThatFits(bounds.size).height ?? 0)
    }
}
