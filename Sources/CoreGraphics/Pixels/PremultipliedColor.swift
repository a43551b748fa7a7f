import CPixman

/// A colour as the compositor blends it: premultiplied, each component 0...1.
///
/// System programming interface rather than `package`, like `PixelBox`, so its small members inline
/// into the compositor.
@_spi(Compositing)
public struct PremultipliedColor: Equatable {
    public var red, green, blue, alpha: Double

    @inlinable public static var clear: PremultipliedColor { PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0) }

    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// `color` at `alpha` times its own alpha; nil for pattern colours, which only cairo can paint.
    public init?(_ color: CGColor, alpha: Double = 1) {
        guard color.pattern == nil else { return nil }
        let (r, g, b, a) = color.rgba
        let total = max(0, min(1, Double(a) * alpha))
        self.init(red: Double(r) * total, green: Double(g) * total, blue: Double(b) * total, alpha: total)
    }

    @inlinable public var isOpaque: Bool { alpha >= 1 }

    @inlinable
    public func scaled(by factor: Double) -> PremultipliedColor {
        PremultipliedColor(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }

    var pixman: pixman_color_t {
        func channel(_ v: Double) -> UInt16 { UInt16(max(0, min(1, v)) * 65535 + 0.5) }
        return pixman_color_t(red: channel(red), green: channel(green), blue: channel(blue), alpha: channel(alpha))
    }
}
