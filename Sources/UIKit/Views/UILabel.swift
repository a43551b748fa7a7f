import Foundation

/// A view showing read-only text, laid out by Pango: `text` or `attributedText` drawn in `font`
/// and `textColor`, aligned by `textAlignment`, on up to `numberOfLines` lines (0: as many as it
/// takes), centred vertically in the bounds as UIKit does.
///
/// With one line, `lineBreakMode` wraps (showing the first line), truncates or clips that line.
/// With more, lines always wrap (by character for `.byCharWrapping`, else by word) and a truncating
/// mode puts its ellipsis in the last line shown when text is left out. `adjustsFontSizeToFitWidth`
/// shrinks the fonts, down to `minimumScaleFactor`, until the whole text fits the bounds.
///
/// Setting `attributedText` takes `font`, `textColor`, `textAlignment` and `lineBreakMode` from
/// the string's first character; setting one of them while the text is attributed applies it to
/// the whole string, as on iOS. Sizing (`sizeThatFits`, `intrinsicContentSize`) goes through
/// `textRect(forBounds:limitedToNumberOfLines:)` and drawing through `drawText(in:)`, so
/// subclasses can inset or restyle the text by overriding them.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text as set with `text`; nil while the text is attributed.
    var plainText: String?
    /// The text as set with `attributedText`, completed with the label's attributes.
    var styledText: NSAttributedString?
    private var storedFont = UILabel.defaultFont
    private var storedTextColor = UIColor.label
    private var storedAlignment = NSTextAlignment.natural
    var storedLineBreakMode = NSLineBreakMode.byTruncatingTail
    /// The text with its attributes as the layout engine takes it; made when first needed.
    var preparedText: AttributedText?
    /// `intrinsicContentSize`, kept until `invalidateIntrinsicContentSize()`.
    var cachedIntrinsicContentSize: CGSize?
    /// The width a fitting solve gave the label, which multi-line text wraps at while the solve
    /// measures it again (see `UIView.fittingSize`).
    var fittingWrapWidth: CGFloat? {
        didSet { cachedIntrinsicContentSize = nil }
    }

    /// The font of a new label: the 17-point system font, made once.
    private static let defaultFont = UIFont.systemFont(ofSize: 17)

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

    /// The styled text shown. Attributes the string lacks come from the label; then the label takes
    /// its font, colour, alignment and line break mode from the string's first character.
    open var attributedText: NSAttributedString? {
        get { styledText ?? plainText.map { NSAttributedString(string: $0, attributes: labelAttributes) } }
        set {
            plainText = nil
            if let newValue, newValue.length > 0 {
                styledText = newValue.withDefaultAttributes(labelAttributes)
                adoptStyle(of: newValue.attributes(at: 0, effectiveRange: nil))
            } else {
                styledText = newValue
            }
            textDidChange()
        }
    }

    /// The font of the text; the system font of 17 points by default (nil restores it).
    /// Whether a font that follows Dynamic Type (a preferred font, or one from `UIFontMetrics`) is
    /// replaced by its size for the new content size category when the category changes.
    open var adjustsFontForContentSizeCategory = false

    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? Self.defaultFont
            restyle { $0[.font] = storedFont }
            appearancePropertyDidChange(\UILabel.font)
        }
    }

    /// The colour of the text; `.label` by default (nil restores it).
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            restyle(resizes: false) { $0[.foregroundColor] = storedTextColor }
            appearancePropertyDidChange(\UILabel.textColor)
        }
    }

    /// How lines sit horizontally; `.natural` (left: the interface runs left to right here) by default.
    open var textAlignment: NSTextAlignment {
        get { storedAlignment }
        set {
            storedAlignment = newValue
            restyle(resizes: false) {
                $0[.paragraphStyle] = Self.paragraphStyle($0[.paragraphStyle]) { $0.alignment = newValue }
            }
        }
    }

    /// How text too long for the label wraps or is cut; `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set {
            storedLineBreakMode = newValue
            restyle { $0[.paragraphStyle] = Self.paragraphStyle($0[.paragraphStyle]) { $0.lineBreakMode = newValue } }
        }
    }

    /// The most lines shown; 1 by default, 0 for no limit.
    open var numberOfLines = 1 {
        didSet { textDidChange() }
    }

    /// A disabled label draws its text in a grey (`.secondaryLabel`), whatever its colours.
    open var isEnabled = true {
        didSet { setNeedsDisplay() }
    }

    /// Whether the label draws its text in `highlightedTextColor` (when that is set).
    open var isHighlighted = false {
        didSet { setNeedsDisplay() }
    }

    /// The text colour while highlighted; nil keeps the text's own colours.
    open var highlightedTextColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// A copy of the text drawn in this colour under it, at `shadowOffset`; none by default.
    open var shadowColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Where the shadow falls, in points (positive height: down); (0, -1) by default, as on iOS.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { setNeedsDisplay() }
    }

    /// Whether the fonts shrink, down to `minimumScaleFactor`, until the whole text fits the bounds
    /// (within `numberOfLines`); false by default.
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }

    /// The smallest fraction of their size the fonts may shrink to; 0 (the default) does not shrink.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    /// Where a single line of shrunk text sits vertically; `.alignBaselines` by default.
    open var baselineAdjustment = UIBaselineAdjustment.alignBaselines {
        didSet { setNeedsDisplay() }
    }

    /// Whether letter spacing may tighten before text is truncated; stored, not applied yet.
    open var allowsDefaultTighteningForTruncation = false

    /// The width multi-line text wraps at when sizing itself; 0 (the default) for no preference.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { invalidateIntrinsicContentSize() }
    }

    // MARK: - Sizing and drawing (the work is in UILabel+Sizing.swift and UILabel+Drawing.swift)

    /// The text's size wrapped to `preferredMaxLayoutWidth` (unbounded when 0), in whole points;
    /// zero without text. Measured through `textRect(forBounds:limitedToNumberOfLines:)` once and
    /// kept until `invalidateIntrinsicContentSize()`, which the label calls itself when its text,
    /// font, line count, line break mode or preferred width changes. A multi-line label that
    /// constraints place, with no preferred width, wraps at its current width, and measures again
    /// when that changes (iOS's automatic preferred width).
    open override var intrinsicContentSize: CGSize {
        if let cachedIntrinsicContentSize { return cachedIntrinsicContentSize }
        let size = measuredSize(wrappingAt: intrinsicWrapWidth)
        cachedIntrinsicContentSize = size
        return size
    }

    /// The first line's baseline below the text's top, the last line's above its bottom, with the
    /// text at its intrinsic size (as Auto Layout places labels).
    override func baselinePosition(first: Bool) -> BaselinePosition {
        let (firstBaseline, lastFromBottom) = intrinsicBaselines()
        return first ? .fromTop(firstBaseline) : .fromBottom(lastFromBottom)
    }

    override func boundsSizeChanged(from oldSize: CGSize) {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, oldSize.width != bounds.width,
            autoLayout.liveEngine != nil, !translatesAutoresizingMaskIntoConstraints
        else { return }
        invalidateIntrinsicContentSize()
    }

    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        cachedIntrinsicContentSize = nil
    }

    /// The text's size through `textRect(forBounds:limitedToNumberOfLines:)`, in whole points:
    /// with several lines wrapped to `size.width` (0: unbounded), on one line as wide as it is;
    /// limited in height only by `numberOfLines`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measuredSize(wrappingAt: numberOfLines != 1 ? size.width : 0)
    }

    /// Where the text goes in `bounds` with at most `numberOfLines` lines (0: no limit): at the
    /// bounds' origin, as wide as its widest line (no wider than the bounds) and as tall as the
    /// lines that fit the bounds' height (at least one), rounded up to whole points; shrunk text
    /// (`adjustsFontSizeToFitWidth`) is measured shrunk. Override it to change the label's size
    /// (with `drawText(in:)` to draw to match).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        defaultTextRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text (and its shadow) in `rect`: lines aligned across its width, as many as fit
    /// its height and `numberOfLines`, the block centred vertically; shrunk to fit with
    /// `adjustsFontSizeToFitWidth`, a single shrunk line placed by `baselineAdjustment`. Override
    /// it to inset the text or set up the context before calling `super`.
    open func drawText(in rect: CGRect) {
        drawDefaultText(in: rect)
    }

    // MARK: - Keeping the attributed text and the properties in step

    /// The attributes the label gives text that has none of its own.
    var labelAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = storedAlignment
        style.lineBreakMode = storedLineBreakMode
        return [.font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: style]
    }

    /// The attributes the layout engine lays plain text out with: the label's font, alignment and
    /// line break mode, as `labelAttributes` has them, without its colour (given when drawing).
    var plainTextAttributes: TextAttributes {
        TextAttributes(
            font: storedFont.textFont,
            paragraph: TextParagraphStyle(alignment: storedAlignment, lineBreakMode: storedLineBreakMode))
    }

    /// Takes the font, colour, alignment and line break mode a new attributed string starts with.
    private func adoptStyle(of attributes: [NSAttributedString.Key: Any]) {
        if let font = attributes[.font] as? UIFont { storedFont = font }
        if let color = attributes[.foregroundColor] as? UIColor { storedTextColor = color }
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
            storedAlignment = style.alignment
            storedLineBreakMode = style.lineBreakMode
        }
    }

    /// Applies a property just changed to the whole attributed text, if there is one, and has the
    /// text laid out again (and measured again, if the change `resizes` it).
    private func restyle(resizes: Bool = true, _ change: (inout [NSAttributedString.Key: Any]) -> Void) {
        if let styledText {
            let restyled = NSMutableAttributedString(string: styledText.string)
            styledText.enumerateAttributes(in: NSRange(location: 0, length: styledText.length)) {
                attributes, range, _ in
                var attributes = attributes
                change(&attributes)
                restyled.setAttributes(attributes, range: range)
            }
            self.styledText = restyled
        }
        if resizes {
            textDidChange()
        } else {
            preparedText = nil
            setNeedsDisplay()
        }
    }

    /// A copy of `style` (or of the default style) with `change` made.
    private static func paragraphStyle(_ style: Any?, _ change: (NSMutableParagraphStyle) -> Void)
        -> NSParagraphStyle
    {
        let copy = ((style as? NSParagraphStyle) ?? .default).mutableCopy() as! NSMutableParagraphStyle
        change(copy)
        return copy
    }

    private func textDidChange() {
        preparedText = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        ATSPIBridge.nameDidChange(of: self)
    }
}
