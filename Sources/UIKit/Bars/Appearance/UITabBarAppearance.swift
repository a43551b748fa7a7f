import Foundation

/// How a tab bar looks: its background (from `UIBarAppearance`), its items in each layout, the
/// selection indicator, and how stacked items are spread.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look in the stacked layout (icon over title), the one drawn here.
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked) {
        didSet { appearanceDidChange() }
    }

    /// The items' look in the inline layout.
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline) {
        didSet { appearanceDidChange() }
    }

    /// The items' look in the compact inline layout.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline) {
        didSet { appearanceDidChange() }
    }

    /// The colour of the selection indicator image.
    open var selectionIndicatorTintColor: UIColor? {
        didSet { appearanceDidChange() }
    }

    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage? {
        didSet { appearanceDidChange() }
    }

    /// How stacked items spread along the bar.
    open var stackedItemPositioning = UITabBar.ItemPositioning.automatic {
        didSet { appearanceDidChange() }
    }

    /// The space between stacked items when centred; 0 for the system's.
    open var stackedItemSpacing: CGFloat = 0 {
        didSet { appearanceDidChange() }
    }

    /// The width of stacked items when centred; 0 for the system's.
    open var stackedItemWidth: CGFloat = 0 {
        didSet { appearanceDidChange() }
    }

    public override init(idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemSpacing = other.stackedItemSpacing
        stackedItemWidth = other.stackedItemWidth
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
