/// A view that shows an effect: with a `UIBlurEffect`, a real Gaussian blur of whatever lies behind
/// it (the compositor blurs the window's pixels beneath the view and tints them with the material,
/// keeping the blur while nothing beneath changes); with a `UIVibrancyEffect`, its content drawn in
/// the vibrancy colour. Add subviews to `contentView`, not to the effect view itself.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add content to, over the effect.
    public let contentView = UIView()

    /// The effect shown; nil shows nothing but the content. Changing it inside an animation block
    /// fades the tint.
    open var effect: UIVisualEffect? {
        didSet { if effect != oldValue { applyEffect() } }
    }

    open override class var layerClass: AnyClass { BackdropBlurLayer.self }

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        super.addSubview(contentView)
        applyEffect()
    }

    /// Shows the effect: the blur radius and tint, or the vibrancy colour on the content.
    private func applyEffect() {
        let backdrop = layer as? BackdropBlurLayer
        switch effect {
        case let blur as UIBlurEffect:
            let material = blur.material
            backdrop?.blurRadius = material.radius
            super.backgroundColor = material.tint
            contentView.tintColor = nil
            contentView.alpha = 1
        case let vibrancy as UIVibrancyEffect:
            backdrop?.blurRadius = 0
            super.backgroundColor = nil
            let look = vibrancy.contentLook
            contentView.tintColor = look.color
            contentView.alpha = look.opacity
        default:
            backdrop?.blurRadius = 0
            super.backgroundColor = nil
            contentView.tintColor = nil
            contentView.alpha = 1
        }
    }
}
