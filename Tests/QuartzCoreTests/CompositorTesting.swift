import UIKit
import UIKitTesting
import XCTest

/// A headless app with one white key window of `size` points at scale 1, whose root layer
/// `configure` fills before the first frame.
@MainActor func launchLayerWindow(
    size: CGSize = CGSize(width: 100, height: 100), environment: [String: String] = [:],
    _ configure: (CALayer) -> Void
) -> (HeadlessApp, UIWindow) {
    final class Delegate: UIResponder, UIApplicationDelegate {}
    let app = HeadlessApp(delegate: Delegate(), environment: environment)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    configure(window.layer)
    app.runUntilIdle()
    return (app, window)
}

/// A layer with a frame and a background colour.
@MainActor func solidLayer(_ frame: CGRect, _ color: CGColor) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// An image drawn in a y-down space of `width` by `height` pixels.
func makeImage(width: Int, height: Int, _ draw: (CGContext) -> Void) -> CGImage {
    let context = CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    context.translateBy(x: 0, y: CGFloat(height))
    context.scaleBy(x: 1, y: -1)
    draw(context)
    return context.makeImage()!
}

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
let black = CGColor(gray: 0, alpha: 1)

extension HeadlessApp {
    /// The pixel at integer window coordinates (the centre of that pixel).
    @MainActor func color(in window: UIWindow, _ x: Int, _ y: Int) -> RGBA {
        pixel(in: window, at: CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))!
    }

    /// Rows (top, bottom) of the pixels in column `x` that are not white, or nil.
    @MainActor func inkedRows(in window: UIWindow, column x: Int, height: Int) -> (Int, Int)? {
        let rows = (0..<height).filter { y in
            let p = color(in: window, x, y)
            return Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 200
        }
        guard let first = rows.first, let last = rows.last else { return nil }
        return (first, last)
    }
}

func XCTAssertColor(
    _ actual: RGBA, _ expected: RGBA, tolerance: UInt8 = 3, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(
        actual.isClose(to: expected, tolerance: tolerance), "\(actual) is not \(expected)", file: file, line: line)
}
