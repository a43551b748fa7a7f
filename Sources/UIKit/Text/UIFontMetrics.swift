/// Scales fonts and distances as a text style grows and shrinks with the content size category, so
/// custom fonts follow Dynamic Type as the preferred fonts do. Usable on any thread.
public final class UIFontMetrics: NSObject, Sendable {
    let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` at the size this style's scaling gives it for the current content size category; labels,
    /// buttons and text fields with `adjustsFontForContentSizeCategory` rescale it when the category changes.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// As `scaledFont(for:)`, never larger than `maximumPointSize` (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// As `scaledFont(for:)`, for the content size category of `traitCollection`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// As `scaledFont(for:maximumPointSize:)`, for the content size category of `traitCollection`.
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let scaling = DynamicTypeScaling(
            textStyle: textStyle, baseSize: font.pointSize,
            maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil)
        return font.withSize(scaling.pointSize(for: .resolving(traitCollection)), scaling: scaling)
    }

    /// `value` scaled as this style's text is for the current content size category (a spacing that
    /// grows with the text, say).
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled as this style's text is for the content size category of `traitCollection`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * textStyle.size(for: .resolving(traitCollection)) / textStyle.size(for: .large)
    }
}

extension UIContentSizeCategory {
    /// The category of `traits` when it specifies one, else that of the current trait collection
    /// (the app's preferred category outside drawing and layout).
    static func resolving(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        if let category = traits?.preferredContentSizeCategory, category != .unspecified { return category }
        let current = TraitCurrency.resolving.preferredContentSizeCategory
        return current == .unspecified ? .large : current
    }
}
