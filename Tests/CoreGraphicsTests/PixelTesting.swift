@testable import CoreGraphics

/// Opaque primary colours, as `[red, green, blue, alpha]` pixels and as colours to paint with.
enum Paint {
    static let red: [UInt8] = [255, 0, 0, 255]
    static let blue: [UInt8] = [0, 0, 255, 255]
    static let none: [UInt8] = [0, 0, 0, 0]

    static let redColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blueColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
}

/// A transparent context in UIKit's orientation: origin top-left, y down, user space = pixels.
func makeFlippedContext(width: Int = 100, height: Int = 100) -> CGContext {
    CGContext(pixelWidth: width, pixelHeight: height)
}

/// A transparent bitmap context made the public way: Core Graphics' origin bottom-left, y up.
func makeBitmapContext(width: Int = 100, height: Int = 100) -> CGContext {
    let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
    return CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
}

extension CGContext {
    /// The pixel at buffer column `x`, row `y` (row 0 is the top of the image) as straight RGBA.
    func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        let p = makeImage()!.pixel(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha]
    }

    /// Buffer alpha at a pixel.
    func alpha(_ x: Int, _ y: Int) -> UInt8 {
        makeImage()!.pixel(x: x, y: y).alpha
    }
}
