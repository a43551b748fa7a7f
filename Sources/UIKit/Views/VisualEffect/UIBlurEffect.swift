import Foundation

/// A blur of what lies behind a `UIVisualEffectView`, tinted by a material: the compositor blurs
/// the pixels beneath the view with a Gaussian (`BlurMaterial` holds each style's radius and tint)
/// and keeps the blur while nothing beneath changes.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The materials, as iOS numbers them. The `system…` styles without Light or Dark follow the
    /// interface style (light here).
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        @available(*, unavailable, message: "extraDark is tvOS only")
        case extraDark = 3
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The material.
    public let style: Style

    /// A blur in `style`'s material.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        style = Style(rawValue: coder.decodeInteger(forKey: "UIBlurEffectStyle")) ?? .systemMaterial
        super.init(coder: coder)
    }

    open override func encode(with coder: NSCoder) {
        coder.encode(style.rawValue, forKey: "UIBlurEffectStyle")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIBlurEffect)?.style == style
    }

    open override var hash: Int { style.rawValue }

    /// The radius and tint the material draws with.
    var material: BlurMaterial { BlurMaterial(style) }
}
