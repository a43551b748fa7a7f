import CCairo

/// The image primitive UIKit's `UIImage` draws with: any affine placement, edge or tiling, tint.
extension CGContext {
    /// Paints `image` placed by `transform` — from the image's pixel grid (origin top-left, y down)
    /// to user space — and clipped to `clip` in user space.
    ///
    /// Outside the image its edge pixels extend to the clip, so a scaled image keeps sharp edges,
    /// or with `tiled` the image repeats across the clip. With `tint`, that colour is painted
    /// through the image's alpha (a template image) instead of the image's colours. Honours the
    /// global alpha and the interpolation quality; the current path is cleared, as `draw(_:in:)` does.
    package func drawImage(
        _ image: CGImage, transform: CGAffineTransform, clippedTo clip: CGRect, tiled: Bool = false,
        tint: CGColor? = nil
    ) {
        let clip = clip.standardized
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard image.width > 0, image.height > 0, clip.width > 0, clip.height > 0, determinant != 0,
            determinant.isFinite, transform.tx.isFinite, transform.ty.isFinite
        else { return }
        cairo_save(cairo)
        cairo_new_path(cairo)
        appendRect(clip)
        cairo_clip(cairo)
        let pattern = cairo_pattern_create_for_surface(image.surface)!
        // A pattern's matrix maps user space to pattern space: the inverse of the placement.
        var matrix = cairo_matrix_t(
            xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
            x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_matrix_invert(&matrix)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, state.interpolationQuality.cairoFilter)
        if let tint {
            setSource(tint)
            cairo_mask(cairo, pattern)
        } else {
            cairo_set_source(cairo, pattern)
            cairo_paint_with_alpha(cairo, Double(state.alpha))
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(cairo)
    }
}
