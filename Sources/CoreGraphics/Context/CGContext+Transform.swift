import CCairo

extension CGContext {
    public func translateBy(x: CGFloat, y: CGFloat) {
        cairo_translate(cairo, Double(x), Double(y))
    }

    public func scaleBy(x: CGFloat, y: CGFloat) {
        cairo_scale(cairo, Double(x), Double(y))
    }

    public func rotate(by angle: CGFloat) {
        cairo_rotate(cairo, Double(angle))
    }

    public func clip(to rect: CGRect) {
        cairo_new_path(cairo)
        appendRect(rect)
        cairo_clip(cairo)
    }

    /// Starts a group: everything until `endTransparencyLayer` is composited as one image with the current alpha.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        saveGState()
        cairo_push_group(cairo)
        state.alpha = 1
    }

    public func endTransparencyLayer() {
        cairo_pop_group_to_source(cairo)
        restoreGState()
        cairo_save(cairo)
        cairo_paint_with_alpha(cairo, Double(state.alpha))
        cairo_restore(cairo)
    }
}

extension CGContext {
    /// The current transformation matrix, from user space to device pixels.
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    public func concatenate(_ transform: CGAffineTransform) {
        var m = cairo_matrix_t(xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c),
                               yy: Double(transform.d), x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cairo, &m)
    }
}
