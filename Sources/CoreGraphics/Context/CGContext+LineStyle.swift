import CCairo

/// How strokes look; all of it is part of the graphics state. Lengths are in user space at the
/// time of the stroke, as on iOS.
extension CGContext {
    /// The stroke width; the default is 1.
    public func setLineWidth(_ width: CGFloat) {
        cairo_set_line_width(cairo, Double(max(0, width)))
    }

    public func setLineCap(_ cap: CGLineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        }
    }

    public func setLineJoin(_ join: CGLineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    /// Beyond this ratio of miter length to line width a miter join is drawn bevelled; default 10.
    public func setMiterLimit(_ limit: CGFloat) {
        cairo_set_miter_limit(cairo, Double(limit))
    }

    /// Dashes strokes: `lengths` alternate painted and unpainted lengths, starting `phase` units
    /// into the pattern. Empty lengths, or lengths that are negative or all zero, give solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = !lengths.isEmpty && lengths.allSatisfy { $0 >= 0 && $0.isFinite } && lengths.contains { $0 > 0 }
        guard valid else {
            cairo_set_dash(cairo, nil, 0, 0)
            return
        }
        let dashes = lengths.map(Double.init)
        cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(phase))
    }

    /// The largest distance a flattened curve may stray from the true curve, in device pixels.
    public func setFlatness(_ flatness: CGFloat) {
        cairo_set_tolerance(cairo, Double(max(0.01, flatness)))
    }
}
