/// One tab of a `UITabBar`: a title and an image (and another image while selected), with an
/// optional badge at the image's top-right corner.
///
/// An item made with `init(tabBarSystemItem:tag:)` has the system's title and glyph, and ignores
/// later changes to its `title` and `image`, as on iOS.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system item this item was made as; nil for an item of your own.
    private(set) var systemItem: SystemItem?
    private var badgeTextAttributesByState: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

    /// Creates an item with the given title and images; a nil `selectedImage` shows `image` while selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates an item with the given title and image, and `tag` to tell it apart.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item showing the system's title and glyph for `systemItem`; both stay fixed.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.title = systemItem.title
        self.image = TabBarSystemGlyph.image(for: systemItem)
        self.tag = tag
        self.systemItem = systemItem
    }

    /// The text shown for the item; a system item keeps its own.
    open override var title: String? {
        get { super.title }
        set { if systemItem == nil { super.title = newValue } }
    }

    /// The image shown for the item; a system item keeps its own glyph.
    open override var image: UIImage? {
        get { super.image }
        set { if systemItem == nil { super.image = newValue } }
    }

    /// The image shown while the item is selected; nil shows `image`.
    open var selectedImage: UIImage? {
        didSet { itemDidChange() }
    }

    /// The badge's text: nil shows no badge, an empty string an empty badge.
    open var badgeValue: String? {
        didSet { itemDidChange() }
    }

    /// The badge's fill; nil (the default) draws it in `systemRed`.
    open var badgeColor: UIColor? {
        didSet { itemDidChange() }
    }

    /// Moves the title from its place below the image.
    open var titlePositionAdjustment = UIOffset.zero {
        didSet { itemDidChange() }
    }

    /// The tab bar's appearance while this item is selected; nil uses the bar's. Assigning copies it.
    open var standardAppearance: UITabBarAppearance? {
        didSet {
            if let standardAppearance, standardAppearance !== oldValue {
                self.standardAppearance = standardAppearance.copy()
            }
            itemDidChange()
        }
    }

    /// The tab bar's appearance at the content's bottom edge while this item is selected; nil uses
    /// the bar's. Assigning copies it.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            if let scrollEdgeAppearance, scrollEdgeAppearance !== oldValue {
                self.scrollEdgeAppearance = scrollEdgeAppearance.copy()
            }
            itemDidChange()
        }
    }

    /// Sets the text attributes (font, colour…) of the badge's text in `state`.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeTextAttributesByState[state.rawValue] = textAttributes
        itemDidChange()
    }

    /// The badge text attributes set for `state`, if any.
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeTextAttributesByState[state.rawValue]
    }
}
