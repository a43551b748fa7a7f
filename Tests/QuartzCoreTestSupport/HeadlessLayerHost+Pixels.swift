import CoreGraphics
import Foundation
import XCTest

/// Reading back what the window presented, in window points.
extension HeadlessLayerHost {
    /// The presented colour at `point`, or nil outside the window or before the first frame.
    package func pixel(at point: CGPoint) -> RGBA? {
        guard let image = presentedImage else { return nil }
        let x = Int(point.x * scale)
        let y = Int(point.y * scale)
        guard x >= 0, y >= 0, x < image.width, y < image.height else { return nil }
        return image.rgba(x: x, y: y)
    }

    /// The presented colour at the centre of the point (x, y); traps outside the window.
    package func color(_ x: Int, _ y: Int) -> RGBA {
        guard let pixel = pixel(at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) else {
            preconditionFailure("(\(x), \(y)) is outside the presented window")
        }
        return pixel
    }

    /// How many presented pixels of `rect` `matches` accepts: the ink of a shape or a particle,
    /// counted to compare coverage without exact pixels.
    package func pixelCount(within rect: CGRect, where matches: (RGBA) -> Bool) -> Int {
        guard let image = presentedImage else { return 0 }
        let pixels = CGRect(
            x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale
        )
        .intersection(CGRect(x: 0, y: 0, width: image.width, height: image.height))
        guard !pixels.isNull else { return 0 }
        var count = 0
        for y in Int(pixels.minY)..<Int(pixels.maxY) {
            for x in Int(pixels.minX)..<Int(pixels.maxX) where matches(image.rgba(x: x, y: y)) {
                count += 1
            }
        }
        return count
    }

    /// Writes what the window last presented as a PNG (to look at while writing a test).
    package func writePNG(to url: URL) throws {
        guard let image = presentedImage else {
            throw CocoaError(
                .fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "the window has not presented a frame"])
        }
        try image.writePNG(to: url)
    }
}

/// Fails unless every channel of `actual` is within `tolerance` of `expected`'s.
package func XCTAssertColor(
    _ actual: RGBA, _ expected: RGBA, tolerance: UInt8 = 3, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(
        actual.isClose(to: expected, tolerance: tolerance), "\(actual) is not \(expected)", file: file, line: line)
}
