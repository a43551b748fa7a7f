/// String drawing into the current graphics context and measuring, as UIKit adds them to
/// `NSString` (and, through `StringProtocol`, to `String`).
///
/// The attributes apply to the whole string (see `NSAttributedString.Key` for the supported ones;
/// the default font is the 12-point system font and the default colour black). Drawing needs a
/// current context (`UIGraphicsGetCurrentContext`) and does nothing without one; measuring works
/// on any thread. Sizes are fractional: round them up before sizing views with them.
extension NSString {
    /// Draws the string on one line per paragraph with its top-left at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped to the rect's width and clipped to the rect; lines that do not fit
    /// its height are left out.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }

    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension StringProtocol {
    /// Draws the string on one line per paragraph with its top-left at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(AttributedText(String(self), attributes: attrs), at: point)
    }

    /// Draws the string wrapped to the rect's width and clipped to the rect; lines that do not fit
    /// its height are left out, and the paragraph style's line break mode may truncate lines.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(AttributedText(String(self), attributes: attrs), in: rect)
    }

    /// Draws as `boundingRect(with:options:attributes:context:)` measures: with
    /// `.usesLineFragmentOrigin` from the rect's top-left, wrapped to its width; otherwise one line
    /// with its baseline at the rect's origin.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        StringDrawing.draw(
            AttributedText(String(self), attributes: attributes), with: rect, options: options, context: context)
    }

    /// The size of the string drawn with `draw(at:withAttributes:)`: the widest line by the height
    /// of its lines.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(AttributedText(String(self), attributes: attrs))
    }

    /// The typographic bounds of the string laid out within `size` (zero or huge dimensions are
    /// unbounded). With `.usesLineFragmentOrigin` the text wraps and the rect is measured from the
    /// top-left of the first line; without it the text is one line and the rect is measured from
    /// its baseline, so its y is minus the ascent.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(
            AttributedText(String(self), attributes: attributes), size: size, options: options, context: context)
    }
}
