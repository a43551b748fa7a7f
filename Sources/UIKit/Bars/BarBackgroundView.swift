/// The back of a navigation bar or toolbar, drawn from a bar appearance: the effect (a real blur
/// of what is behind the bar), the colour over it, the image over that, and the shadow — a
/// one-pixel line in the shadow colour, or the shadow image — along the edge facing the content
/// (the bottom of a navigation bar, the top of a toolbar).
@MainActor
final class BarBackgroundView: UIView {
    /// Which edge the shadow runs along.
    enum ShadowEdge {
        case top
        case bottom
    }

    let shadowEdge: ShadowEdge
    private let effectView = UIVisualEffectView(effect: nil)
    private let colorView = UIView()
    private let imageView = UIImageView(frame: .zero)
    private let shadowView = UIImageView(frame: .zero)

    init(shadowEdge: ShadowEdge) {
        self.shadowEdge = shadowEdge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for view in [effectView, colorView, imageView, shadowView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `appearance`'s background and shadow.
    func apply(_ appearance: UIBarAppearance) {
        effectView.effect = appearance.backgroundEffect
        effectView.isHidden = appearance.backgroundEffect == nil
        colorView.backgroundColor = appearance.backgroundColor
        colorView.isHidden = appearance.backgroundColor == nil
        imageView.image = appearance.backgroundImage
        imageView.contentMode = appearance.backgroundImageContentMode
        imageView.isHidden = appearance.backgroundImage == nil
        let shadowImage = appearance.shadowImage
        if let shadowImage {
            let tinted = shadowImage.renderingMode == .alwaysTemplate && appearance.shadowColor != nil
            shadowView.image = tinted ? shadowImage.withTintColor(appearance.shadowColor!) : shadowImage
            shadowView.backgroundColor = nil
        } else {
            shadowView.image = nil
            shadowView.backgroundColor = appearance.shadowColor
        }
        shadowView.isHidden = shadowImage == nil && (appearance.shadowColor?.cgColor.alpha ?? 0) == 0
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        effectView.frame = bounds
        colorView.frame = bounds
        imageView.frame = bounds
        let height = shadowView.image?.size.height ?? 1 / max(contentScaleFactor, 1)
        let y = shadowEdge == .bottom ? bounds.height - height : 0
        shadowView.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
    }
}
