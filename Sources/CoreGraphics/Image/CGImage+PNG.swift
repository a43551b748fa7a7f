import CCairo

/// PNG in memory through cairo's stream functions (libpng underneath).
extension CGImage {
    /// The eight bytes every PNG file starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes PNG file data, or returns nil when it is not a PNG or is corrupt or truncated.
    /// Opaque and palette PNGs read with alpha 255; the pixels come out premultiplied.
    package static func decodePNG(_ data: Data) -> CGImage? {
        guard data.starts(with: pngSignature) else { return nil }
        return data.withUnsafeBytes { bytes -> CGImage? in
            var source = MemorySource(bytes: bytes)
            let surface = withUnsafeMutablePointer(to: &source) { pointer in
                cairo_image_surface_create_from_png_stream(
                    { closure, buffer, length in
                        let source = closure!.assumingMemoryBound(to: MemorySource.self)
                        return source.pointee.read(into: buffer, count: Int(length))
                            ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                    }, pointer)
            }
            guard let surface else { return nil }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(surface)
                return nil
            }
            return CGImage(owningSurface: surface)
        }
    }

    /// The image as PNG file data (8-bit RGBA, straight alpha), or nil when cairo cannot write it.
    package func pngData() -> Data? {
        guard width > 0, height > 0 else { return nil }
        var output = Data()
        let status = withUnsafeMutablePointer(to: &output) { pointer in
            cairo_surface_write_to_png_stream(
                surface,
                { closure, bytes, length in
                    guard let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                    closure!.assumingMemoryBound(to: Data.self).pointee.append(bytes, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, pointer)
        }
        return status == CAIRO_STATUS_SUCCESS ? output : nil
    }
}

/// Reads sequentially from borrowed bytes; a read past the end fails instead of returning less.
private struct MemorySource {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    mutating func read(into buffer: UnsafeMutablePointer<UInt8>?, count: Int) -> Bool {
        guard let buffer, count >= 0, count <= bytes.count - offset else { return false }
        if count > 0 {
            UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress! + offset, byteCount: count)
        }
        offset += count
        return true
    }
}
