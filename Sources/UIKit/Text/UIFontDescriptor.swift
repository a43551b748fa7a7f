/// A description of a font by attributes (name, family, face, size) from which a `UIFont` is made;
/// the way to ask for the bold or italic face of a font's family.
///
/// Attributes resolve against fontconfig's installed faces when the descriptor is made. Immutable,
/// usable on any thread.
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// Stylistic traits of a face.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The keys of `fontAttributes`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
    }

    /// The attributes the descriptor was made with.
    public let fontAttributes: [AttributeName: Any]
    /// The installed face the attributes resolve to, if any.
    let face: FontFace?
    let tabularDigits: Bool

    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        face = Self.resolve(attributes)
        tabularDigits = false
        super.init()
    }

    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    public convenience override init() {
        self.init(fontAttributes: [:])
    }

    init(face: FontFace?, size: CGFloat, tabularDigits: Bool, attributes: [AttributeName: Any]? = nil) {
        var base: [AttributeName: Any] = [.size: size]
        if let face { base[.name] = face.postscriptName }
        fontAttributes = attributes ?? base
        self.face = face
        self.tabularDigits = tabularDigits
        super.init()
    }

    convenience init(font: UIFont) {
        let face = FontCatalog.face(named: font.fontName)
        self.init(face: face, size: font.pointSize, tabularDigits: font.textFont.tabularDigits)
    }

    /// The PostScript name of the face the descriptor resolves to (or the name it was given).
    public var postscriptName: String {
        face?.postscriptName ?? (fontAttributes[.name] as? String) ?? ""
    }

    /// The size in points; zero when none was given.
    public var pointSize: CGFloat {
        Self.number(fontAttributes[.size]) ?? 0
    }

    public var symbolicTraits: SymbolicTraits {
        guard let face else { return [] }
        var traits: SymbolicTraits = []
        if face.italic { traits.insert(.traitItalic) }
        if face.weight >= 700 { traits.insert(.traitBold) }
        if face.width < 100 { traits.insert(.traitCondensed) }
        if face.width > 100 { traits.insert(.traitExpanded) }
        if face.monospaced { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// A descriptor for the face of the same family with exactly these traits (bold, italic,
    /// condensed, expanded, monospaced), or nil when the family has no such face. Asking for
    /// `.traitMonoSpace` from a proportional family looks in the monospaced system family.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var family = face?.family ?? FontDescription.defaultFamily
        if symbolicTraits.contains(.traitMonoSpace), face?.monospaced != true {
            family = FontDescription.monospacedFamily
        }
        let bold = symbolicTraits.contains(.traitBold)
        let italic = symbolicTraits.contains(.traitItalic)
        let width =
            symbolicTraits.contains(.traitCondensed) ? 75 : symbolicTraits.contains(.traitExpanded) ? 125 : 100
        let candidates = FontCatalog.faces(inFamily: family).filter { candidate in
            candidate.italic == italic && (candidate.weight >= 700) == bold
                && (candidate.width < 100, candidate.width > 100) == (width < 100, width > 100)
        }
        let target = bold ? 700 : 400
        guard let match = candidates.min(by: { abs($0.weight - target) < abs($1.weight - target) }) else { return nil }
        return UIFontDescriptor(face: match, size: pointSize, tabularDigits: tabularDigits)
    }

    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.size] = newPointSize
        return UIFontDescriptor(face: face, size: newPointSize, tabularDigits: tabularDigits, attributes: attributes)
    }

    /// A descriptor for the regular face of another family, at the same size.
    public func withFamily(_ newFamily: String) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: [.family: newFamily, .size: pointSize])
    }

    /// A descriptor for another face ("Bold", "Oblique") of the same family, at the same size.
    public func withFace(_ newFace: String) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: [
            .family: face?.family ?? FontDescription.defaultFamily, .face: newFace, .size: pointSize,
        ])
    }

    /// A descriptor whose attributes are these merged over the current ones.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return other.postscriptName == postscriptName && other.pointSize == pointSize
            && other.tabularDigits == tabularDigits
    }

    public override var hash: Int {
        postscriptName.hashValue ^ pointSize.hashValue
    }

    /// The face named, or the named face of the family, or the family's regular face.
    private static func resolve(_ attributes: [AttributeName: Any]) -> FontFace? {
        if let name = attributes[.name] as? String { return FontCatalog.face(named: name) }
        guard let family = attributes[.family] as? String else { return nil }
        if let style = attributes[.face] as? String {
            let wanted = style.lowercased()
            let faces = FontCatalog.faces(inFamily: family)
            return faces.first { face in face.styleAliases.contains { $0.lowercased() == wanted } }
                ?? FontCatalog.face(named: family + "-" + style)
        }
        return FontCatalog.regularFace(ofFamily: family)
    }

    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}
