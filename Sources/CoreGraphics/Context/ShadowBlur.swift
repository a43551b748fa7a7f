import CCairo

/// The blur shadows use: three box blurs in each direction, which together are within a few percent
/// of a Gaussian (the approximation SVG's feGaussianBlur specifies).
package enum ShadowBlur {
    /// Blurs an A8 image surface in place with a Gaussian of standard deviation `sigma` pixels.
    /// The caller flushes the surface before and marks it dirty after.
    package static func gaussian(alphaSurface surface: OpaquePointer, sigma: Double) {
        guard sigma >= 0.5, let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let passes = boxes(sigma: sigma)
        var line = [UInt8](repeating: 0, count: max(width, height))
        var out = [UInt8](repeating: 0, count: max(width, height))
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width { line[x] = row[x] }
            for (left, right) in passes { boxBlur(&line, into: &out, count: width, left: left, right: right) }
            for x in 0..<width { row[x] = line[x] }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = data[y * stride + x] }
            for (left, right) in passes { boxBlur(&line, into: &out, count: height, left: left, right: right) }
            for y in 0..<height { data[y * stride + x] = line[y] }
        }
    }

    /// The three boxes as (pixels to the left, pixels to the right) of the output pixel.
    package static func boxes(sigma: Double) -> [(Int, Int)] {
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return [] }
        if d % 2 == 1 { return Array(repeating: (d / 2, d / 2), count: 3) }
        // An even size has no centre: one box leans left, one right, and a third one pixel wider.
        return [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    /// One box blur of `line[0..<count]`, treating pixels beyond the ends as 0; the result is put
    /// back in `line`.
    private static func boxBlur(_ line: inout [UInt8], into out: inout [UInt8], count: Int, left: Int, right: Int) {
        let size = left + right + 1
        let half = size / 2
        line.withUnsafeMutableBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                var sum = 0
                // The window for output i is [i - left, i + right].
                for j in 0..<min(right, count) { sum += Int(src[j]) }
                for i in 0..<count {
                    let enter = i + right
                    if enter < count { sum += Int(src[enter]) }
                    dst[i] = UInt8((sum + half) / size)
                    let leave = i - left
                    if leave >= 0 { sum -= Int(src[leave]) }
                }
            }
        }
        swap(&line, &out)
    }
}
