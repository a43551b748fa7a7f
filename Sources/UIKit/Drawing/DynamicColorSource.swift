/// What a dynamic `UIColor` resolves through. Core Graphics colours resolved from one carry it as their
/// `appearanceSource`, so a layer's colour can be resolved again for other traits.
class DynamicColorSource: @unchecked Sendable {
    /// A name for descriptions.
    var name: String { "dynamic" }

    func resolvedColor(with traits: UITraitCollection) -> UIColor {
        fatalError("subclasses resolve")
    }

    func resolvedCGColor(with traits: UITraitCollection) -> CGColor {
        fatalError("subclasses resolve")
    }

    /// Whether the two resolve alike: the same system colour, or the same source.
    func isEqual(to other: DynamicColorSource) -> Bool {
        self === other
    }

    /// Equal sources hash alike.
    var sourceHash: Int { ObjectIdentifier(self).hashValue }

    /// The same dynamic colour with another alpha.
    func withAlpha(_ alpha: CGFloat) -> DynamicColorSource {
        ProviderColorSource { [self] traits in resolvedColor(with: traits).withAlphaComponent(alpha) }
    }
}

/// A system colour: one plain colour per appearance (light, dark, and for backgrounds the lighter
/// variants of elevated surfaces in dark), made once, so resolving allocates nothing.
final class SystemColorSource: DynamicColorSource, @unchecked Sendable {
    private let title: String
    /// Light, dark, elevated light, elevated dark.
    private let colors: [UIColor]
    /// `colors` as Core Graphics colours that remember this source; set once, in `init`.
    private var tagged: [CGColor] = []

    override var name: String { title }

    init(name: String, light: UIColor, dark: UIColor, elevatedDark: UIColor? = nil) {
        title = name
        colors = [light, dark, light, elevatedDark ?? dark]
        super.init()
        tagged = colors.map { CGColor($0.cgColor, appearanceSource: self) }
    }

    private func index(for traits: UITraitCollection) -> Int {
        (traits.userInterfaceStyle == .dark ? 1 : 0) + (traits.userInterfaceLevel == .elevated ? 2 : 0)
    }

    override func resolvedColor(with traits: UITraitCollection) -> UIColor {
        colors[index(for: traits)]
    }

    override func resolvedCGColor(with traits: UITraitCollection) -> CGColor {
        tagged[index(for: traits)]
    }

    override func isEqual(to other: DynamicColorSource) -> Bool {
        guard let other = other as? SystemColorSource else { return false }
        return other === self || (other.title == title && other.colors == colors)
    }

    override var sourceHash: Int { title.hashValue }

    override func withAlpha(_ alpha: CGFloat) -> DynamicColorSource {
        SystemColorSource(
            name: title, light: colors[0].withAlphaComponent(alpha), dark: colors[1].withAlphaComponent(alpha),
            elevatedDark: colors[3].withAlphaComponent(alpha))
    }
}

/// A colour an app's closure picks (`UIColor(dynamicProvider:)`), asked at every resolution.
final class ProviderColorSource: DynamicColorSource, @unchecked Sendable {
    private let provider: @Sendable (UITraitCollection) -> UIColor

    init(_ provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.provider = provider
    }

    override func resolvedColor(with traits: UITraitCollection) -> UIColor {
        provider(traits).resolvedColor(with: traits)
    }

    override func resolvedCGColor(with traits: UITraitCollection) -> CGColor {
        CGColor(resolvedColor(with: traits).cgColor, appearanceSource: self)
    }
}

extension UIColor {
    /// A colour of UIKit's own drawing with a light and a dark value; made once, where it is kept.
    static func appearance(_ name: String, light: UIColor, dark: UIColor) -> UIColor {
        UIColor(dynamicSource: SystemColorSource(name: name, light: light, dark: dark))
    }
}
