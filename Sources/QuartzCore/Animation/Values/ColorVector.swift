import CoreGraphics

/// A colour as numbers for blending: (gray, alpha) or (red, green, blue, alpha), straight alpha.
///
/// Two colours blend in one space: gray when both are gray, else RGB. Pattern colours are no
/// vectors, so animations switch them discretely.
struct ColorVector: Equatable {
    var values: [Double]
    var isGray: Bool

    init(values: [Double], isGray: Bool) {
        (self.values, self.isGray) = (values, isGray)
    }

    init?(_ color: CGColor) {
        guard color.pattern == nil else { return nil }
        if color.colorSpace?.model == .monochrome, let components = color.components, components.count == 2 {
            self.init(values: components.map { Double($0) }, isGray: true)
        } else {
            let (r, g, b, a) = color.rgba
            self.init(values: [r, g, b, a].map { Double($0) }, isGray: false)
        }
    }

    var inRGB: ColorVector {
        isGray ? ColorVector(values: [values[0], values[0], values[0], values[1]], isGray: false) : self
    }

    var color: CGColor {
        isGray
            ? CGColor(gray: values[0], alpha: values[1])
            : CGColor(red: values[0], green: values[1], blue: values[2], alpha: values[3])
    }

    /// The same colour with each component clamped to 0…1, as a layer stores it.
    var clamped: ColorVector {
        ColorVector(values: values.map { min(1, max(0, $0)) }, isGray: isGray)
    }

    /// Two colours in one space. A nil colour is the other one with alpha 0 when `nilIsTransparent`
    /// (so fading from nil keeps the hue), else all zeros (the neutral value of addition). Nil when
    /// both are nil or either is a pattern.
    static func pair(_ a: CGColor?, _ b: CGColor?, nilIsTransparent: Bool) -> (ColorVector, ColorVector)? {
        switch (a.flatMap(ColorVector.init), b.flatMap(ColorVector.init)) {
        case let (x?, y?):
            return x.isGray && y.isGray ? (x, y) : (x.inRGB, y.inRGB)
        case let (x?, nil) where b == nil:
            return (x, x.standIn(nilIsTransparent: nilIsTransparent))
        case let (nil, y?) where a == nil:
            return (y.standIn(nilIsTransparent: nilIsTransparent), y)
        default:
            return nil
        }
    }

    private func standIn(nilIsTransparent: Bool) -> ColorVector {
        guard nilIsTransparent else { return ColorVector(values: values.map { _ in 0 }, isGray: isGray) }
        var transparent = self
        transparent.values[values.count - 1] = 0
        return transparent
    }

    static func combine(_ a: ColorVector, _ b: ColorVector, _ f: (Double, Double) -> Double) -> ColorVector {
        ColorVector(values: zip(a.values, b.values).map(f), isGray: a.isGray)
    }

    static func distance(_ a: ColorVector, _ b: ColorVector) -> Double {
        zip(a.inRGB.values, b.inRGB.values).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
    }
}
