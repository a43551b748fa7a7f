import CoreGraphics

/// A pixel's straight (unpremultiplied) 8-bit colour.
package struct RGBA: Equatable, Sendable, CustomStringConvertible {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    package var alpha: UInt8

    package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    package func isClose(to other: RGBA, tolerance: UInt8 = 2) -> Bool {
        func near(_ a: UInt8, _ b: UInt8) -> Bool { (a > b ? a - b : b - a) <= tolerance }
        return near(red, other.red) && near(green, other.green) && near(blue, other.blue) && near(alpha, other.alpha)
    }

    package var description: String { "RGBA(\(red), \(green), \(blue), \(alpha))" }
}

extension CGImage {
    /// The pixel at (x, y), top-left origin.
    package func rgba(x: Int, y: Int) -> RGBA {
        let p = pixel(x: x, y: y)
        return RGBA(p.red, p.green, p.blue, p.alpha)
    }
}
