/// A font weight on UIKit's scale (`UIFont.Weight.rawValue`): -1 (lightest) ... 0 (regular) ... 1.
package struct FontWeight: Sendable, Hashable {
    package var rawValue: CGFloat

    package init(rawValue: CGFloat) {
        self.rawValue = rawValue
    }

    package static let ultraLight = FontWeight(rawValue: -0.8)
    package static let thin = FontWeight(rawValue: -0.6)
    package static let light = FontWeight(rawValue: -0.4)
    package static let regular = FontWeight(rawValue: 0)
    package static let medium = FontWeight(rawValue: 0.23)
    package static let semibold = FontWeight(rawValue: 0.3)
    package static let bold = FontWeight(rawValue: 0.4)
    package static let heavy = FontWeight(rawValue: 0.56)
    package static let black = FontWeight(rawValue: 0.62)

    /// UIKit's named weights and the OpenType (and Pango) weights they correspond to.
    private static let anchors: [(CGFloat, CGFloat)] = [
        (-1, 100), (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700),
        (0.56, 800), (0.62, 900), (1, 1000),
    ]

    /// The OpenType weight, 100...1000, interpolated linearly between UIKit's named weights.
    package var openTypeWeight: Int {
        let w = max(-1, min(1, rawValue.isFinite ? rawValue : 0))
        for (lower, upper) in zip(Self.anchors, Self.anchors.dropFirst()) where w <= upper.0 {
            let fraction = upper.0 == lower.0 ? 0 : (w - lower.0) / (upper.0 - lower.0)
            return Int((lower.1 + fraction * (upper.1 - lower.1)).rounded())
        }
        return 1000
    }
}
