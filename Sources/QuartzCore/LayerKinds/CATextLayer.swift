/// A layer that draws a string in its bounds, from the top-left corner.
///
/// The text is laid out with Pango (CoreGraphics' `TextLayout`) and drawn into the layer's backing
/// store when the layer displays; every property change and every change of the bounds marks the
/// layer for display. A delegate's `display(_:)` is not consulted: the layer always draws its own
/// content (the delegate's `draw(_:in:)` still draws beneath the text). Text outside the bounds is
/// cut off.
///
/// `string` is a `String` or an `NSAttributedString`. A plain string is drawn in `font` at
/// `fontSize` in `foregroundColor`. An attributed string brings its own fonts and colours (runs
/// without them get the 12-point system font in black, as Core Text does) when UIKit is linked;
/// without UIKit only its characters are drawn, as a plain string. The layer's wrapping, truncation
/// and alignment apply to either (alignment only where the string's paragraph style leaves it natural).
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`; nil (the default) draws nothing.
    open var string: Any? { didSet { setNeedsDisplay() } }
    /// The font for a plain string: a font or family name (`String`), a `CGFont`, or a `UIFont` (whose
    /// size is ignored for `fontSize`). Nil, or a name fontconfig does not know, means the system font
    /// (Helvetica on iOS, DejaVu Sans here).
    open var font: Any? { didSet { setNeedsDisplay() } }
    /// The size of a plain string's font, in points; 36 by default.
    open var fontSize: CGFloat = 36 { didSet { if fontSize != oldValue { setNeedsDisplay() } } }
    /// The colour of a plain string; opaque white by default (nil draws black, as Core Text does).
    open var foregroundColor: CGColor? = .white { didSet { if foregroundColor != oldValue { setNeedsDisplay() } } }
    /// Whether lines wrap at the width of the bounds; false (the default) keeps each paragraph on one line.
    open var isWrapped = false { didSet { if isWrapped != oldValue { setNeedsDisplay() } } }
    /// Where text that does not fit is cut with an ellipsis: in each line when not wrapped, at the
    /// end of the last line that fits the height when wrapped (start and middle then act as end).
    open var truncationMode = CATextLayerTruncationMode.none {
        didSet { if truncationMode != oldValue { setNeedsDisplay() } }
    }
    /// How lines are placed across the width; `.natural` by default.
    open var alignmentMode = CATextLayerAlignmentMode.natural {
        didSet { if alignmentMode != oldValue { setNeedsDisplay() } }
    }
    /// Accepted for compatibility; glyph positions are never quantized.
    open var allowsFontSubpixelQuantization = false

    /// The text is drawn, so animating its size, colour or bounds redraws the layer each frame.
    open override class func needsDisplay(forKey key: String) -> Bool {
        ["fontSize", "foregroundColor", "bounds"].contains(key) || super.needsDisplay(forKey: key)
    }

    /// Copies another layer's model values, text properties included when it is a text layer.
    override func takeModelValues(of layer: CALayer) {
        super.takeModelValues(of: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }

    open override var bounds: CGRect {
        didSet { if bounds != oldValue { setNeedsDisplay() } }
    }

    /// Draws the delegate's content and the text into a new backing store.
    open override func display() {
        drawIntoBackingStore()
    }

    /// Draws what the delegate draws, then the text, clipped to the bounds.
    open override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        guard let text = attributedText, !text.string.isEmpty, !bounds.isEmpty else { return }
        let layout = TextLayoutCache.current.layout(for: text, in: container)
        ctx.saveGState()
        ctx.clip(to: bounds)
        layout.draw(in: ctx, at: bounds.origin, color: string is TextLayerAttributedString ? .black : textColor)
        ctx.restoreGState()
    }
}
