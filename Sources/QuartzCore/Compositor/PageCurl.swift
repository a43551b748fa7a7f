@_spi(Compositing) import CoreGraphics
import Foundation

/// A page curling off a layer, for UIKit's curl transitions: the page wraps round a cylinder
/// whose axis sweeps across it from the bottom edge (a little slanted, the bottom-right corner
/// leading) up past the top, and what has passed round the cylinder lies flat on top, back side
/// up. The front keeps the page's pixels, the back shows them mirrored and washed out towards
/// white, as paper does; both darken where the cylinder turns them edge-on, and the cylinder
/// casts a soft shadow on what lies beneath.
///
/// Each destination pixel finds the page point above it analytically (the highest layer of paper
/// there wins), so the cost is one pass over the page's pixels with an `asin` in the curled band.
enum PageCurl {
    /// Lays `page` over `base`, `progress` (0…1) of the way curled off `rect` (in `base` pixels);
    /// the page's pixel (0, 0) lies on `base`'s pixel `pageOrigin`.
    static func draw(
        page: PixelSurface, at pageOrigin: (x: Int, y: Int), rect: CGRect, progress: Double, into base: PixelSurface
    ) {
        guard !rect.isEmpty, base.format != .a8, page.format != .a8 else { return }
        let slant = 0.2
        let (nx, ny) = (sin(slant), cos(slant))
        let radius = max(2, 0.15 * Double(min(rect.width, rect.height)))
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        let reach = corners.map { Double($0.0) * nx + Double($0.1) * ny }
        let shadowWidth = radius * 0.6
        // From nothing lifted to the cylinder and its shadow past the far edge.
        let start = reach.max()!
        let end = reach.min()! - radius - shadowWidth
        let axis = start + (end - start) * max(0, min(1, progress))

        let pagePixels = page.pixels.assumingMemoryBound(to: UInt32.self)
        let pageStride = page.stride / 4
        let (minX, minY, maxX, maxY) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        /// The page pixel (nearest) at base point (x, y), or nil off the page or transparent.
        @inline(__always) func sample(_ x: Double, _ y: Double) -> UInt32? {
            guard x >= minX, y >= minY, x < maxX, y < maxY else { return nil }
            let (px, py) = (Int(x.rounded(.down)) - pageOrigin.x, Int(y.rounded(.down)) - pageOrigin.y)
            guard px >= 0, py >= 0, px < page.width, py < page.height else { return nil }
            let pixel = pagePixels[py * pageStride + px]
            return pixel >> 24 == 0 ? nil : pixel
        }

        let box = PixelBox(covering: rect).intersection(base.box)
        guard !box.isEmpty else { return }
        for y in Int(box.y0)..<Int(box.y1) {
            let row = (base.pixels + y * base.stride).assumingMemoryBound(to: UInt32.self)
            let cy = Double(y) + 0.5
            for x in Int(box.x0)..<Int(box.x1) {
                let cx = Double(x) + 0.5
                let d = cx * nx + cy * ny - axis
                if d > radius {
                    if d < radius + shadowWidth {
                        row[x] = darkened(row[x], to: 1 - 0.3 * (1 - (d - radius) / shadowWidth))
                    }
                    continue
                }
                // The two layers of paper that can lie above this pixel, the higher (the back)
                // first, as arc lengths from the axis.
                let high: Double
                let low: Double
                var (highShade, lowShade) = (1.0, 1.0)
                if d >= 0 {
                    // Lit from the viewer: darker where the paper turns edge-on, towards the rim.
                    let angle = asin(d / radius)
                    (high, low) = (radius * (.pi - angle), radius * angle)
                    (highShade, lowShade) = (0.55 + 0.45 * cos(angle), 0.75 + 0.25 * cos(angle))
                } else {
                    (high, low) = (.pi * radius - d, d)
                }
                if let pixel = sample(cx + nx * (high - d), cy + ny * (high - d)) {
                    let paper = washed(pixel)
                    row[x] = over(highShade < 1 ? darkened(paper, to: highShade) : paper, row[x])
                } else if let pixel = sample(cx + nx * (low - d), cy + ny * (low - d)) {
                    row[x] = over(lowShade < 1 ? darkened(pixel, to: lowShade) : pixel, row[x])
                }
            }
        }
    }

    /// The back of the paper: the pixel mixed 70 % towards white, keeping its alpha.
    @inline(__always)
    private static func washed(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        func channel(_ shift: UInt32) -> UInt32 { (((p >> shift) & 0xFF) * 77 + a * 179) >> 8 }
        return a << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    /// Colour channels times `factor`, alpha kept (premultiplied: darker, not more transparent).
    @inline(__always)
    private static func darkened(_ p: UInt32, to factor: Double) -> UInt32 {
        let f = UInt32(max(0, min(1, factor)) * 256)
        let r = (((p >> 16) & 0xFF) * f) >> 8
        let g = (((p >> 8) & 0xFF) * f) >> 8
        let b = ((p & 0xFF) * f) >> 8
        return p & 0xFF00_0000 | r << 16 | g << 8 | b
    }

    /// Premultiplied source over destination.
    @inline(__always)
    private static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let inverse = 255 - (s >> 24)
        if inverse == 0 { return s }
        let rb = (((d & 0x00FF_00FF) * inverse) >> 8) & 0x00FF_00FF
        let ag = (((d >> 8) & 0x00FF_00FF) * inverse) & 0xFF00_FF00
        return s &+ (rb | ag)
    }
}
