/// A navigation bar's back button: a chevron (or the bar's `backIndicatorImage`) and a title, in
/// the tint colour, dimmed while pressed. The bar's content decides which title fits.
@MainActor
final class BackButtonView: BarItemControl {
    private let label = UILabel()

    /// Drawn instead of the chevron when set; tinted unless it is an original image.
    var indicatorImage: UIImage? {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = NavigationBarMetrics.itemFont
        addSubview(label)
        refreshColors()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The text after the chevron; empty for the chevron alone.
    var title: String {
        get { label.text ?? "" }
        set {
            label.text = newValue
            setNeedsLayout()
        }
    }

    /// The width of the button showing `title`.
    func width(showing title: String) -> CGFloat {
        let indicator = indicatorSize.width
        guard !title.isEmpty else { return indicator }
        let text = (title as NSString).size(withAttributes: [.font: NavigationBarMetrics.itemFont]).width
        return indicator + NavigationBarMetrics.chevronTitleGap + ceil(text)
    }

    private var indicatorSize: CGSize {
        indicatorImage?.size ?? NavigationBarMetrics.chevronSize
    }

    private var shownColor: UIColor {
        faded(tintColor ?? .systemBlue)
    }

    override func refreshColors() {
        label.textColor = shownColor
        super.refreshColors()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let x = indicatorSize.width + NavigationBarMetrics.chevronTitleGap
        label.frame = CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height)
    }

    /// The chevron: two strokes meeting at a point on the left, like SF Symbols' `chevron.backward`.
    override func draw(_ rect: CGRect) {
        let size = indicatorSize
        let box = CGRect(
            origin: CGPoint(x: 0, y: ((bounds.height - size.height) / 2).rounded()), size: size)
        if let indicatorImage {
            let image =
                indicatorImage.renderingMode == .alwaysOriginal
                ? indicatorImage : indicatorImage.withTintColor(shownColor)
            image.draw(in: box)
            return
        }
        let inset = NavigationBarMetrics.chevronLineWidth / 2
        let chevron = UIBezierPath()
        chevron.move(to: CGPoint(x: box.maxX - inset, y: box.minY + inset))
        chevron.addLine(to: CGPoint(x: box.minX + inset, y: box.midY))
        chevron.addLine(to: CGPoint(x: box.maxX - inset, y: box.maxY - inset))
        chevron.lineWidth = NavigationBarMetrics.chevronLineWidth
        chevron.lineCapStyle = .round
        chevron.lineJoinStyle = .round
        shownColor.setStroke()
        chevron.stroke()
    }
}
