import XCTest

@testable import CoreGraphics

/// Asserts that a pixel's straight RGBA is within `tolerance` of `expected` in every channel.
func XCTAssertPixel(
    _ context: CGContext, _ x: Int, _ y: Int, _ expected: [Int], tolerance: Int = 2,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    let actual = context.rgba(x, y).map(Int.init)
    let close = zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    XCTAssertTrue(
        close, "pixel (\(x), \(y)) is \(actual), expected \(expected) ±\(tolerance) \(message)", file: file, line: line)
}

/// `value` (0...1) as an 8-bit channel.
func byte(_ value: Double) -> Int {
    Int((value * 255).rounded())
}

extension CGImage {
    /// An image of `width` × `height` from a function giving each pixel's straight RGBA bytes,
    /// row 0 at the top.
    static func make(width: Int, height: Int, _ pixel: (Int, Int) -> [UInt8]) -> CGImage {
        var bytes = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y).map(Int.init)
                let a = p[3]
                // Premultiplied BGRA.
                bytes += [p[2], p[1], p[0]].map { UInt8(($0 * a + 127) / 255) } + [UInt8(a)]
            }
        }
        return CGImage(width: width, height: height, bytesPerRow: width * 4, premultipliedBGRA: Data(bytes))
    }
}
