import Foundation

/// What a bar shows for one item — a title, an image, their insets and text attributes — the
/// common base of `UIBarButtonItem` and `UITabBarItem`. A bar item is not a view: the bar that
/// shows it draws it and redraws it when the item changes.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The text shown for the item.
    open var title: String? {
        didSet { itemDidChange() }
    }

    /// The image shown for the item; a template image is tinted by the bar.
    open var image: UIImage? {
        didSet { itemDidChange() }
    }

    /// The image used when the bar is compact; the bar falls back to `image`.
    open var landscapeImagePhone: UIImage? {
        didSet { itemDidChange() }
    }

    /// Moves the image within the item's space.
    open var imageInsets = UIEdgeInsets.zero {
        didSet { itemDidChange() }
    }

    /// Whether the item reacts to taps; a disabled item is drawn dimmed. True by default.
    open var isEnabled = true {
        didSet { itemDidChange() }
    }

    /// A number of your own for telling items apart; 0 by default.
    open var tag = 0

    private var textAttributesByState: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Sets the text attributes (font, colour…) of the title in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        textAttributesByState[state.rawValue] = attributes
        itemDidChange()
    }

    /// The text attributes of the title set for `state`, if any.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        textAttributesByState[state.rawValue]
    }

    /// Called by the bar showing the item whenever something it draws changes.
    var changeHandlers: [ObjectIdentifier: BarItemChangeHandler] = [:]

    /// Tells the bars showing the item to update it.
    func itemDidChange() {
        for handler in changeHandlers.values { handler.run(false) }
    }
}

/// What a bar runs when an item it shows changes, with whether the change should animate.
///
/// A struct rather than a bare closure type in the items' stored properties: the compiler mangled
/// a main-actor closure type inside these `@preconcurrency` classes two ways, so incremental builds
/// failed to link.
struct BarItemChangeHandler {
    let run: @MainActor (_ animated: Bool) -> Void
}
