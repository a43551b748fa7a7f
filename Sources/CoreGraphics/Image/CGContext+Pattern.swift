import CCairo

/// The tile of a pattern colour: an image repeated edge to edge, `scale` pixels per user-space unit.
///
/// Tiles start at the user-space origin current when the colour paints and are upright in a
/// y-down (UIKit) space.
package struct PatternTile: Sendable {
    package let image: CGImage
    package let scale: CGFloat

    package init(image: CGImage, scale: CGFloat) {
        self.image = image
        self.scale = scale > 0 ? scale : 1
    }
}

extension CGContext {
    /// Makes `tile`, repeated, cairo's source, with `alpha` times the global alpha.
    func setPatternSource(_ tile: PatternTile, alpha: CGFloat) {
        let opacity = min(1, max(0, alpha * state.alpha))
        let surface =
            opacity < 1 ? fadedCopy(of: tile.image, opacity: opacity) : cairo_surface_reference(tile.image.surface)!
        let pattern = cairo_pattern_create_for_surface(surface)!
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Double(tile.scale), Double(tile.scale))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, state.interpolationQuality.cairoFilter)
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(surface)
    }

    /// A new surface holding `image` at `opacity`, since cairo fills have no alpha of their own.
    private func fadedCopy(of image: CGImage, opacity: CGFloat) -> OpaquePointer {
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        let cr = cairo_create(copy)!
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_paint_with_alpha(cr, Double(opacity))
        cairo_destroy(cr)
        return copy
    }
}
