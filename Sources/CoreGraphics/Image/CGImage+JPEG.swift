import CCairo
import CJPEG

/// JPEG in memory through libjpeg-turbo's TurboJPEG API.
///
/// libjpeg-turbo is the maintained, SIMD-accelerated JPEG codec that Debian ships; TurboJPEG turns
/// a buffer into pixels and back in one call and reports failures as return values (it never exits
/// the process), which keeps this wrapper small and crash-free on bad input.
extension CGImage {
    /// The largest side cairo can hold in an image surface.
    static let maximumSide: Int32 = 32767

    /// Decodes baseline or progressive JPEG data (grey, YCbCr or RGB), or returns nil when it is
    /// not a JPEG or is corrupt or truncated. Strict on purpose: data the decoder warns about is
    /// rejected rather than shown partly grey. JPEG has no alpha, so every pixel is opaque (and its
    /// premultiplied value equals its straight value). The EXIF orientation is not applied here.
    package static func decodeJPEG(_ data: Data) -> CGImage? {
        guard data.count > 3, data.starts(with: [0xFF, 0xD8, 0xFF]) else { return nil }
        guard let decoder = tjInitDecompress() else { return nil }
        defer { tjDestroy(decoder) }
        return data.withUnsafeBytes { raw -> CGImage? in
            let jpeg = raw.bindMemory(to: UInt8.self).baseAddress!
            let size = UInt(raw.count)
            var width: Int32 = 0
            var height: Int32 = 0
            var subsampling: Int32 = 0
            var colorspace: Int32 = 0
            guard tjDecompressHeader3(decoder, jpeg, size, &width, &height, &subsampling, &colorspace) == 0,
                width > 0, height > 0, width <= maximumSide, height <= maximumSide
            else { return nil }
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
                let pixels = cairo_image_surface_get_data(surface)
            else {
                cairo_surface_destroy(surface)
                return nil
            }
            // Cairo's ARGB32 is B, G, R, A in memory on little-endian machines; TJPF_BGRA sets A to 255.
            let stride = cairo_image_surface_get_stride(surface)
            let status = tjDecompress2(
                decoder, jpeg, size, pixels, width, stride, height, Int32(TJPF_BGRA.rawValue), 0)
            guard status == 0 else {
                cairo_surface_destroy(surface)
                return nil
            }
            cairo_surface_mark_dirty(surface)
            return CGImage(owningSurface: surface)
        }
    }

    /// The image as JPEG file data at `quality` (0 smallest … 1 best), or nil when encoding fails.
    ///
    /// Colours are unpremultiplied first, and alpha is dropped (fully transparent pixels become
    /// black). Quality maps linearly to libjpeg's 1…100; from 0.9 up chroma is not subsampled.
    package func jpegData(quality: CGFloat) -> Data? {
        guard width > 0, height > 0, let encoder = tjInitCompress() else { return nil }
        defer { tjDestroy(encoder) }
        let straight = straightBGRX()
        let clamped = quality.isNaN ? 0 : min(1, max(0, quality))
        let libjpegQuality = Int32(max(1, (clamped * 100).rounded()))
        let subsampling = clamped >= 0.9 ? TJSAMP_444 : TJSAMP_420
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize: UInt = 0
        let status = straight.withUnsafeBufferPointer { source in
            tjCompress2(
                encoder, source.baseAddress, Int32(width), Int32(width * 4), Int32(height),
                Int32(TJPF_BGRX.rawValue), &output, &outputSize, Int32(subsampling.rawValue), libjpegQuality, 0)
        }
        defer { tjFree(output) }
        guard status == 0, let output, outputSize > 0 else { return nil }
        return Data(bytes: output, count: Int(outputSize))
    }

    /// The pixels as tightly packed B, G, R, X bytes with colours divided by alpha.
    private func straightBGRX() -> [UInt8] {
        cairo_surface_flush(surface)
        var result = [UInt8](repeating: 0, count: width * height * 4)
        guard let pixels = cairo_image_surface_get_data(surface) else { return result }
        result.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = pixels + y * bytesPerRow
                for x in 0..<width {
                    let p = row + x * 4
                    let o = (y * width + x) * 4
                    let alpha = UInt32(p[3])
                    for channel in 0..<3 {
                        let c = UInt32(p[channel])
                        out[o + channel] =
                            alpha == 255 ? UInt8(c) : alpha == 0 ? 0 : UInt8(min(255, (c * 255 + alpha / 2) / alpha))
                    }
                    out[o + 3] = 255
                }
            }
        }
        return result
    }
}
