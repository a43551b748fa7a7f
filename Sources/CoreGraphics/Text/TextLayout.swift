import CCairo

/// Attributed text broken into lines and placed, measured and drawn with Pango; what UIKit's string
/// drawing and labels are built on.
///
/// Each paragraph is one Pango layout (Pango breaks and shapes lines), or several for a paragraph
/// too long for one (see `TextLayout+Pieces.swift`); this type stacks the lines with the paragraph
/// styles' spacing, line heights, indents and alignment, as TextKit does. Lines the container cuts
/// anyway are not laid out.
/// Coordinates are user-space units (points) with y down from the top of the first line, so
/// measuring and drawing agree at any scale. Immutable once made. Not thread-safe: use a layout on
/// the thread that made it (`TextLayoutCache.current` keeps one cache per thread).
package final class TextLayout {
    /// The family used when none is given; UIKit's system font maps to it.
    package static let defaultFontFamily = FontDescription.defaultFamily

    /// One placed line, or a piece of one: a paragraph too long for one Pango layout and kept on
    /// one line is laid out in pieces whose lines are placed side by side on one row.
    package struct Line {
        /// Which of `paragraphs` and which of its Pango lines.
        var paragraph: Int
        var index: Int
        /// Which row (line on screen) of the layout, counting from 0.
        package var row: Int
        /// Where the line's origin (its leading edge on the baseline) goes.
        package var origin: CGPoint
        /// The line's box: its advance width by its line height.
        package var usedRect: CGRect
        /// Where the line's glyphs put ink.
        package var inkRect: CGRect
    }

    package let text: AttributedText
    package let container: TextContainer
    private(set) var paragraphs: [PangoParagraph] = []
    package private(set) var lines: [Line] = []
    /// Whether any text is left out or cut: lines dropped for want of height or of lines, an
    /// ellipsis, or a line running past the container's width (clipped when drawn).
    package private(set) var isTruncated = false
    /// Whether any run carries its own colour, so drawing needs a group to apply the context's alpha.
    private let hasOwnColors: Bool
    /// The shadow the whole text casts: the first run's that has one.
    private let shadow: TextShadow?

    /// Lays out `text` in `container`. Prefer `TextLayoutCache.current.layout(for:in:)`, which
    /// reuses layouts.
    package init(_ text: AttributedText, in container: TextContainer = TextContainer()) {
        self.text = text
        self.container = container
        hasOwnColors = text.runs.contains { $0.attributes.foreground != nil || $0.attributes.background != nil }
        shadow = text.runs.lazy.compactMap(\.attributes.shadow).first
        guard !text.string.isEmpty else { return }
        let source = TextSource(text.string)
        let chosen = container.singleLine ? source.paragraphs.prefix(1) : source.paragraphs[...]
        let limit = Self.pieceLimit(for: text)
        var filling = Filling()
        for paragraph in chosen where !filling.fills(container) {
            layOut(paragraph, of: source, pieceLimit: limit, filling: &filling, into: &paragraphs)
        }
        let (placed, cut) = placeLines()
        lines = placed
        if let (index, height) = truncation(after: cut) {
            let truncated = paragraphs[index]
            paragraphs[index] = PangoParagraph(
                truncated.range, of: text, source: source, style: truncated.style,
                lineEnd: truncated.style.lineEnd(containerWidth: container.width), singleLine: container.singleLine,
                wrapsEveryMode: container.wrapsEveryParagraph, cut: .height(height),
                continuation: truncated.continuation)
            lines = placeLines().lines
        }
        let overflows = container.width.map { hasRow(of: lines, widerThan: $0) } ?? false
        isTruncated = cut || overflows || paragraphs.contains { $0.isEllipsized }
    }

    /// `measured`'s Pango paragraphs placed in `container` instead of the container they were laid
    /// out in: only for a container Pango would break them the same way in
    /// (`canBePlaced(in:)`), so the lines come out as laying the text out again would make them.
    init(placing measured: TextLayout, in container: TextContainer) {
        text = measured.text
        self.container = container
        hasOwnColors = measured.hasOwnColors
        shadow = measured.shadow
        paragraphs = measured.paragraphs
        let (placed, cut) = placeLines()
        lines = placed
        let overflows = container.width.map { hasRow(of: lines, widerThan: $0) } ?? false
        isTruncated = cut || overflows || paragraphs.contains { $0.isEllipsized }
    }

    /// Lays out `text` in one font, wrapping at word (or, failing that, character) boundaries to
    /// `maxWidth` when it is given; runs are drawn in the colour passed to `draw`.
    package convenience init(
        text: String, fontFamily: String, pointSize: CGFloat, weight: FontWeight, italic: Bool = false,
        maxWidth: CGFloat? = nil
    ) {
        let font = FontDescription(
            family: fontFamily, pointSize: pointSize, weight: weight.openTypeWeight, italic: italic)
        self.init(
            AttributedText(string: text, attributes: TextAttributes(font: font)), in: TextContainer(width: maxWidth))
    }

    /// The union of the lines' boxes: their advance widths by their line heights, spacing included.
    /// Zero for empty text. Fractional, as iOS's `boundingRect` is.
    package var usedRect: CGRect {
        lines.dropFirst().reduce(lines.first?.usedRect ?? .zero) { $0.union($1.usedRect) }
    }

    /// The union of the ink the glyphs leave (their exact outlines' bounds).
    package var inkRect: CGRect {
        lines.dropFirst().reduce(lines.first?.inkRect ?? .zero) { $0.union($1.inkRect) }
    }

    /// The extent of the text from the layout's origin, rounded up to whole points.
    package var size: CGSize {
        let used = usedRect
        return CGSize(width: max(0, used.maxX).rounded(.up), height: max(0, used.maxY).rounded(.up))
    }

    /// The distance from the top of the layout to the first line's baseline.
    package var baseline: CGFloat {
        lines.first?.origin.y ?? 0
    }

    /// How many lines (rows) the text occupies after wrapping and cutting to the container.
    package var lineCount: Int {
        lines.last.map { $0.row + 1 } ?? 0
    }

    /// Draws the text with the top-left of the layout at `origin` in `context`'s current user space.
    ///
    /// Runs without a colour of their own use `color`; everything is multiplied by the context's
    /// alpha. Lines run towards +y, so text is upright in UIKit's flipped (y-down) contexts. In an
    /// unflipped (y-up) context it comes out mirrored upside down and extends upwards from `origin`
    /// on screen, as UIKit's string drawing does on iOS when given such a context; flip the CTM
    /// (`translateBy(x: 0, y: height)`, `scaleBy(x: 1, y: -1)`) first to avoid that.
    ///
    /// With a shadow, a blend mode, a clip mask or a text drawing mode other than `.fill` set, the
    /// glyphs go through the context's painting pipeline as outlines in `color`: text casts shadows,
    /// blends, and is stroked (with the context's line style) or added to the clip as the mode says,
    /// though runs with colours of their own then take `color` too.
    package func draw(in context: CGContext, at origin: CGPoint, color: CGColor = .black) {
        guard !lines.isEmpty else { return }
        if let shadow {
            drawCastingShadow(shadow, in: context, at: origin, color: color)
        } else {
            drawText(in: context, at: origin, color: color)
        }
    }

    private func drawText(in context: CGContext, at origin: CGPoint, color: CGColor) {
        let mode = context.textDrawingMode
        guard context.paintsDirectly, mode == .fill else {
            drawOutlines(in: context, at: origin, color: color, mode: mode)
            return
        }
        let cr = context.cairo
        let alpha = context.state.alpha
        let grouped = hasOwnColors && alpha < 1
        cairo_save(cr)
        cairo_new_path(cr)
        if grouped {
            cairo_push_group(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            let (r, g, b, a) = color.rgba
            cairo_set_source_rgba(cr, Double(r), Double(g), Double(b), Double(a))
        } else {
            context.setSource(color)
        }
        for line in lines where isVisible(line, on: cr, at: origin) {
            guard let pangoLine = paragraphs[line.paragraph].line(at: line.index) else { continue }
            cairo_move_to(cr, Double(origin.x + line.origin.x), Double(origin.y + line.origin.y))
            pango_cairo_show_layout_line(cr, pangoLine)
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
        cairo_restore(cr)
        cairo_new_path(cr)
    }

    /// Draws the text as one group that casts `shadow`, so every run keeps its own colour and the
    /// shadow is the ink's, as Core Graphics draws shadowed text.
    private func drawCastingShadow(_ shadow: TextShadow, in context: CGContext, at origin: CGPoint, color: CGColor) {
        context.saveGState()
        if let shadowColor = shadow.color {
            let color = CGColor(
                red: shadowColor.red, green: shadowColor.green, blue: shadowColor.blue, alpha: shadowColor.alpha)
            context.setShadow(offset: shadow.offset, blur: shadow.blur, color: color)
        } else {
            context.setShadow(offset: shadow.offset, blur: shadow.blur)
        }
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        drawText(in: context, at: origin, color: color)
        context.endTransparencyLayer()
        context.restoreGState()
    }

    private func drawOutlines(in context: CGContext, at origin: CGPoint, color: CGColor, mode: CGTextDrawingMode) {
        let margin = size.height + CGFloat(cairo_get_line_width(context.cairo))
        let bounds = CGRect(origin: origin, size: size).insetBy(dx: -margin, dy: -margin)
        if mode.fills {
            context.paint(color: color, userBounds: bounds) { cr in
                cairo_new_path(cr)
                appendGlyphOutlines(to: cr, at: origin)
                cairo_fill(cr)
            }
        }
        if mode.strokes {
            context.paint(color: color, userBounds: bounds) { cr in
                cairo_new_path(cr)
                appendGlyphOutlines(to: cr, at: origin)
                cairo_stroke(cr)
            }
        }
        if mode.clips {
            cairo_new_path(context.cairo)
            appendGlyphOutlines(to: context.cairo, at: origin)
            cairo_clip(context.cairo)
        }
    }

    /// Adds every line's glyph outlines (with underlines and strikethroughs) to the current path.
    private func appendGlyphOutlines(to cr: OpaquePointer, at origin: CGPoint) {
        for line in lines where isVisible(line, on: cr, at: origin) {
            guard let pangoLine = paragraphs[line.paragraph].line(at: line.index) else { continue }
            cairo_move_to(cr, Double(origin.x + line.origin.x), Double(origin.y + line.origin.y))
            pango_cairo_layout_line_path(cr, pangoLine)
        }
    }

    /// Whether `line`, drawn with the layout at `origin`, can leave ink inside `cr`'s clip: lines
    /// that cannot (most of a long text in a small view) are skipped, which saves rendering their
    /// glyphs. The line's box and ink are taken a line height (and a stroke width) larger all
    /// round, for decorations and strokes.
    private func isVisible(_ line: Line, on cr: OpaquePointer, at origin: CGPoint) -> Bool {
        var x1 = 0.0
        var y1 = 0.0
        var x2 = 0.0
        var y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let margin = line.usedRect.height + CGFloat(cairo_get_line_width(cr))
        let reach = line.usedRect.union(line.inkRect).offsetBy(dx: origin.x, dy: origin.y)
            .insetBy(dx: -margin, dy: -margin)
        return reach.maxX >= CGFloat(x1) && reach.minX <= CGFloat(x2) && reach.maxY >= CGFloat(y1)
            && reach.minY <= CGFloat(y2)
    }
}
