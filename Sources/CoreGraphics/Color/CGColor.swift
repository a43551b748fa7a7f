/// An immutable colour with its components, as Core Graphics defines it.
public final class CGColor: @unchecked Sendable, Equatable, CustomStringConvertible {
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha, each 0...1.
    public let components: [CGFloat]?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpaceCreateDeviceRGB()
        components = [red, green, blue, alpha]
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpaceCreateDeviceGray()
        components = [gray, alpha]
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
        let (r, g, b, _) = rgba
        return CGColor(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour as straight (not premultiplied) red, green, blue and alpha.
    package var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
        guard let c = components else { return (0, 0, 0, 1) }
        return c.count >= 4 ? (c[0], c[1], c[2], c[3]) : (c[0], c[0], c[0], c.count > 1 ? c[1] : 1)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.rgba == rhs.rgba
    }

    public var description: String {
        let (r, g, b, a) = rgba
        return "CGColor(r: \(r), g: \(g), b: \(b), a: \(a))"
    }
}
