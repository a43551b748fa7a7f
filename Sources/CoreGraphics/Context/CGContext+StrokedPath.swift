import CCairo

extension CGContext {
    /// Replaces the current path by the outline of the area stroking it would paint, with the
    /// context's line width, cap, join, miter limit and dash; filling the new path (nonzero
    /// winding) paints what `strokePath()` would have. An empty path stays empty.
    public func replacePathWithStrokedPath() {
        guard let path else { return }
        var dashed = path
        let dashCount = Int(cairo_get_dash_count(cairo))
        if dashCount > 0 {
            var lengths = [Double](repeating: 0, count: dashCount)
            var phase = 0.0
            cairo_get_dash(cairo, &lengths, &phase)
            dashed = path.copy(dashingWithPhase: CGFloat(phase), lengths: lengths.map { CGFloat($0) })
        }
        let outline = dashed.copy(
            strokingWithWidth: CGFloat(cairo_get_line_width(cairo)), lineCap: currentLineCap,
            lineJoin: currentLineJoin, miterLimit: CGFloat(cairo_get_miter_limit(cairo)))
        beginPath()
        addPath(outline)
    }

    private var currentLineCap: CGLineCap {
        switch cairo_get_line_cap(cairo) {
        case CAIRO_LINE_CAP_ROUND: .round
        case CAIRO_LINE_CAP_SQUARE: .square
        default: .butt
        }
    }

    private var currentLineJoin: CGLineJoin {
        switch cairo_get_line_join(cairo) {
        case CAIRO_LINE_JOIN_ROUND: .round
        case CAIRO_LINE_JOIN_BEVEL: .bevel
        default: .miter
        }
    }
}
