import CCairo

/// The blur shadows use: three box blurs in each direction, which together are within a few percent
/// of a Gaussian (the approximation SVG's feGaussianBlur specifies).
package enum ShadowBlur {
    /// Blurs an A8 image surface in place with a Gaussian of standard deviation `sigma` pixels.
    /// The caller flushes the surface before and marks it dirty after.
    package static func gaussian(alphaSurface surface: OpaquePointer, sigma: Double) {
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let passes = boxes(sigma: sigma)
        guard !passes.isEmpty else { return }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0 else { return }

        // Box blurs run down columns, all columns at once, reading memory in order (and so
        // vectorizing); rows are blurred the same way in a transposed copy.
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(stride, height) * max(width, height) * 2)
        defer { scratch.deallocate() }
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width, height))
        defer { sums.deallocate() }
        blurColumns(data, scratch: scratch, sums: sums, width: width, height: height, stride: stride, passes: passes)
        let transposed = scratch + max(stride, height) * max(width, height)
        transpose(data, into: transposed, width: width, height: height, sourceStride: stride, targetStride: height)
        blurColumns(
            transposed, scratch: scratch, sums: sums, width: height, height: width, stride: height, passes: passes)
        transpose(transposed, into: data, width: height, height: width, sourceStride: height, targetStride: stride)
    }

    /// Runs every pass down the columns of `image`, leaving the result in `image`.
    private static func blurColumns(
        _ image: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<UInt32>,
        width: Int, height: Int, stride: Int, passes: [(Int, Int)]
    ) {
        var (source, target) = (image, scratch)
        for (left, right) in passes {
            boxBlurColumns(
                source, into: target, sums: sums, width: width, height: height, stride: stride, left: left,
                right: right)
            swap(&source, &target)
        }
        if source != image { image.update(from: source, count: stride * height) }
    }

    private static func transpose(
        _ source: UnsafeMutablePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
        sourceStride: Int, targetStride: Int
    ) {
        for y in 0..<height {
            let row = source + y * sourceStride
            for x in 0..<width { target[x * targetStride + y] = row[x] }
        }
    }

    /// The three boxes as (pixels to the left, pixels to the right) of the output pixel.
    package static func boxes(sigma: Double) -> [(Int, Int)] {
        guard sigma.isFinite else { return [] }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return [] }
        if d % 2 == 1 { return Array(repeating: (d / 2, d / 2), count: 3) }
        // An even size has no centre: one box leans left, one right, and a third one pixel wider.
        return [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    /// Multiplier and rounding term that divide a sum by `size` in 16-bit fixed point.
    @inline(__always)
    private static func divider(_ size: Int) -> (UInt32, UInt32) {
        (UInt32((1 << 16 + size - 1) / size), 1 << 15)
    }

    /// One box blur of every column; the window for output row i is [i - left, i + right].
    private static func boxBlurColumns(
        _ source: UnsafeMutablePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>,
        sums: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, left: Int, right: Int
    ) {
        let (multiplier, round) = divider(left + right + 1)
        sums.initialize(repeating: 0, count: width)
        for j in 0..<min(right, height) {
            let row = source + j * stride
            for x in 0..<width { sums[x] &+= UInt32(row[x]) }
        }
        for i in 0..<height {
            if i + right < height {
                let row = source + (i + right) * stride
                for x in 0..<width { sums[x] &+= UInt32(row[x]) }
            }
            let out = target + i * stride
            for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: (sums[x] &* multiplier &+ round) >> 16) }
            if i >= left {
                let row = source + (i - left) * stride
                for x in 0..<width { sums[x] &-= UInt32(row[x]) }
            }
        }
    }
}
