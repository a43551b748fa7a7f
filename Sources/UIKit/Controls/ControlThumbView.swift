/// The round knob of switches and sliders: a circle filling its bounds in `color`, with a soft shadow
/// below it, or, once given an image, that image alone (no circle, no shadow), as UIKit draws a
/// custom thumb.
@MainActor
final class ControlThumbView: UIImageView {
    /// How dark the shadow is, how far it drops and how far it spreads (iOS's knob shadow, by eye).
    static let shadowOpacity: Float = 0.2
    static let shadowOffset = CGSize(width: 0, height: 3)
    static let shadowRadius: CGFloat = 4

    /// The colour of the default circle.
    var color: UIColor = .white {
        didSet { refresh() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOffset = Self.shadowOffset
        layer.shadowRadius = Self.shadowRadius
        refresh()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var image: UIImage? {
        didSet { refresh() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        refresh()
    }

    /// Draws the circle and its shadow (the shadow's path given, so it needs no offscreen pass),
    /// or nothing but the image.
    private func refresh() {
        let drawsCircle = image == nil
        backgroundColor = drawsCircle ? color : nil
        layer.cornerRadius = drawsCircle ? min(bounds.width, bounds.height) / 2 : 0
        layer.shadowOpacity = drawsCircle ? Self.shadowOpacity : 0
        layer.shadowPath = drawsCircle ? CGPath(ellipseIn: bounds, transform: nil) : nil
    }
}
