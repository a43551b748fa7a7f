import UIKit
import UIKitTesting
import XCTest

/// Every content mode places the image through the layer's contents gravity, checked by pixels.
final class UIImageViewContentModeTests: XCTestCase {
    /// A 20×10 image, its left half red and its right half blue, in a 60×40 view at (20, 30).
    func testEveryContentModePlacesTheImageWhereUIKitDoes() {
        MainActor.assumeIsolated {
            let row = Array(repeating: Swatch.red, count: 10) + Array(repeating: Swatch.blue, count: 10)
            let image = UIImage(cgImage: makeImage(Array(repeating: row, count: 10)))
            let view = UIImageView(image: image)
            let stage = ImageViewStage(view, frame: CGRect(x: 20, y: 30, width: 60, height: 40))
            let expected: [(UIView.ContentMode, CGRect)] = [
                (.scaleToFill, CGRect(x: 0, y: 0, width: 60, height: 40)),
                (.scaleAspectFit, CGRect(x: 0, y: 5, width: 60, height: 30)),
                (.scaleAspectFill, CGRect(x: -10, y: 0, width: 80, height: 40)),
                (.redraw, CGRect(x: 0, y: 0, width: 60, height: 40)),
                (.center, CGRect(x: 20, y: 15, width: 20, height: 10)),
                (.top, CGRect(x: 20, y: 0, width: 20, height: 10)),
                (.bottom, CGRect(x: 20, y: 30, width: 20, height: 10)),
                (.left, CGRect(x: 0, y: 15, width: 20, height: 10)),
                (.right, CGRect(x: 40, y: 15, width: 20, height: 10)),
                (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 10)),
                (.topRight, CGRect(x: 40, y: 0, width: 20, height: 10)),
                (.bottomLeft, CGRect(x: 0, y: 30, width: 20, height: 10)),
                (.bottomRight, CGRect(x: 40, y: 30, width: 20, height: 10)),
            ]
            XCTAssertEqual(expected.count, 13, "all of UIKit's modes")
            for (mode, rect) in expected {
                view.contentMode = mode
                let placed = rect.offsetBy(dx: 20, dy: 30)
                // Samples every 5 points over the window, away from the image's edges.
                for y in stride(from: 2.5, to: 100, by: 5) {
                    for x in stride(from: 2.5, to: 100, by: 5) {
                        let point = CGPoint(x: x, y: y)
                        if placed.insetBy(dx: -1.5, dy: -1.5).contains(point)
                            && !placed.insetBy(dx: 1.5, dy: 1.5).contains(point)
                        {
                            continue
                        }
                        let want =
                            placed.contains(point) ? (x < placed.midX ? Swatch.red : Swatch.blue) : Swatch.white
                        let got = stage.color(at: point)
                        XCTAssertTrue(got.isClose(to: want, tolerance: 8), "\(mode) at \(point): \(got), not \(want)")
                    }
                }
            }
            withExtendedLifetime(stage) {}
        }
    }
}
