import CCairo

extension CGContext {
    /// Draws `image` scaled to fill `rect`, with its first row at `rect.maxY`, as Core Graphics does.
    ///
    /// So the image is upright in an unflipped (y-up) context and upside down in UIKit's flipped
    /// contexts, exactly as on iOS; UIKit's `UIImage.draw(in:)` flips it back itself. The image's
    /// alpha, the global alpha, blend mode, shadow and clip apply; the interpolation quality picks
    /// the filter; edges stay sharp at `rect`'s border.
    public func draw(_ image: CGImage, in rect: CGRect) {
        draw(image, in: rect, byTiling: false)
    }

    /// Draws `image` in `rect` or, with `byTiling`, tiles the whole clip with copies of it.
    ///
    /// Each tile is `rect`'s size in user space (so the CTM scales, rotates and flips the tiles)
    /// and drawn the way `draw(_:in:)` draws one; the tiles are laid edge to edge in a grid that
    /// includes `rect`, as iOS does.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        let rect = rect.standardized
        cairo_new_path(cairo)
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        var filter = state.interpolationQuality.cairoFilter
        if filter == CAIRO_FILTER_BEST {
            // cairo's best filter turns into nearest-neighbour at large magnifications; iOS's
            // high quality stays smooth, as bilinear does.
            let m = cairoMatrix
            let scale = Double(abs(m.a * m.d - m.b * m.c)).squareRoot()
            if scale * Double(max(rect.width / CGFloat(image.width), rect.height / CGFloat(image.height))) > 2 {
                filter = CAIRO_FILTER_GOOD
            }
        }
        let alpha = Double(state.alpha)
        // Image pixels to user space: first row at rect.maxY, scaled to the rect.
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, Double(rect.minX), Double(rect.maxY))
        cairo_matrix_scale(
            &matrix, Double(rect.width) / Double(image.width), -Double(rect.height) / Double(image.height))
        cairo_matrix_invert(&matrix)
        let pattern = cairo_pattern_create_for_surface(image.surface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, filter)
        let source: (OpaquePointer) -> Void = { cairo_set_source($0, pattern) }
        if byTiling {
            paint(deviceBounds: nil, source: source) { cairo_paint_with_alpha($0, alpha) }
        } else {
            paint(deviceBounds: deviceBox(ofUserRect: rect), source: source) { cr in
                cairo_save(cr)
                cairo_new_path(cr)
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, alpha)
                cairo_restore(cr)
            }
        }
    }
}

extension CGImage {
    /// Another image with the same pixels (which never change, so they are shared).
    public func copy() -> CGImage? {
        CGImage(owningSurface: cairo_surface_reference(surface))
    }

    /// Whether any pixel is less than fully opaque.
    package var hasTransparentPixels: Bool {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return false }
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 0xFF { return true }
        }
        return false
    }
}

extension CGImage {
    /// A new A8 surface whose alpha is each pixel's luminance (the image's colours over black).
    package func luminanceAsAlpha() -> OpaquePointer {
        let result = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        cairo_surface_flush(surface)
        guard let source = cairo_image_surface_get_data(surface), let target = cairo_image_surface_get_data(result)
        else { return result }
        let targetStride = Int(cairo_image_surface_get_stride(result))
        for y in 0..<height {
            let row = UnsafeRawPointer(source + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = row[x]
                let (r, g, b) = (Double((p >> 16) & 0xFF), Double((p >> 8) & 0xFF), Double(p & 0xFF))
                target[y * targetStride + x] = UInt8(min(255, (0.2126 * r + 0.7152 * g + 0.0722 * b).rounded()))
            }
        }
        cairo_surface_mark_dirty(result)
        return result
    }
}
