/// Dynamic Type's text styles, at iOS's sizes for each content size category.
extension UIFont {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The system font at the style's size for the app's preferred content size category, and its
    /// weight (headline is semibold); unknown styles give the body font. Labels, buttons and text
    /// fields with `adjustsFontForContentSizeCategory` follow later changes of the category.
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font at the style's size for the content size category of `traitCollection` (when
    /// it has none, the app's preferred one).
    public class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let category = UIContentSizeCategory.resolving(traitCollection)
        let font = systemFont(
            ofSize: style.size(for: category), weight: style == .headline ? .semibold : .regular)
        font.dynamicTypeScaling = DynamicTypeScaling(textStyle: style, baseSize: nil, maximumPointSize: nil)
        return font
    }

    /// This font for the content size category of `traits`, when it follows Dynamic Type; else itself.
    func adjusted(to traits: UITraitCollection) -> UIFont {
        guard let scaling = dynamicTypeScaling else { return self }
        let size = scaling.pointSize(for: UIContentSizeCategory.resolving(traits))
        return size == pointSize ? self : withSize(size, scaling: scaling)
    }
}

/// How a font follows the content size category: a preferred font takes its style's size (`baseSize`
/// nil), a font from `UIFontMetrics` grows its own size as the style does, up to a maximum.
struct DynamicTypeScaling: Sendable, Equatable {
    var textStyle: UIFont.TextStyle
    var baseSize: CGFloat?
    var maximumPointSize: CGFloat?

    func pointSize(for category: UIContentSizeCategory) -> CGFloat {
        guard let baseSize else { return textStyle.size(for: category) }
        let scaled = (baseSize * textStyle.size(for: category) / textStyle.size(for: .large)).rounded()
        return maximumPointSize.map { min($0, scaled) } ?? scaled
    }
}

extension UIFont.TextStyle {
    /// iOS's point size of the style at `category` (the Human Interface Guidelines' Dynamic Type table),
    /// from extra small to accessibility extra extra extra large; unknown styles size as body.
    func size(for category: UIContentSizeCategory) -> CGFloat {
        let sizes = Self.sizes[self] ?? Self.sizes[.body]!
        return sizes[category.index]
    }

    private static let sizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
}
