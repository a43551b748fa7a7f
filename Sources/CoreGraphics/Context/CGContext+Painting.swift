import CCairo

/// Painting: colours, and filling or stroking the current path or a shape. Every painting call
/// clears the current path afterwards, as on iOS.
extension CGContext {
    public func setFillColor(_ color: CGColor) {
        state.fill = PaintColor(color)
    }

    public func setStrokeColor(_ color: CGColor) {
        state.stroke = PaintColor(color)
    }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fill = PaintColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.stroke = PaintColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fill = PaintColor(red: Double(gray), green: Double(gray), blue: Double(gray), alpha: Double(alpha))
    }

    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.stroke = PaintColor(red: Double(gray), green: Double(gray), blue: Double(gray), alpha: Double(alpha))
    }

    /// The global alpha applied to everything painted after it.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha
    }

    /// Fills the current path; open subpaths are treated as closed.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paintFill(rule: rule)
    }

    /// Strokes the current path with the current line width, style and stroke colour.
    public func strokePath() {
        paintStroke()
    }

    /// Paints the current path as `mode` says; for the combined modes the fill is painted first.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paintFill(rule: .winding)
        case .eoFill: paintFill(rule: .evenOdd)
        case .stroke: paintStroke()
        case .fillStroke, .eoFillStroke:
            paintFill(preserve: true, rule: mode == .fillStroke ? .winding : .evenOdd)
            paintStroke()
        }
    }

    public func fill(_ rect: CGRect) {
        cairo_new_path(cairo)
        appendRect(rect)
        paintFill()
    }

    /// Fills the union of `rects`.
    public func fill(_ rects: [CGRect]) {
        cairo_new_path(cairo)
        for rect in rects { appendRect(rect) }
        paintFill()
    }

    public func stroke(_ rect: CGRect) {
        cairo_new_path(cairo)
        appendRect(rect)
        paintStroke()
    }

    /// Strokes `rect` with line width `width`, leaving the state's line width unchanged.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        cairo_save(cairo)
        cairo_set_line_width(cairo, Double(width))
        stroke(rect)
        cairo_restore(cairo)
    }

    /// Strokes separate segments between the points taken in pairs; an odd last point is ignored.
    public func strokeLineSegments(between points: [CGPoint]) {
        cairo_new_path(cairo)
        var i = 0
        while i + 1 < points.count {
            cairo_move_to(cairo, Double(points[i].x), Double(points[i].y))
            cairo_line_to(cairo, Double(points[i + 1].x), Double(points[i + 1].y))
            i += 2
        }
        paintStroke()
    }

    /// Paints `rect` fully transparent, ignoring the fill colour and alpha.
    public func clear(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_new_path(cairo)
        appendRect(rect)
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    public func fillEllipse(in rect: CGRect) {
        cairo_new_path(cairo)
        appendEllipse(rect)
        paintFill()
    }

    public func strokeEllipse(in rect: CGRect) {
        cairo_new_path(cairo)
        appendEllipse(rect)
        paintStroke()
    }

    package func appendRect(_ rect: CGRect) {
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    package func appendEllipse(_ rect: CGRect) {
        appendElements(PathElement.ellipse(in: rect))
    }

    /// Makes `color`, times the global alpha, cairo's source (a repeating image for a pattern colour).
    package func setSource(_ color: CGColor) {
        setSource(PaintColor(color))
    }

    @inline(__always)
    package func setSource(_ color: PaintColor) {
        if let pattern = color.pattern {
            setPatternSource(pattern, alpha: CGFloat(color.alpha))
            return
        }
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * Double(state.alpha))
    }

    package func paintFill(preserve: Bool = false, rule: CGPathFillRule = .winding) {
        setFillRule(rule)
        guard !paintsDirectly else {
            setSource(state.fill)
            preserve ? cairo_fill_preserve(cairo) : cairo_fill(cairo)
            return
        }
        var box = DeviceBox(x0: 0, y0: 0, x1: 0, y1: 0)
        cairo_fill_extents(cairo, &box.x0, &box.y0, &box.x1, &box.y1)
        paintCurrentPath(userExtents: box, color: state.fill, preserve: preserve) { cairo_fill($0) }
    }

    package func paintStroke(preserve: Bool = false) {
        guard !paintsDirectly else {
            setSource(state.stroke)
            preserve ? cairo_stroke_preserve(cairo) : cairo_stroke(cairo)
            return
        }
        var box = DeviceBox(x0: 0, y0: 0, x1: 0, y1: 0)
        cairo_stroke_extents(cairo, &box.x0, &box.y0, &box.x1, &box.y1)
        paintCurrentPath(userExtents: box, color: state.stroke, preserve: preserve) { cairo_stroke($0) }
    }

    /// Paints the current path through the effects pipeline; `draw` fills or strokes a path.
    private func paintCurrentPath(
        userExtents box: DeviceBox, color: PaintColor, preserve: Bool, _ draw: (OpaquePointer) -> Void
    ) {
        guard let path = cairo_copy_path(cairo) else { return }
        defer { cairo_path_destroy(path) }
        cairo_new_path(cairo)
        let bounds = box.isEmpty ? nil : CGRect(x: box.x0, y: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0)
        paint(color: color, userBounds: bounds) { cr in
            cairo_new_path(cr)
            cairo_append_path(cr, path)
            draw(cr)
        }
        cairo_new_path(cairo)
        if preserve { cairo_append_path(cairo, path) }
    }
}
