import CoreGraphics
import Foundation
import XCTest

/// Reading back what the window presented, in window points.
extension HeadlessLayerHost {
    /// The presented colour at `point`, or nil outside the window or before the first frame.
    package func pixel(at point: CGPoint) -> RGBA? {
        presentedImage?.rgba(at: point, scale: scale)
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
        presentedImage?.pixelCount(within: rect, scale: scale, where: matches) ?? 0
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
