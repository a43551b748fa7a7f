/// The ring of an activity indicator: eight rounded spokes around the centre of its bounds, the
/// one at twelve o'clock in full colour and each one further anticlockwise fainter, so that turning
/// the ring clockwise makes the bright spoke lead. Each spoke is a view of its own (a rounded fill),
/// so the compositor draws it sharp at every angle the ring turns to.
@MainActor
final class ActivitySpokesView: UIView {
    static let spokeCount = 8
    /// The faintest spoke's share of the colour's opacity.
    static let faintestOpacity: CGFloat = 0.3
    /// A spoke's length and thickness as fractions of the ring's diameter.
    static let spokeLength: CGFloat = 0.28
    static let spokeWidth: CGFloat = 0.12

    private let spokeViews: [UIView]

    override init(frame: CGRect) {
        spokeViews = (0..<Self.spokeCount).map { _ in UIView(frame: .zero) }
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        for spoke in spokeViews { addSubview(spoke) }
        showColor()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The colour of the leading spoke.
    var color: UIColor = .systemGray {
        didSet { showColor() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let diameter = min(bounds.width, bounds.height)
        let length = diameter * Self.spokeLength
        let distance = diameter / 2 - length / 2
        for (index, spoke) in spokeViews.enumerated() {
            let angle = -CGFloat.pi / 2 - CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount)
            spoke.transform = .identity
            spoke.bounds = CGRect(x: 0, y: 0, width: diameter * Self.spokeWidth, height: length)
            spoke.layer.cornerRadius = diameter * Self.spokeWidth / 2
            spoke.center = CGPoint(x: bounds.midX + distance * cos(angle), y: bounds.midY + distance * sin(angle))
            spoke.transform = CGAffineTransform(rotationAngle: angle + .pi / 2)
        }
    }

    /// Colours the spokes, fading evenly from the leading one to the faintest.
    private func showColor() {
        let alpha = color.cgColor.alpha
        let step = (1 - Self.faintestOpacity) / CGFloat(Self.spokeCount - 1)
        for (index, spoke) in spokeViews.enumerated() {
            spoke.backgroundColor = color.withAlphaComponent(alpha * (1 - CGFloat(index) * step))
        }
    }
}
