import CCairo

/// The blur shadows and backdrops use: three box blurs in each direction, which together are
/// within a few percent of a Gaussian (the approximation SVG's feGaussianBlur specifies).
package enum ShadowBlur {
    /// What lies past the image's edges.
    package enum Edges {
        /// Nothing: coverage fades out towards the edges (shadows).
        case transparent
        /// The edge pixels repeated: a blurred backdrop keeps its colour up to its edges.
        case extended
    }

    /// Blurs an A8 image surface in place with a Gaussian of standard deviation `sigma` pixels.
    /// The caller flushes the surface before and marks it dirty after.
    package static func gaussian(alphaSurface surface: OpaquePointer, sigma: Double) {
        guard let data = cairo_image_surface_get_data(surface) else { return }
        gaussian(
            data, width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)),
            bytesPerPixel: 1, sigma: sigma, edges: .transparent)
    }

    /// Blurs pixels of `bytesPerPixel` bytes (1: A8; 4: 32-bit, each byte a channel of its own) in
    /// place with a Gaussian of standard deviation `sigma` pixels.
    package static func gaussian(
        _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, bytesPerPixel: Int, sigma: Double,
        edges: Edges
    ) {
        let passes = boxes(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        // Box blurs run down columns (of bytes), all columns at once, reading memory in order (and
        // so vectorizing); rows are blurred the same way in a transposed copy.
        let transposedStride = height * bytesPerPixel
        let scratchSize = max(stride * height, transposedStride * width)
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: scratchSize * 2)
        defer { scratch.deallocate() }
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width, height) * bytesPerPixel)
        defer { sums.deallocate() }
        let columns = Columns(sums: sums, edges: edges)
        columns.blur(data, scratch: scratch, width: width * bytesPerPixel, height: height, stride: stride, passes)
        let transposed = scratch + scratchSize
        transpose(
            data, into: transposed, width: width, height: height, sourceStride: stride,
            targetStride: transposedStride, bytesPerPixel: bytesPerPixel)
        columns.blur(
            transposed, scratch: scratch, width: transposedStride, height: width, stride: transposedStride, passes)
        transpose(
            transposed, into: data, width: height, height: width, sourceStride: transposedStride,
            targetStride: stride, bytesPerPixel: bytesPerPixel)
    }

    private static func transpose(
        _ source: UnsafeMutablePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
        sourceStride: Int, targetStride: Int, bytesPerPixel: Int
    ) {
        if bytesPerPixel == 4 {
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(source + y * sourceStride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    UnsafeMutableRawPointer(target + x * targetStride + y * 4).storeBytes(of: row[x], as: UInt32.self)
                }
            }
            return
        }
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

    /// Box blurs down the columns of an image of bytes.
    private struct Columns {
        let sums: UnsafeMutablePointer<UInt32>
        let edges: Edges

        /// Runs every pass down the columns of `image`, leaving the result in `image`.
        func blur(
            _ image: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
            stride: Int, _ passes: [(Int, Int)]
        ) {
            var (source, target) = (image, scratch)
            for (left, right) in passes {
                boxBlur(source, into: target, width: width, height: height, stride: stride, left: left, right: right)
                swap(&source, &target)
            }
            if source != image { image.update(from: source, count: stride * height) }
        }

        /// Multiplier and rounding term that divide a sum by `size` in 16-bit fixed point.
        @inline(__always)
        private func divider(_ size: Int) -> (UInt32, UInt32) {
            (UInt32((1 << 16 + size - 1) / size), 1 << 15)
        }

        /// Adds (or subtracts) row `index` to the sums; past the edges, nothing, or the edge row.
        @inline(__always)
        private func accumulate(
            _ source: UnsafeMutablePointer<UInt8>, row index: Int, height: Int, width: Int, stride: Int,
            subtract: Bool = false, times: UInt32 = 1
        ) {
            let clamped: Int
            switch edges {
            case .transparent:
                guard index >= 0, index < height else { return }
                clamped = index
            case .extended:
                clamped = min(max(index, 0), height - 1)
            }
            let row = source + clamped * stride
            if subtract {
                for x in 0..<width { sums[x] &-= UInt32(row[x]) }
            } else {
                for x in 0..<width { sums[x] &+= UInt32(row[x]) &* times }
            }
        }

        /// One box blur of every column; the window for output row i is [i - left, i + right].
        private func boxBlur(
            _ source: UnsafeMutablePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
            stride: Int, left: Int, right: Int
        ) {
            let (multiplier, round) = divider(left + right + 1)
            sums.initialize(repeating: 0, count: width)
            if edges == .extended {
                accumulate(source, row: 0, height: height, width: width, stride: stride, times: UInt32(left))
            }
            for j in 0..<right { accumulate(source, row: j, height: height, width: width, stride: stride) }
            for i in 0..<height {
                accumulate(source, row: i + right, height: height, width: width, stride: stride)
                let out = target + i * stride
                for x in 0..<width { out[x] = UInt8(truncatingIfNeeded: (sums[x] &* multiplier &+ round) >> 16) }
                accumulate(source, row: i - left, height: height, width: width, stride: stride, subtract: true)
            }
        }
    }
}
