/// A font: family, size in points and weight. The system font is DejaVu Sans.
public final class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    public let familyName: String
    public let fontName: String
    public let pointSize: CGFloat
    let weight: Weight
    let isItalic: Bool

    init(family: String, size: CGFloat, weight: Weight, italic: Bool = false) {
        familyName = family
        pointSize = size
        self.weight = weight
        isItalic = italic
        fontName = family + (weight.rawValue >= Weight.bold.rawValue ? "-Bold" : "")
        super.init()
    }

    /// A font of the named family, or nil when fontconfig has no such family.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard TextLayout.hasFontFamily(fontName) else { return nil }
        self.init(family: fontName, size: fontSize, weight: .regular)
    }

    public static var systemFontSize: CGFloat { 17 }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: TextLayout.defaultFontFamily, size: fontSize, weight: weight)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: TextLayout.defaultFontFamily, size: fontSize, weight: .regular, italic: true)
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: familyName, size: fontSize, weight: weight, italic: isItalic)
    }

    /// A layout of `text` in this font, optionally wrapped at `width`.
    func layout(_ text: String, width: CGFloat? = nil) -> TextLayout {
        TextLayout(
            text: text, fontFamily: familyName, pointSize: pointSize, weight: FontWeight(rawValue: weight.rawValue),
            italic: isItalic, maxWidth: width)
    }
}
