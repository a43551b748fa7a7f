import CCairo

extension CGContext {
    /// Draws `image` scaled to fill `rect`, with its first row at `rect.maxY`, as Core Graphics does.
    ///
    /// So the image is upright in an unflipped (y-up) context and upside down in UIKit's flipped
    /// contexts, exactly as on iOS; UIKit's `UIImage.draw(in:)` flips it back itself. The current
    /// interpolation quality picks the filter; edges stay sharp at `rect`'s border.
    public func draw(_ image: CGImage, in rect: CGRect) {
        let rect = rect.standardized
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo)
        cairo_new_path(cairo)
        appendRect(rect)
        cairo_clip(cairo)
        cairo_translate(cairo, Double(rect.minX), Double(rect.maxY))
        cairo_scale(cairo, Double(rect.width) / Double(image.width), -Double(rect.height) / Double(image.height))
        cairo_set_source_surface(cairo, image.surface, 0, 0)
        let pattern = cairo_get_source(cairo)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, state.interpolationQuality.cairoFilter)
        cairo_paint_with_alpha(cairo, Double(state.alpha))
        cairo_restore(cairo)
    }
}
