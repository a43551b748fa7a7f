import CoreGraphics

/// A pixel's straight (unpremultiplied) 8-bit colour.
public struct RGBA: Equatable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    public func isClose(to other: RGBA, tolerance: UInt8 = 2) -> Bool {
        func near(_ a: UInt8, _ b: UInt8) -> Bool { (a > b ? a - b : b - a) <= tolerance }
        return near(red, other.red) && near(green, other.green) && near(blue, other.blue) && near(alpha, other.alpha)
    }

    public var description: String { "RGBA(\(red), \(green), \(blue), \(alpha))" }
}

extension CGImage {
    /// The pixel at (x, y), top-left origin.
    package func rgba(x: Int, y: Int) -> RGBA {
        let p = pixel(x: x, y: y)
        return RGBA(p.red, p.green, p.blue, p.alpha)
    }

    /// The pixel under the point (x, y) of an image of `scale` pixels per point; nil outside it.
    package func rgba(at point: CGPoint, scale: CGFloat) -> RGBA? {
        let x = Int(point.x * scale)
        let y = Int(point.y * scale)
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return rgba(x: x, y: y)
    }

    /// How many pixels of `rect` (points, at `scale` pixels per point) `matches` accepts: the ink
    /// of text, a glyph or a shape, counted to compare weights or coverage without exact pixels.
    package func pixelCount(within rect: CGRect, scale: CGFloat, where matches: (RGBA) -> Bool) -> Int {
        let pixels = CGRect(
            x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale
        )
        .intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !pixels.isNull else { return 0 }
        var count = 0
        for y in Int(pixels.minY)..<Int(pixels.maxY) {
            for x in Int(pixels.minX)..<Int(pixels.maxX) where matches(rgba(x: x, y: y)) {
                count += 1
            }
        }
        return count
    }
}
