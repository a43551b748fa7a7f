import CCairo

extension CGImage {
    /// An image of premultiplied BGRA pixels (cairo's ARGB32 on little-endian machines), copied
    /// from `data`, whose rows are `bytesPerRow` apart starting at the top row.
    package convenience init(width: Int, height: Int, bytesPerRow: Int, premultipliedBGRA data: Data) {
        preconditionAlways(width >= 0 && height >= 0, "CGImage size \(width)x\(height) is negative")
        preconditionAlways(bytesPerRow >= width * 4, "bytesPerRow \(bytesPerRow) is less than 4 * width \(width)")
        preconditionAlways(
            data.count >= bytesPerRow * max(0, height - 1) + width * 4,
            "\(data.count) bytes are too few for \(width)x\(height) at \(bytesPerRow) bytes per row")
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let pixels = cairo_image_surface_get_data(surface) {
            data.withUnsafeBytes { source in
                for y in 0..<height where width > 0 {
                    let row = source.baseAddress! + y * bytesPerRow
                    UnsafeMutableRawPointer(pixels + y * stride).copyMemory(from: row, byteCount: width * 4)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        self.init(owningSurface: surface)
    }

    /// The part of the image inside `rect` (pixels, origin top-left), or nil when `rect` does not
    /// overlap the image. `rect` is first made integral, as on iOS.
    public func cropping(to rect: CGRect) -> CGImage? {
        let area = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, !area.isEmpty else { return nil }
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(area.width), Int32(area.height))!
        let cr = cairo_create(copy)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, -Double(area.minX), -Double(area.minY))
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(copy)
        return CGImage(owningSurface: copy)
    }
}
