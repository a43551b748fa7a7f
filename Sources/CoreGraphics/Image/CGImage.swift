import CCairo

/// An immutable bitmap: 8-bit premultiplied BGRA pixels (cairo's ARGB32 on little-endian machines).
public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
    }
    public let colorSpace: CGColorSpace? = CGColorSpaceCreateDeviceRGB()

    /// The cairo image surface that owns the pixels; never written after creation.
    package let surface: OpaquePointer

    /// Takes ownership of a cairo image surface reference. Surfaces in any format other than ARGB32
    /// (RGB24 from an opaque PNG, say) are converted, so alpha always reads correctly (255 when opaque).
    package init(owningSurface surface: OpaquePointer) {
        let surface = CGImage.argb32(consuming: surface)
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        bytesPerRow = Int(cairo_image_surface_get_stride(surface))
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The pixel at (x, y), top-left origin, as straight (unpremultiplied) 8-bit RGBA.
    package func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        preconditionAlways(
            x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width)x\(height)")
        cairo_surface_flush(surface)
        let row = cairo_image_surface_get_data(surface)! + y * bytesPerRow
        let value = row.withMemoryRebound(to: UInt32.self, capacity: width) { $0[x] }
        let a = UInt8(value >> 24)
        func straight(_ shift: UInt32) -> UInt8 {
            let c = UInt32((value >> shift) & 0xFF)
            return a == 0 ? 0 : UInt8(min(255, (c * 255 + UInt32(a) / 2) / UInt32(a)))
        }
        return (straight(16), straight(8), straight(0), a)
    }

    /// Writes the image as a PNG file.
    package func writePNG(to url: URL) throws {
        let status = cairo_surface_write_to_png(surface, url.path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSFilePathErrorKey: url.path,
                    NSLocalizedDescriptionKey: String(cString: cairo_status_to_string(status)),
                ])
        }
    }

    /// Reads a PNG file, or returns nil when it is missing or not a PNG. Opaque PNGs read with
    /// alpha 255.
    package static func readPNG(from url: URL) -> CGImage? {
        guard let surface = cairo_image_surface_create_from_png(url.path) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return CGImage(owningSurface: surface)
    }

    /// `surface` itself when it is ARGB32, else an ARGB32 copy (the original reference is released).
    private static func argb32(consuming surface: OpaquePointer) -> OpaquePointer {
        guard cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 else { return surface }
        let width = cairo_image_surface_get_width(surface)
        let height = cairo_image_surface_get_height(surface)
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(copy)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(copy)
        cairo_surface_destroy(surface)
        return copy
    }
}
