import Foundation

/// A view showing read-only text, laid out by Pango: `text` or `attributedText` drawn in `font`
/// and `textColor`, aligned by `textAlignment`, on up to `numberOfLines` lines (0: as many as it
/// takes), centred vertically in the bounds as UIKit does.
///
/// With one line, `lineBreakMode` truncates or clips that line; with more, lines wrap by word (or
/// by character for `.byCharWrapping`) and a truncating mode puts the ellipsis at the end of the
/// last line that fits.
@MainActor
open class UILabel: UIView {
    private var plainText: String?
    private var styledText: NSAttributedString?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The text shown; setting it replaces any attributed text.
    open var text: String? {
        get { styledText?.string ?? plainText }
        set {
            plainText = newValue
            styledText = nil
            textDidChange()
        }
    }

    /// The styled text shown; attributes it lacks come from the label's font, colour and alignment.
    open var attributedText: NSAttributedString? {
        get { styledText ?? plainText.map { NSAttributedString(string: $0, attributes: labelAttributes) } }
        set {
            styledText = newValue
            plainText = nil
            textDidChange()
        }
    }

    /// The font of the text; the system font of 17 points by default.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet { textDidChange() }
    }

    /// The colour of the text; `.label` by default.
    open var textColor: UIColor! = .label {
        didSet { setNeedsDisplay() }
    }

    /// How lines sit horizontally; `.natural` (left, for left-to-right text) by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    /// How text too long for the label is cut; `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { textDidChange() }
    }

    /// The most lines shown; 1 by default, 0 for no limit.
    open var numberOfLines = 1 {
        didSet { textDidChange() }
    }

    /// A disabled label draws its text dimmed.
    open var isEnabled = true {
        didSet { setNeedsDisplay() }
    }

    /// Whether the label shows `highlightedTextColor`.
    open var isHighlighted = false {
        didSet { setNeedsDisplay() }
    }

    /// The text colour while highlighted; nil keeps `textColor`.
    open var highlightedTextColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// A shadow drawn under the text at `shadowOffset`; none by default.
    open var shadowColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Where the shadow falls; (0, -1) by default, as on iOS.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { setNeedsDisplay() }
    }

    /// The width multi-line text wraps at when sizing itself; 0 (the default) for no preference.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    // MARK: - Sizing

    /// The text's size wrapped to `preferredMaxLayoutWidth` (unbounded when 0), in whole points.
    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : CGFloat.greatestFiniteMagnitude
        return textRect(
            forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
            limitedToNumberOfLines: numberOfLines
        ).size
    }

    /// The text's size within `size` (a zero dimension is unbounded), in whole points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let bounded = CGSize(
            width: size.width > 0 ? size.width : .greatestFiniteMagnitude,
            height: size.height > 0 ? size.height : .greatestFiniteMagnitude)
        return textRect(forBounds: CGRect(origin: .zero, size: bounded), limitedToNumberOfLines: numberOfLines).size
    }

    /// Where the text goes in `bounds` with at most `numberOfLines` lines (0: no limit): its
    /// top-left at the bounds' origin, its size rounded up to whole points.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text = displayedText(), text.length > 0 else { return CGRect(origin: bounds.origin, size: .zero) }
        let used = text.boundingRect(
            with: layoutSize(for: bounds.size, lines: numberOfLines), options: layoutOptions(lines: numberOfLines),
            context: nil)
        let size = CGSize(width: min(ceil(used.maxX), bounds.width), height: min(ceil(used.maxY), bounds.height))
        return CGRect(origin: bounds.origin, size: size)
    }

    // MARK: - Drawing

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text centred vertically in `rect`; override to inset or restyle it.
    open func drawText(in rect: CGRect) {
        guard let text = displayedText(colored: true), text.length > 0 else { return }
        let textRect = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        let area = CGRect(
            x: rect.minX, y: rect.minY + floor((rect.height - textRect.height) / 2), width: rect.width,
            height: textRect.height)
        let options = layoutOptions(lines: numberOfLines)
        let size = layoutSize(for: area.size, lines: numberOfLines)
        let drawingRect = CGRect(origin: area.origin, size: CGSize(width: area.width, height: size.height))
        if let shadowColor, let context = UIGraphicsGetCurrentContext() {
            context.saveGState()
            context.setShadow(offset: shadowOffset, blur: 0, color: shadowColor.cgColor)
            text.draw(with: drawingRect, options: options, context: nil)
            context.restoreGState()
        } else {
            text.draw(with: drawingRect, options: options, context: nil)
        }
    }

    // MARK: - Text with the label's attributes

    private var labelAttributes: [NSAttributedString.Key: Any] {
        [.font: font as UIFont, .foregroundColor: textColor as UIColor, .paragraphStyle: paragraphStyle]
    }

    /// The alignment, and line breaking as the line count needs it (see the type's comment).
    private var paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        if numberOfLines == 1 {
            style.lineBreakMode = lineBreakMode
        } else {
            style.lineBreakMode = lineBreakMode == .byCharWrapping ? .byCharWrapping : .byWordWrapping
        }
        return style
    }

    /// The text to lay out: the attributed text with the label's attributes under its own, and
    /// with `colored`, the colour for the current state over everything.
    private func displayedText(colored: Bool = false) -> NSAttributedString? {
        let base = labelAttributes
        let result: NSMutableAttributedString
        if let styledText {
            result = styledText.withDefaultAttributes(base)
        } else if let plainText {
            result = NSMutableAttributedString(string: plainText, attributes: base)
        } else {
            return nil
        }
        if colored, let override = stateTextColor {
            result.addAttribute(.foregroundColor, value: override, range: NSRange(location: 0, length: result.length))
        }
        return result
    }

    /// The colour the state imposes: highlighted, or dimmed while disabled; nil for the text's own.
    private var stateTextColor: UIColor? {
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        return isEnabled ? nil : (textColor as UIColor).withAlphaComponent(0.3)
    }

    private func layoutOptions(lines: Int) -> NSStringDrawingOptions {
        lines == 1 ? .usesLineFragmentOrigin : [.usesLineFragmentOrigin, .truncatesLastVisibleLine]
    }

    /// The layout box: the width, and for a line limit, the height of that many lines.
    private func layoutSize(for size: CGSize, lines: Int) -> CGSize {
        guard lines > 0 else { return size }
        let lineHeight = (font as UIFont).lineHeight
        return CGSize(width: size.width, height: min(size.height, lineHeight * CGFloat(lines) + lineHeight / 2))
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
