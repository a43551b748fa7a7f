@_spi(Compositing) import CoreGraphics

/// Draws an image through a projective transform, span by span: for each destination row the
/// span the projected image covers is found from its edges, and the source position is stepped
/// along it in homogeneous coordinates, divided exactly every 16 pixels and interpolated in
/// 16.16 fixed point between (the error is far below a pixel for any layer in front of the
/// viewer), sampled bilinearly with transparent pixels outside the image (which antialiases the
/// edges) and blended over.
///
/// Pixman can do this too (`pixman_image_set_transform` with a projective matrix), but its 16.16
/// fixed-point matrix is too coarse for small perspective terms such as m34 = -1/500, and its
/// general projective fetcher is several times slower.
enum PerspectiveWarp {
    /// Blends `source` (premultiplied ARGB) mapped by `h` (source pixels → destination pixels)
    /// into `destination` inside `boxes`, faded by `alpha`.
    static func draw(
        _ source: PixelSurface, _ h: Homography, into destination: PixelSurface, boxes: [PixelBox], alpha: Double
    ) {
        guard let g = h.inverted, alpha > 0, source.format != .a8, destination.format != .a8 else { return }
        let (sw, sh) = (Double(source.width), Double(source.height))
        var corners: [(Double, Double)] = []
        var behind = false
        for (x, y) in [(0.0, 0.0), (sw, 0), (sw, sh), (0, sh)] {
            let p = h.project(x, y)
            if p.w <= 1e-9 { behind = true }
            corners.append((p.x / p.w, p.y / p.w))
        }
        let fade = UInt32(max(0, min(1, alpha)) * 256)
        for box in boxes where !box.isEmpty {
            for y in Int(box.y0)..<Int(box.y1) {
                var (x0, x1) = (Int(box.x0), Int(box.x1))
                if !behind {
                    guard let span = Self.span(corners, y: Double(y) + 0.5) else { continue }
                    x0 = max(x0, Int(span.0.rounded(.down)) - 1)
                    x1 = min(x1, Int(span.1.rounded(.up)) + 1)
                }
                guard x0 < x1 else { continue }
                if behind {
                    row(source, g, destination, y: y, x0: x0, x1: x1, fade: fade)
                } else {
                    steppedRow(source, g, destination, y: y, x0: x0, x1: x1, fade: fade)
                }
            }
        }
    }

    /// Where the row's centre line crosses the convex quad, or nil when it misses it.
    private static func span(_ quad: [(Double, Double)], y: Double) -> (Double, Double)? {
        var low = Double.infinity
        var high = -Double.infinity
        for i in 0..<4 {
            let (ax, ay) = quad[i]
            let (bx, by) = quad[(i + 1) % 4]
            // The half-pixel margin lets the bilinear fringe of a near-horizontal edge through.
            guard min(ay, by) - 1 <= y, max(ay, by) + 1 >= y else { continue }
            let x: [Double]
            if abs(by - ay) < 1e-9 {
                x = [ax, bx]
            } else {
                let t = max(0, min(1, (y - ay) / (by - ay)))
                x = [ax + t * (bx - ax)]
            }
            for v in x {
                low = min(low, v)
                high = max(high, v)
            }
        }
        return low <= high ? (low, high) : nil
    }

    @inline(__always)
    private static func row(
        _ source: PixelSurface, _ g: Homography, _ destination: PixelSurface, y: Int, x0: Int, x1: Int, fade: UInt32
    ) {
        let srcPixels = source.pixels.assumingMemoryBound(to: UInt32.self)
        let srcStride = source.stride / 4
        let (w, h) = (source.width, source.height)
        let out = (destination.pixels + y * destination.stride).assumingMemoryBound(to: UInt32.self)
        let cy = Double(y) + 0.5
        var u = (Double(x0) + 0.5) * g.m11 + cy * g.m21 + g.m31
        var v = (Double(x0) + 0.5) * g.m12 + cy * g.m22 + g.m32
        var q = (Double(x0) + 0.5) * g.m13 + cy * g.m23 + g.m33
        @inline(__always) func fetch(_ x: Int, _ y: Int) -> UInt32 {
            x >= 0 && y >= 0 && x < w && y < h ? srcPixels[y &* srcStride &+ x] : 0
        }
        for x in x0..<x1 {
            defer {
                u += g.m11
                v += g.m12
                q += g.m13
            }
            guard q > 1e-9 else { continue }
            let r = 1 / q
            let sx = u * r - 0.5
            let sy = v * r - 0.5
            guard sx > -1, sy > -1, sx < Double(w), sy < Double(h) else { continue }
            let fx = sx.rounded(.down)
            let fy = sy.rounded(.down)
            let ix = Int(fx)
            let iy = Int(fy)
            let ax = UInt32((sx - fx) * 256)
            let ay = UInt32((sy - fy) * 256)
            let p00: UInt32
            let p10: UInt32
            let p01: UInt32
            let p11: UInt32
            if ix >= 0, iy >= 0, ix + 1 < w, iy + 1 < h {
                let base = iy &* srcStride &+ ix
                (p00, p10) = (srcPixels[base], srcPixels[base &+ 1])
                (p01, p11) = (srcPixels[base &+ srcStride], srcPixels[base &+ srcStride &+ 1])
            } else {
                (p00, p10, p01, p11) = (fetch(ix, iy), fetch(ix + 1, iy), fetch(ix, iy + 1), fetch(ix + 1, iy + 1))
            }
            var s = lerp(lerp(p00, p10, ax), lerp(p01, p11, ax), ay)
            if fade < 256 { s = scale(s, fade) }
            let sa = s >> 24
            if sa == 0 { continue }
            if sa == 255 {
                out[x] = s
            } else {
                out[x] = s &+ scale(out[x], 256 &- sa &- (sa >> 7))
            }
        }
    }

    /// The row with the division done every 16 pixels only; every w on the row is positive.
    private static func steppedRow(
        _ source: PixelSurface, _ g: Homography, _ destination: PixelSurface, y: Int, x0: Int, x1: Int, fade: UInt32
    ) {
        let srcPixels = source.pixels.assumingMemoryBound(to: UInt32.self)
        let srcStride = source.stride / 4
        let (w, h) = (source.width, source.height)
        let out = (destination.pixels + y * destination.stride).assumingMemoryBound(to: UInt32.self)
        let cy = Double(y) + 0.5
        @inline(__always) func sourcePoint(_ x: Int) -> (Int, Int) {
            let cx = Double(x) + 0.5
            let q = cx * g.m13 + cy * g.m23 + g.m33
            let r = 1 / q
            let u = (cx * g.m11 + cy * g.m21 + g.m31) * r - 0.5
            let v = (cx * g.m12 + cy * g.m22 + g.m32) * r - 0.5
            // Clamped far outside the image so the fixed-point steps cannot overflow.
            let limit = 1e6
            return (Int(max(-limit, min(limit, u)) * 65536), Int(max(-limit, min(limit, v)) * 65536))
        }
        @inline(__always) func fetch(_ x: Int, _ y: Int) -> UInt32 {
            x >= 0 && y >= 0 && x < w && y < h ? srcPixels[y &* srcStride &+ x] : 0
        }
        let (maxX, maxY) = (w - 1, h - 1)
        var x = x0
        var start = sourcePoint(x0)
        while x < x1 {
            let end = min(x1, x + 16)
            let next = sourcePoint(end)
            let n = end - x
            let du = (next.0 - start.0) / n
            let dv = (next.1 - start.1) / n
            var (fu, fv) = start
            for px in x..<end {
                defer {
                    fu &+= du
                    fv &+= dv
                }
                let ix = fu >> 16
                let iy = fv >> 16
                guard ix >= -1, iy >= -1, ix < w, iy < h else { continue }
                let ax = UInt32(truncatingIfNeeded: (fu >> 8) & 0xFF)
                let ay = UInt32(truncatingIfNeeded: (fv >> 8) & 0xFF)
                let p00: UInt32
                let p10: UInt32
                let p01: UInt32
                let p11: UInt32
                if ix >= 0, iy >= 0, ix < maxX, iy < maxY {
                    let base = iy &* srcStride &+ ix
                    (p00, p10) = (srcPixels[base], srcPixels[base &+ 1])
                    (p01, p11) = (srcPixels[base &+ srcStride], srcPixels[base &+ srcStride &+ 1])
                } else {
                    (p00, p10, p01, p11) = (fetch(ix, iy), fetch(ix + 1, iy), fetch(ix, iy + 1), fetch(ix + 1, iy + 1))
                }
                var s = lerp(lerp(p00, p10, ax), lerp(p01, p11, ax), ay)
                if fade < 256 { s = scale(s, fade) }
                let sa = s >> 24
                if sa == 255 {
                    out[px] = s
                } else if sa != 0 {
                    out[px] = s &+ scale(out[px], 256 &- sa &- (sa >> 7))
                }
            }
            x = end
            start = next
        }
    }

    /// a + (b - a) * t / 256 on all four channels at once (two per 32-bit lane pair).
    @inline(__always)
    private static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let it = 256 &- t
        let rb = ((a & 0x00FF_00FF) &* it &+ (b & 0x00FF_00FF) &* t) >> 8 & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* it &+ ((b >> 8) & 0x00FF_00FF) &* t) & 0xFF00_FF00
        return rb | ag
    }

    /// Every channel times f / 256.
    @inline(__always)
    private static func scale(_ p: UInt32, _ f: UInt32) -> UInt32 {
        let rb = (((p & 0x00FF_00FF) &* f) >> 8) & 0x00FF_00FF
        let ag = (((p >> 8) & 0x00FF_00FF) &* f) & 0xFF00_FF00
        return rb | ag
    }
}
