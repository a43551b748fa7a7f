import UIKit
import UIKitTesting
import WindowSystem
import XCTest

/// Opaque colours the image tests paint with and expect.
enum Swatch {
    static let red = RGBA(255, 0, 0)
    static let green = RGBA(0, 255, 0)
    static let blue = RGBA(0, 0, 255)
    static let white = RGBA(255, 255, 255)
    static let yellow = RGBA(255, 255, 0)
    static let black = RGBA(0, 0, 0)
    static let clear = RGBA(0, 0, 0, 0)
}

/// An image from rows of straight, opaque-or-clear colours (row 0 on top).
func makeImage(_ rows: [[RGBA]]) -> CGImage {
    let height = rows.count
    let width = rows.first?.count ?? 0
    var bytes: [UInt8] = []
    for row in rows {
        for p in row {
            let a = UInt32(p.alpha)
            func premultiplied(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * a + 127) / 255) }
            bytes += [premultiplied(p.blue), premultiplied(p.green), premultiplied(p.red), p.alpha]
        }
    }
    return CGImage(width: width, height: height, bytesPerRow: width * 4, premultipliedBGRA: Data(bytes))
}

/// The 2×2 image red, green over blue, white: every orientation shows it differently.
func makeGrid() -> CGImage {
    makeImage([[Swatch.red, Swatch.green], [Swatch.blue, Swatch.white]])
}

/// A `width`×`height` image of one colour.
func makeSolid(_ color: RGBA, width: Int, height: Int) -> CGImage {
    makeImage(Array(repeating: Array(repeating: color, count: width), count: height))
}

extension CGImage {
    /// The pixel at (x, y), top-left origin.
    func rgba(_ x: Int, _ y: Int) -> RGBA {
        let p = pixel(x: x, y: y)
        return RGBA(p.red, p.green, p.blue, p.alpha)
    }

    /// Every pixel, row by row.
    var rows: [[RGBA]] {
        (0..<height).map { y in (0..<width).map { x in rgba(x, y) } }
    }
}

/// Renders `size` points at `scale` through an image renderer, running `draw` inside it.
@MainActor
func render(size: CGSize, scale: CGFloat = 1, _ draw: (UIGraphicsImageRendererContext) -> Void) -> CGImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: size, format: format).image(actions: draw).cgImage!
}

/// A headless app on a screen of `dotsPerInch` (192 is scale 2), so `UIScreen.main.scale` is set.
@MainActor
func makeApp(dotsPerInch: Double) -> HeadlessApp {
    let screen = ScreenDescription(
        pixelSize: PixelSize(width: 1000, height: 800), dotsPerInch: dotsPerInch, refreshRate: 60)
    return HeadlessApp(delegate: LoggingAppDelegate(), screen: screen)
}

/// A fresh temporary folder, removed by the test's teardown.
func makeTemporaryDirectory(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("casement-images-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}
