import UIKit
import XCTest

/// Draws with `body` into a transparent UIKit-space (top-left origin) context made current, and
/// returns what was drawn.
@MainActor
func renderText(width: Int = 320, height: Int = 120, _ body: () -> Void) -> CGImage {
    let context = CGContext(pixelWidth: width, pixelHeight: height)
    UIGraphicsPushContext(context)
    body()
    UIGraphicsPopContext()
    return context.makeImage()!
}

typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

extension CGImage {
    /// The smallest rect of whole pixels holding every pixel `isInk` accepts (by default, any
    /// pixel more than a quarter opaque) within `region`; nil when there is none.
    func textInk(in region: CGRect? = nil, where isInk: (Pixel) -> Bool = { $0.alpha > 64 }) -> CGRect? {
        let area = (region ?? CGRect(x: 0, y: 0, width: width, height: height))
            .intersection(CGRect(x: 0, y: 0, width: width, height: height)).integral
        guard !area.isEmpty else { return nil }
        var box: CGRect?
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) where isInk(pixel(x: x, y: y)) {
                let cell = CGRect(x: x, y: y, width: 1, height: 1)
                box = box?.union(cell) ?? cell
            }
        }
        return box
    }
}

/// Asserts that `inner` lies within `outer`, give or take `slack` points on each side.
func XCTAssertRect(
    _ inner: CGRect, isInside outer: CGRect, slack: CGFloat = 1, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(
        outer.insetBy(dx: -slack, dy: -slack).contains(inner), "\(inner) is not inside \(outer)", file: file, line: line
    )
}
