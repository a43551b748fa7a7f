import CCairo

/// The clip: the area painting can reach. It only ever shrinks within one graphics state; restore
/// a saved state (or `resetClip`) to widen it again. Setting a clip clears the current path.
extension CGContext {
    /// Intersects the clip with the area the current path encloses under `rule`.
    public func clip(using rule: CGPathFillRule = .winding) {
        setFillRule(rule)
        cairo_clip(cairo)
    }

    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        cairo_new_path(cairo)
        for rect in rects { appendRect(rect) }
        setFillRule(.winding)
        cairo_clip(cairo)
    }

    /// Removes all clipping: painting can reach the whole surface again.
    ///
    /// iOS resets to the clip the context was created with; Casement's contexts are created
    /// unclipped, so that is the whole surface.
    public func resetClip() {
        cairo_reset_clip(cairo)
        state.clipMask = nil
    }

    /// Intersects the clip with `mask` stretched over `rect` (placed as `draw(_:in:)` places an
    /// image: first row at `rect.maxY`); nothing outside `rect` can be painted afterwards.
    ///
    /// How the image masks: an image with any transparent pixel masks by its alpha (transparent
    /// hides, opaque shows). A fully opaque image masks by its luminance (Rec. 709 weights): white
    /// shows, black hides, grey shows partly; this is what iOS does with the DeviceGray images its
    /// documentation asks for. iOS's inverted *image masks* (`CGImage(maskWidth:...)`) do not exist
    /// in Casement. The mask is sampled once, in device pixels, with the interpolation quality.
    public func clip(to rect: CGRect, mask: CGImage) {
        let rect = rect.standardized
        clip(to: rect)
        guard mask.width > 0, mask.height > 0, rect.width > 0, rect.height > 0 else { return }
        let area = deviceBox(ofUserRect: rect).intersection(deviceClipBox()).integral
        guard area.width > 0, area.height > 0 else { return }
        let coverage = mask.hasTransparentPixels ? mask.surface : mask.luminanceAsAlpha()
        defer { if coverage != mask.surface { cairo_surface_destroy(coverage) } }

        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(area.width), Int32(area.height))!
        let cr = cairo_create(surface)!
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        m.x0 -= Double(area.x)
        m.y0 -= Double(area.y)
        cairo_set_matrix(cr, &m)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.maxY))
        cairo_scale(cr, Double(rect.width) / Double(mask.width), -Double(rect.height) / Double(mask.height))
        cairo_set_source_surface(cr, coverage, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), state.interpolationQuality.cairoFilter)
        cairo_paint(cr)
        if let previous = state.clipMask {
            cairo_identity_matrix(cr)
            cairo_reset_clip(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_IN)
            cairo_set_source_surface(cr, previous.surface, Double(previous.x - area.x), Double(previous.y - area.y))
            cairo_paint(cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        state.clipMask = ClipMask(owningSurface: surface, x: area.x, y: area.y)
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}
