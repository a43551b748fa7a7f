import CCairo

/// Bitmap primitives for layers and image drawing: they paint in the current user space, first
/// row at the rectangle's top (upright in a y-down space), and never touch the path being built.
extension CGContext {
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
