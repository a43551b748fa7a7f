import CCairo

/// Primitives the layer compositor paints with. They draw in the current user space, which the
/// compositor keeps y-down, and never touch the context's path-building state.
extension CGContext {
    /// Fills a rectangle with rounded corners (radius 0: square) in `color`.
    package func fillRoundedRect(_ rect: CGRect, radius: CGFloat, color: CGColor) {
        cairo_new_path(cairo)
        appendRoundedRect(rect, radius: radius)
        setSource(color)
        cairo_fill(cairo)
    }

    /// Strokes a rectangle with rounded corners, centred on its edge.
    package func strokeRoundedRect(_ rect: CGRect, radius: CGFloat, lineWidth: CGFloat, color: CGColor) {
        cairo_save(cairo)
        cairo_new_path(cairo)
        appendRoundedRect(rect, radius: radius)
        setSource(color)
        cairo_set_line_width(cairo, Double(lineWidth))
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }

    /// Intersects the clip with a rectangle with rounded corners.
    package func clip(toRoundedRect rect: CGRect, radius: CGFloat) {
        cairo_new_path(cairo)
        appendRoundedRect(rect, radius: radius)
        cairo_clip(cairo)
    }

    /// Paints another context's pixels scaled into `rect`, first row at `rect.minY`.
    package func drawBitmap(of source: CGContext, in rect: CGRect) {
        source.flush()
        paintSurface(source.surface, width: source.width, height: source.height, in: rect)
    }

    /// Paints an image scaled into `rect`, first row at `rect.minY` (upright in a y-down space).
    package func drawImageTopDown(_ image: CGImage, in rect: CGRect) {
        paintSurface(image.surface, width: image.width, height: image.height, in: rect)
    }

    private func paintSurface(_ surface: OpaquePointer, width: Int, height: Int, in rect: CGRect) {
        guard width > 0, height > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
        cairo_scale(cairo, Double(rect.width) / Double(width), Double(rect.height) / Double(height))
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint_with_alpha(cairo, Double(state.alpha))
        cairo_restore(cairo)
    }

    private func appendRoundedRect(_ rect: CGRect, radius: CGFloat) {
        let r = Double(min(radius, rect.width / 2, rect.height / 2))
        guard r > 0 else {
            appendRect(rect)
            return
        }
        let (x0, y0, x1, y1) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x1 - r, y0 + r, r, -.pi / 2, 0)
        cairo_arc(cairo, x1 - r, y1 - r, r, 0, .pi / 2)
        cairo_arc(cairo, x0 + r, y1 - r, r, .pi / 2, .pi)
        cairo_arc(cairo, x0 + r, y0 + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }
}

extension CGContext {
    /// Whether any pixel is not fully transparent.
    package var hasInk: Bool {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return false }
        let words = bytesPerRow / 4 * height
        return data.withMemoryRebound(to: UInt32.self, capacity: words) { pixels in
            for y in 0..<height {
                let row = y * bytesPerRow / 4
                for x in 0..<width where pixels[row + x] != 0 { return true }
            }
            return false
        }
    }
}
