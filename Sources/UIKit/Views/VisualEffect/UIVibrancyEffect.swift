import Foundation

/// How content in a vibrancy effect view stands out from the blur under it.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}

/// Makes the content of a `UIVisualEffectView` vibrant over a blur: here the content is drawn in
/// the style's colour for the blur's material (template images and tinted views take it as their
/// tint colour) at the style's opacity, an approximation of iOS's blending with the backdrop.
/// Put the vibrancy view in the `contentView` of a blur effect view.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content is over.
    public let blurEffect: UIBlurEffect
    /// How strongly the content stands out.
    public let style: UIVibrancyEffectStyle

    /// Vibrancy of `style` over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Label-strength vibrancy over `blurEffect`.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    public required init?(coder: NSCoder) {
        blurEffect = UIBlurEffect(style: .systemMaterial)
        style = .label
        super.init(coder: coder)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return other.style == style && other.blurEffect.style == blurEffect.style
    }

    open override var hash: Int { blurEffect.style.rawValue &* 31 &+ style.rawValue }

    /// The colour content takes, and the opacity it is drawn at.
    var contentLook: (color: UIColor, opacity: CGFloat) {
        let dark = blurEffect.material.isDark
        let opacity: CGFloat =
            switch style {
            case .label, .fill: 1
            case .secondaryLabel, .secondaryFill: 0.7
            case .tertiaryLabel, .tertiaryFill, .separator: 0.45
            case .quaternaryLabel: 0.3
            }
        return (dark ? UIColor(white: 1, alpha: 0.75) : UIColor(white: 0.25, alpha: 0.75), opacity)
    }
}
