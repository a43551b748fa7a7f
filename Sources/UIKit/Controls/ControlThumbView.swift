/// The knob of switches and sliders and the sliding selection of segmented controls: a circle (or
/// a rounded rectangle, given a `cornerRadius`) filling its bounds in `color`, with a soft shadow
/// below it, or, once given an image, that image alone (no shape, no shadow), as UIKit draws a
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

    /// The radius of a rounded-rectangle thumb; nil (the default) draws a circle.
    var cornerRadius: CGFloat? {
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

    /// Draws the shape and its shadow (the shadow's path given, so it needs no offscreen pass),
    /// or nothing but the image.
    private func refresh() {
        let drawsShape = image == nil
        let radius = min(cornerRadius ?? .greatestFiniteMagnitude, min(bounds.width, bounds.height) / 2)
        backgroundColor = drawsShape ? color : nil
        layer.cornerRadius = drawsShape ? radius : 0
        layer.shadowOpacity = drawsShape ? Self.shadowOpacity : 0
        layer.shadowPath = drawsShape ? shapePath(radius: radius) : nil
    }

    private func shapePath(radius: CGFloat) -> CGPath {
        guard cornerRadius != nil else { return CGPath(ellipseIn: bounds, transform: nil) }
        return CGPath(roundedRect: bounds, cornerWidth: radius, cornerHeight: radius, transform: nil)
    }
}
