import CCairo

extension CGContext {
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color
    }

    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color
    }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The global alpha applied to everything painted after it.
    public func setAlpha(_ alpha: CGFloat) {
        state.alpha = alpha
    }

    public func setLineWidth(_ width: CGFloat) {
        cairo_set_line_width(cairo, Double(width))
    }

    public func fill(_ rect: CGRect) {
        cairo_new_path(cairo)
        appendRect(rect)
        paintFill()
    }

    public func stroke(_ rect: CGRect) {
        cairo_new_path(cairo)
        appendRect(rect)
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

    /// Draws an image scaled into `rect`.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
        cairo_scale(cairo, Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
        cairo_set_source_surface(cairo, image.surface, 0, 0)
        cairo_paint_with_alpha(cairo, Double(state.alpha))
        cairo_restore(cairo)
    }

    package func appendRect(_ rect: CGRect) {
        cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    package func appendEllipse(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.midX), Double(rect.midY))
        cairo_scale(cairo, Double(rect.width / 2), Double(rect.height / 2))
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
        cairo_close_path(cairo)
        cairo_restore(cairo)
    }

    package func setSource(_ color: CGColor) {
        let (r, g, b, a) = color.rgba
        cairo_set_source_rgba(cairo, Double(r), Double(g), Double(b), Double(a * state.alpha))
    }

    package func paintFill(preserve: Bool = false) {
        setSource(state.fillColor)
        preserve ? cairo_fill_preserve(cairo) : cairo_fill(cairo)
    }

    package func paintStroke(preserve: Bool = false) {
        setSource(state.strokeColor)
        preserve ? cairo_stroke_preserve(cairo) : cairo_stroke(cairo)
    }
}
