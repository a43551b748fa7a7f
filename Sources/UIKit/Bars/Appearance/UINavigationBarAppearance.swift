import Foundation

/// How a navigation bar looks: its background (from `UIBarAppearance`), its title and large
/// title's text attributes, the title's position, its buttons and the back indicator.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's attributes over the bar's 17-point semibold label-coloured title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { appearanceDidChange() }
    }

    /// The large title's attributes over the bar's 34-point bold label-coloured title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { appearanceDidChange() }
    }

    /// Moves the inline title from its place.
    open var titlePositionAdjustment = UIOffset.zero {
        didSet { appearanceDidChange() }
    }

    /// The look of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) {
        didSet { appearanceDidChange() }
    }

    /// The look of `.done` bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) {
        didSet { appearanceDidChange() }
    }

    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain) {
        didSet { appearanceDidChange() }
    }

    /// The image shown instead of the back chevron; nil for the chevron.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask of the back indicator while a push or pop moves the back title.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    public override init(idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
        backButtonAppearance = other.backButtonAppearance.copy()
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the back indicator and its transition mask; both or neither (one nil clears both), as
    /// on iOS.
    open func setBackIndicatorImage(
        _ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?
    ) {
        let both = backIndicatorImage != nil && backIndicatorTransitionMaskImage != nil
        self.backIndicatorImage = both ? backIndicatorImage : nil
        self.backIndicatorTransitionMaskImage = both ? backIndicatorTransitionMaskImage : nil
        appearanceDidChange()
    }

    /// The button look for an item of `style`.
    func buttonAppearance(for style: UIBarButtonItem.Style) -> UIBarButtonItemAppearance {
        style == .done ? doneButtonAppearance : buttonAppearance
    }
}
