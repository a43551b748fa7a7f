/// One paragraph of a text view on screen: draws its layout, and nothing else. Kept by the text
/// view for as long as the paragraph is on screen and unedited, then reused for another.
final class TextParagraphView: UIView {
    var layout: ParagraphLayout? {
        didSet { if layout !== oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        guard let layout, let context = UIGraphicsGetCurrentContext() else { return }
        layout.draw(in: context)
    }
}
