import Synchronization

/// A font: a face of an installed family at a size in points, resolved through fontconfig.
///
/// The system font is DejaVu Sans, the monospaced system font DejaVu Sans Mono. Fonts are
/// immutable and can be made and used on any thread; two fonts are equal when their `fontName`,
/// `pointSize` and digit spacing are.
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

    /// The family's name, as `UIFont.familyNames` lists it ("DejaVu Sans").
    public let familyName: String
    /// The face's PostScript name ("DejaVuSans-Bold").
    public let fontName: String
    /// What Pango is asked for when this font lays out text.
    package let textFont: FontDescription
    let isMonospaced: Bool
    /// How the font follows Dynamic Type, for a font from `preferredFont(forTextStyle:)` or
    /// `UIFontMetrics`; set only while the font is being made, before anyone else sees it.
    var dynamicTypeScaling: DynamicTypeScaling?
    /// The metrics, once asked for (`UIFont+Metrics.swift`): a list row reads its fonts' ascenders
    /// at every layout, and the shared table hashes the whole description.
    let measuredMetrics = Mutex<FontMetrics?>(nil)

    public var pointSize: CGFloat { textFont.pointSize }

    init(face: FontFace, size: CGFloat, tabularDigits: Bool = false) {
        familyName = face.family
        fontName = face.postscriptName
        textFont = face.description(pointSize: Self.usableSize(size), tabularDigits: tabularDigits)
        isMonospaced = face.monospaced
        super.init()
    }

    /// A font of `family` nearest the given style; if fontconfig has no such family, Pango's
    /// choice for the name, under a made-up PostScript-style name.
    init(family: String, size: CGFloat, weight: Weight, italic: Bool = false, tabularDigits: Bool = false) {
        let size = Self.usableSize(size)
        let openTypeWeight = FontWeight(rawValue: weight.rawValue).openTypeWeight
        if let face = FontCatalog.face(inFamily: family, weight: openTypeWeight, italic: italic) {
            familyName = face.family
            fontName = face.postscriptName
            textFont = face.description(pointSize: size, tabularDigits: tabularDigits)
            isMonospaced = face.monospaced
        } else {
            let style = (openTypeWeight >= 600 ? "Bold" : "") + (italic ? "Italic" : "")
            familyName = family
            fontName = family.filter { !$0.isWhitespace } + (style.isEmpty ? "" : "-" + style)
            textFont = FontDescription(
                family: family, pointSize: size, weight: openTypeWeight, italic: italic, tabularDigits: tabularDigits)
            isMonospaced = false
        }
        super.init()
    }

    /// The font with this PostScript name ("DejaVuSans-Bold"), family name ("DejaVu Sans") or
    /// family and style ("DejaVu Sans-Oblique"), or nil when fontconfig has nothing by that name.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = FontCatalog.face(named: fontName) else { return nil }
        self.init(face: face, size: fontSize)
    }

    /// The font a descriptor describes, at `pointSize` (zero: the descriptor's size). A descriptor
    /// naming no installed font gives the system font.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        if let face = descriptor.face {
            self.init(face: face, size: size, tabularDigits: descriptor.tabularDigits)
        } else {
            self.init(
                family: FontDescription.defaultFamily, size: size, weight: .regular,
                tabularDigits: descriptor.tabularDigits)
        }
    }

    /// The installed font families' names, sorted.
    public class var familyNames: [String] {
        FontCatalog.familyNames
    }

    /// The PostScript names of a family's faces, for `init(name:size:)`; empty for unknown families.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        FontCatalog.faces(inFamily: familyName).map(\.postscriptName)
    }

    /// The same face at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var description = textFont
        description.pointSize = max(0, fontSize)
        return UIFont(copying: self, textFont: description)
    }

    /// The same face at another size, following Dynamic Type as `scaling` says.
    func withSize(_ fontSize: CGFloat, scaling: DynamicTypeScaling?) -> UIFont {
        let font = withSize(fontSize)
        font.dynamicTypeScaling = scaling
        return font
    }

    private init(copying font: UIFont, textFont: FontDescription) {
        familyName = font.familyName
        fontName = font.fontName
        isMonospaced = font.isMonospaced
        self.textFont = textFont
        super.init()
    }

    /// The face's description, from which fonts of other sizes and traits can be made.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(font: self)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.fontName == fontName && other.pointSize == pointSize
            && other.textFont.tabularDigits == textFont.tabularDigits
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(textFont.tabularDigits)
        return hasher.finalize()
    }

    public override var description: String {
        "<UIFont> font-family: \"\(familyName)\"; font-name: \"\(fontName)\"; font-size: \(pointSize)pt"
    }
}
