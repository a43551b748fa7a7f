/// The bar's colours: iOS 17's light and dark defaults, and how the appearance properties
/// override them.
extension UITabBar {
    /// The default colour of the items that are not selected.
    static let defaultUnselectedItemColor = UIColor(white: 0.6, alpha: 1)

    /// The fill of a bar without `barTintColor` or `backgroundImage`.
    var defaultBarColor: UIColor { barStyle.barBackground(translucent: isTranslucent) }

    /// The colour of the one-pixel line above a bar without a custom shadow.
    var hairlineColor: UIColor {
        barStyle.hairlineColor()
    }

    /// The shadow image shown: only a custom background image lets `shadowImage` replace the hairline.
    private var shownShadowImage: UIImage? {
        backgroundImage == nil ? nil : shadowImage
    }

    /// The height of the strip above the bar: the shadow image's, else one pixel.
    var shadowHeight: CGFloat {
        shownShadowImage?.size.height ?? 1 / max(1, contentScaleFactor)
    }

    func updateBackground() {
        background.fill = backgroundImage.map { .image($0) } ?? .color(barTintColor ?? defaultBarColor)
        background.shadow = shownShadowImage.map { .image($0) } ?? .color(hairlineColor)
        setNeedsLayout()
    }

    func updateItemColors() {
        let color = unselectedItemTintColor ?? Self.defaultUnselectedItemColor
        for button in buttons { button.unselectedColor = color }
    }
}
