/// The one implementation behind `NSString`/`String` and `NSAttributedString` drawing and
/// measuring, with iOS's geometry. Layouts come from this thread's `TextLayoutCache`, so measuring
/// a string and then drawing it lays it out once.
enum StringDrawing {
    /// The layout for `text` in a container made from a size and options: with
    /// `.usesLineFragmentOrigin`, lines wrap to the width and stop at the height (a zero or huge
    /// dimension is unbounded); without it, the first line alone, truncated to the width only if
    /// the paragraph style truncates. With a drawing context whose `minimumScaleFactor` is below 1,
    /// text that does not fit whole shrinks as far as that allows, and the context's
    /// `actualScaleFactor` says how far it did.
    static func layout(
        _ text: AttributedText, size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext? = nil
    ) -> TextLayout {
        let width = size.width > 0 ? size.width : nil
        let container =
            options.contains(.usesLineFragmentOrigin)
            ? TextContainer(
                width: width, height: size.height > 0 ? size.height : nil,
                truncatesLastVisibleLine: options.contains(.truncatesLastVisibleLine))
            : TextContainer(width: width, singleLine: true)
        let cache = TextLayoutCache.current
        guard let context else { return cache.layout(for: text, in: container) }
        let factor = cache.shrinkFactor(for: text, in: container, minimumScaleFactor: context.minimumScaleFactor)
        context.actualScaleFactor = factor
        return cache.layout(for: text.scaled(by: factor), in: container)
    }

    /// The size of the unwrapped text: the widest line by the height of all lines. Fractional.
    static func size(_ text: AttributedText) -> CGSize {
        let used = TextLayoutCache.current.layout(for: text, in: TextContainer()).usedRect
        return CGSize(width: max(0, used.maxX), height: max(0, used.maxY))
    }

    /// The text's bounds: with `.usesLineFragmentOrigin` from the top-left of the first line,
    /// otherwise from the first line's baseline origin (so y is minus the ascent). The glyphs'
    /// ink instead with `.usesDeviceMetrics`.
    static func boundingRect(
        _ text: AttributedText, size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?
    ) -> CGRect {
        let layout = layout(text, size: size, options: options, context: context)
        var bounds = options.contains(.usesDeviceMetrics) ? layout.inkRect : layout.usedRect
        if !options.contains(.usesLineFragmentOrigin) {
            bounds.origin.y -= layout.baseline
        }
        context?.totalBounds = bounds
        return bounds
    }

    /// Draws unwrapped text with its top-left at `point`.
    static func draw(_ text: AttributedText, at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        TextLayoutCache.current.layout(for: text, in: TextContainer()).draw(in: context, at: point)
    }

    /// Draws text wrapped to the rect's width, only the lines that fit its height (at least the
    /// first), clipped to the rect.
    static func draw(_ text: AttributedText, in rect: CGRect) {
        draw(text, with: rect, options: .usesLineFragmentOrigin, context: nil, clipped: true)
    }

    /// Draws as `boundingRect` measures: from the rect's top-left with `.usesLineFragmentOrigin`,
    /// otherwise one line with its baseline at the rect's origin.
    static func draw(
        _ text: AttributedText, with rect: CGRect, options: NSStringDrawingOptions, context: NSStringDrawingContext?,
        clipped: Bool = false
    ) {
        guard let cgContext = UIGraphicsGetCurrentContext() else { return }
        let layout = layout(text, size: rect.size, options: options, context: context)
        var origin = rect.origin
        if !options.contains(.usesLineFragmentOrigin) { origin.y -= layout.baseline }
        let clips = clipped && rect.width > 0 && rect.height > 0
        if clips {
            cgContext.saveGState()
            cgContext.clip(to: rect)
        }
        layout.draw(in: cgContext, at: origin)
        if clips { cgContext.restoreGState() }
        if let context {
            let bounds = options.contains(.usesDeviceMetrics) ? layout.inkRect : layout.usedRect
            context.totalBounds = bounds.offsetBy(dx: origin.x, dy: origin.y)
        }
    }
}
