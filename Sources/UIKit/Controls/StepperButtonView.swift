/// One half of a stepper: the "−" or "+" glyph (or the image given for the half's state) centred in
/// it, darker behind while pressed and dimmed while the half cannot step.
///
/// The glyphs are drawn in the label colour, dimmed ones in the tertiary label colour; template
/// images in the tint colour (dimmed likewise). The highlight rounds only the half's outer corners,
/// so it fits the track.
@MainActor
final class StepperButtonView: UIView {
    /// Which way a half steps.
    enum Kind {
        case decrement, increment
    }

    /// The glyph's bar: its length and thickness.
    static let glyphLength: CGFloat = 14
    static let glyphThickness: CGFloat = 2
    /// The darker fill behind a pressed half.
    static let highlightColor = UIColor.tertiarySystemFill

    let kind: Kind

    /// The image shown in place of the glyph.
    var image: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the half is pressed.
    var isHighlighted = false {
        didSet { backgroundColor = isHighlighted ? Self.highlightColor : nil }
    }

    /// Whether the half can step; a half that cannot is drawn dimmed.
    var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    init(kind: Kind) {
        self.kind = kind
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
        layer.cornerRadius = UIStepper.cornerRadius
        layer.maskedCorners =
            kind == .decrement
            ? [.layerMinXMinYCorner, .layerMinXMaxYCorner] : [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        if let image {
            drawImage(image)
            return
        }
        let length = Self.glyphLength
        let thickness = Self.glyphThickness
        let center = pixelAligned(CGPoint(x: bounds.midX, y: bounds.midY))
        let glyph = UIBezierPath(
            roundedRect: CGRect(
                x: center.x - length / 2, y: center.y - thickness / 2, width: length, height: thickness),
            cornerRadius: thickness / 2)
        if kind == .increment {
            glyph.append(
                UIBezierPath(
                    roundedRect: CGRect(
                        x: center.x - thickness / 2, y: center.y - length / 2, width: thickness, height: length),
                    cornerRadius: thickness / 2))
        }
        (isEnabled ? UIColor.label : UIColor.tertiaryLabel).setFill()
        glyph.fill()
    }

    /// Draws `image` centred at its size, a template in the tint colour.
    private func drawImage(_ image: UIImage) {
        let size = image.size
        let origin = pixelAligned(CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2))
        let frame = CGRect(origin: origin, size: size)
        guard image.renderingMode == .alwaysTemplate else {
            image.draw(in: frame)
            return
        }
        image.withTintColor(isEnabled ? tintColor : .tertiaryLabel).draw(in: frame)
    }
}
