import Foundation

/// The colours, fonts and corners a configuration draws with in the state `updated(for:)` took
/// in, after iOS 17's light look (measured by eye; Apple does not document these values):
///
/// | style | background | foreground |
/// | --- | --- | --- |
/// | plain, borderless | none | tint |
/// | tinted, borderedTinted | tint at 15 % | tint |
/// | gray, bordered | `secondarySystemFill` | tint |
/// | filled, borderedProminent | tint | white |
///
/// Highlighted: a plain foreground at half its opacity, a translucent background 1.6 times as
/// opaque, an opaque one mixed with 20 % black. Disabled: `tertiaryLabel` content on
/// `tertiarySystemFill` (none for plain). Selected, with `automaticallyUpdateForSelection`: plain
/// looks tinted, tinted and gray look filled.
extension UIButton.Configuration {
    /// Corner radii of the fixed corner styles.
    static let smallCornerRadius: CGFloat = 4
    static let mediumCornerRadius: CGFloat = 6
    static let largeCornerRadius: CGFloat = 10

    private var state: UIControl.State { appliedState ?? .normal }
    private var tint: UIColor { appliedTint ?? .systemBlue }

    /// The style as the state shows it (selection strengthens it).
    private var shownStyle: Style {
        guard automaticallyUpdateForSelection, state.contains(.selected) else { return style }
        switch style {
        case .plain: return .tinted
        case .tinted, .gray, .filled: return .filled
        }
    }

    /// The colour of the title, subtitle, template images and the activity indicator.
    var resolvedForegroundColor: UIColor {
        if state.contains(.disabled) { return .tertiaryLabel }
        let base = baseForegroundColor ?? (shownStyle == .filled ? .white : tint)
        guard state.contains(.highlighted), shownStyle == .plain else { return base }
        return base.withAlphaComponent(base.cgColor.alpha * 0.5)
    }

    /// The background's fill: `background.backgroundColor` when set, else the style's.
    var resolvedBackgroundColor: UIColor {
        if let color = background.backgroundColor { return color }
        if shownStyle == .plain { return .clear }
        if state.contains(.disabled) { return .tertiarySystemFill }
        let base: UIColor =
            switch shownStyle {
            case .plain: .clear
            case .tinted: (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .gray: baseBackgroundColor ?? .secondarySystemFill
            case .filled: baseBackgroundColor ?? tint
            }
        return state.contains(.highlighted) ? Self.highlighted(base) : base
    }

    /// The corner radius for a background `height` points high.
    func resolvedCornerRadius(forHeight height: CGFloat) -> CGFloat {
        let style = cornerStyle == .dynamic ? buttonSize.dynamicCornerStyle : cornerStyle
        switch style {
        case .fixed, .dynamic: return background.cornerRadius
        case .small: return Self.smallCornerRadius
        case .medium: return Self.mediumCornerRadius
        case .large: return Self.largeCornerRadius
        case .capsule: return height / 2
        }
    }

    /// The title's font: the size's text style, semibold above a subtitle.
    var titleFont: UIFont {
        let weight: UIFont.Weight = attributedSubtitle == nil ? .regular : .semibold
        return .systemFont(ofSize: buttonSize.titleFontSize, weight: weight)
    }

    var subtitleFont: UIFont {
        .systemFont(ofSize: buttonSize.subtitleFontSize)
    }

    /// The title ready to draw: its own attributes over the configuration's font and colour, then
    /// through the transformer.
    var drawableTitle: NSAttributedString? {
        attributedTitle.map { drawable($0, font: titleFont, transform: titleTextAttributesTransformer) }
    }

    var drawableSubtitle: NSAttributedString? {
        attributedSubtitle.map { drawable($0, font: subtitleFont, transform: subtitleTextAttributesTransformer) }
    }

    private func drawable(
        _ text: AttributedString, font: UIFont, transform: UIConfigurationTextAttributesTransformer?
    ) -> NSAttributedString {
        var defaults = AttributeContainer()
        defaults.font = font
        defaults.foregroundColor = resolvedForegroundColor
        return .drawable(text, defaults: defaults, transform: transform)
    }

    /// A background colour pressed: a translucent one more opaque, an opaque one darker.
    private static func highlighted(_ color: UIColor) -> UIColor {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
        if alpha < 1 { return color.withAlphaComponent(min(1, alpha * 1.6)) }
        return UIColor(red: red * 0.8, green: green * 0.8, blue: blue * 0.8, alpha: alpha)
    }
}
