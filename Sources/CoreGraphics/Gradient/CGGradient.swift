/// A smooth transition between colours at locations from 0 to 1; draw it with a context's
/// `drawLinearGradient` or `drawRadialGradient`.
///
/// Colours are interpolated component by component, unpremultiplied, in device RGB (which
/// Casement treats as sRGB), whatever colour space the gradient is made with.
public final class CGGradient: @unchecked Sendable {
    /// The stops as (location, straight red, green, blue, alpha), sorted by location.
    package let stops: [(location: CGFloat, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)]

    private init?(colors: [(CGFloat, CGFloat, CGFloat, CGFloat)], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        let locations =
            locations
            ?? (colors.count == 1 ? [0] : (0..<colors.count).map { CGFloat($0) / CGFloat(colors.count - 1) })
        guard locations.count >= colors.count else { return nil }
        stops = zip(locations, colors)
            .map { (location: min(1, max(0, $0)), red: $1.0, green: $1.1, blue: $1.2, alpha: $1.3) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// A gradient through `colors` at `locations` (as many values as colours, 0...1), or evenly
    /// spaced from 0 to 1 when `locations` is nil. Nil when there are no colours.
    ///
    /// iOS takes the colours as a `CFArray`; here they are a Swift array of `CGColor`.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        self.init(
            colors: colors.map(\.rgba),
            locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: colors.count)) })
    }

    /// The same with the locations as an array (Swift arrays also pass to the pointer form; this
    /// one is picked for array literals).
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]) {
        self.init(colors: colors.map(\.rgba), locations: locations)
    }

    /// The same with the colours as a `CFArray` of `CGColor`, iOS's own signature
    /// (`[a.cgColor, b.cgColor] as CFArray`); elements that are not colours are skipped.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        self.init(colorsSpace: space, colors: colors.compactMap { $0 as? CGColor }, locations: locations)
    }

    /// A gradient of `count` colours given as `components` (the space's components and alpha for
    /// each colour in turn: 4 values per colour in RGB, 2 in grey) at `locations` (nil: evenly spaced).
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        let perColor = space.numberOfComponents + 1
        self.init(
            colorSpace: space, colorComponents: Array(UnsafeBufferPointer(start: components, count: count * perColor)),
            locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) }, count: count)
    }

    /// The same with the components and locations as arrays.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: [CGFloat], locations: [CGFloat]?, count: Int
    ) {
        let perColor = space.numberOfComponents + 1
        guard count > 0, components.count >= count * perColor else { return nil }
        let colors = (0..<count).map { i -> (CGFloat, CGFloat, CGFloat, CGFloat) in
            let c = components[(i * perColor)..<(i * perColor + perColor)].map { $0 }
            return perColor == 4 ? (c[0], c[1], c[2], c[3]) : (c[0], c[0], c[0], c[1])
        }
        self.init(colors: colors, locations: locations)
    }
}

/// Whether a gradient also paints beyond its ends, continuing the end colours.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Extends the first colour before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extends the last colour beyond the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
