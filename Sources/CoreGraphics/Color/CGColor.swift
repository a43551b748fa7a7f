/// An immutable colour with its components, as Core Graphics defines it.
public final class CGColor: @unchecked Sendable, Equatable, CustomStringConvertible {
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha, each 0...1; only alpha for a pattern colour.
    public let components: [CGFloat]?
    /// The image a pattern colour repeats (`UIColor(patternImage:)`); nil for plain colours.
    package let pattern: PatternTile?
    /// The dynamic colour (a UIKit `UIColor` with light and dark values) this colour was resolved
    /// from, so a view can resolve it again when its appearance changes; nil for plain colours.
    package let appearanceSource: (any AnyObject & Sendable)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpaceCreateDeviceRGB()
        components = [red, green, blue, alpha]
        pattern = nil
        appearanceSource = nil
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpaceCreateDeviceGray()
        components = [gray, alpha]
        pattern = nil
        appearanceSource = nil
    }

    /// A colour that paints `pattern` repeated, at `alpha`.
    package init(pattern: PatternTile, alpha: CGFloat = 1) {
        colorSpace = nil
        components = [alpha]
        self.pattern = pattern
        appearanceSource = nil
    }

    /// `color` as resolved from the dynamic colour `source`.
    package init(_ color: CGColor, appearanceSource source: any AnyObject & Sendable) {
        colorSpace = color.colorSpace
        components = color.components
        pattern = color.pattern
        appearanceSource = source
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    public func copy(alpha: CGFloat) -> CGColor? {
        if let pattern { return CGColor(pattern: pattern, alpha: alpha) }
        let (r, g, b, _) = rgba
        return CGColor(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour as straight (not premultiplied) red, green, blue and alpha.
    package var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
        guard let c = components, pattern == nil else { return (0, 0, 0, alpha) }
        return c.count >= 4 ? (c[0], c[1], c[2], c[3]) : (c[0], c[0], c[0], c.count > 1 ? c[1] : 1)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.rgba == rhs.rgba && lhs.pattern?.image === rhs.pattern?.image && lhs.pattern?.scale == rhs.pattern?.scale
    }

    public var description: String {
        let (r, g, b, a) = rgba
        return "CGColor(r: \(r), g: \(g), b: \(b), a: \(a))"
    }
}
