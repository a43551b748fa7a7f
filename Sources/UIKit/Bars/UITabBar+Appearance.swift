/// The bar's look: its effective appearance — the selected item's, else the bar's standard one, or
/// at the content's bottom edge the scroll-edge one (else the standard one made transparent), as
/// iOS 15 and later choose — and the legacy properties, which write through into
/// `standardAppearance`.
extension UITabBar {
    /// The default colour of the items that are not selected.
    static var defaultUnselectedItemColor: UIColor { BarColors.unselectedItem }

    /// The shadow image shown: the appearance's.
    private var shownShadowImage: UIImage? {
        effectiveAppearance.shadowImage
    }

    /// The height of the strip above the bar: the shadow image's, else one pixel.
    var shadowHeight: CGFloat {
        shownShadowImage?.size.height ?? 1 / max(1, contentScaleFactor)
    }

    /// Writes the legacy background properties into the standard appearance.
    func updateBackground() {
        let appearance = standardAppearance
        appearance.takeLegacyBackground(barStyle: barStyle, isTranslucent: isTranslucent, barTintColor: barTintColor)
        appearance.backgroundImage = backgroundImage
        // Only a custom background image lets `shadowImage` replace the hairline.
        appearance.shadowImage = backgroundImage == nil ? nil : shadowImage
    }

    var appearanceHandler: BarItemChangeHandler {
        BarItemChangeHandler { [weak self] _ in self?.updateAppearance() }
    }

    func adopt(_ appearance: UITabBarAppearance?, replacing old: UITabBarAppearance?) -> UITabBarAppearance? {
        old?.changeHandlers[ObjectIdentifier(self)] = nil
        let copy: UITabBarAppearance? = appearance?.copy()
        copy?.changeHandlers[ObjectIdentifier(self)] = appearanceHandler
        return copy
    }

    /// The appearance the bar draws now.
    var effectiveAppearance: UITabBarAppearance {
        let standard = selectedItem?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if let edge = selectedItem?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let transparent: UITabBarAppearance = standard.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// Shows the effective appearance: the blur, the fill, the shadow and the items' looks.
    func updateAppearance() {
        let appearance = effectiveAppearance
        effectView.effect = appearance.backgroundEffect
        effectView.isHidden = appearance.backgroundEffect == nil
        background.fill = appearance.backgroundImage.map { .image($0) } ?? .color(appearance.backgroundColor ?? .clear)
        background.shadow = appearance.shadowImage.map { .image($0) } ?? .color(appearance.shadowColor ?? .clear)
        let style = itemLayoutStyle
        let itemAppearance =
            switch style {
            case .stacked: appearance.stackedLayoutAppearance
            case .inline: appearance.inlineLayoutAppearance
            case .compactInline: appearance.compactInlineLayoutAppearance
            }
        for button in buttons {
            button.layoutStyle = style
            button.itemAppearance = itemAppearance
        }
        setNeedsLayout()
    }

    /// The items' layout, as iOS chooses it: inline in a regular-width bar, compact inline in a
    /// compact-height one, else stacked.
    var itemLayoutStyle: UITabBarItemAppearance.Style {
        let traits = traitCollection
        if traits.horizontalSizeClass == .regular { return .inline }
        return traits.verticalSizeClass == .compact ? .compactInline : .stacked
    }

    func updateItemColors() {
        let color = unselectedItemTintColor ?? Self.defaultUnselectedItemColor
        for button in buttons { button.unselectedColor = color }
    }
}
