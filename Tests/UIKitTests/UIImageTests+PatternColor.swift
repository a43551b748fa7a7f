import UIKit
import UIKitTesting
import XCTest

/// `UIColor(patternImage:)`: a colour that fills with the image repeated.
final class UIImagePatternColorTests: XCTestCase {
    func testPatternColourTilesTheImageUpright() {
        MainActor.assumeIsolated {
            let color = UIColor(patternImage: UIImage(cgImage: makeGrid()))

            let drawn = render(size: CGSize(width: 4, height: 4)) { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }

            XCTAssertEqual(drawn.rows[0], [Swatch.red, Swatch.green, Swatch.red, Swatch.green])
            XCTAssertEqual(drawn.rows[3], [Swatch.blue, Swatch.white, Swatch.blue, Swatch.white])
        }
    }

    func testPatternTilesAtTheImageSizeInPoints() {
        MainActor.assumeIsolated {
            // A 2×2-pixel image at scale 2 is one point: each point of a scale-2 context repeats it.
            let color = UIColor(patternImage: UIImage(cgImage: makeGrid(), scale: 2, orientation: .up))

            let drawn = render(size: CGSize(width: 2, height: 2), scale: 2) { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }

            XCTAssertEqual(drawn.rows[0], [Swatch.red, Swatch.green, Swatch.red, Swatch.green])
        }
    }

    func testPatternColourWithAlphaIsTranslucent() {
        MainActor.assumeIsolated {
            let color = UIColor(patternImage: UIImage(cgImage: makeSolid(Swatch.blue, width: 2, height: 2)))
                .withAlphaComponent(0.5)

            let drawn = render(size: CGSize(width: 2, height: 2)) { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }

            XCTAssertTrue(drawn.rgba(1, 1).isClose(to: RGBA(0, 0, 255, 128), tolerance: 1))
        }
    }

    func testPatternColoursAreEqualOnlyForTheSameImage() {
        let image = UIImage(cgImage: makeGrid())

        let first = UIColor(patternImage: image)
        let second = UIColor(patternImage: image)
        let other = UIColor(patternImage: UIImage(cgImage: makeGrid()))

        XCTAssertEqual(first, second)
        XCTAssertNotEqual(first, other)
        XCTAssertNotEqual(first, UIColor.black)
    }

    func testViewBackgroundWithAPatternColourTilesOnScreen() {
        MainActor.assumeIsolated {
            let delegate = LoggingAppDelegate.withWindow(color: .white)
            let app = HeadlessApp(delegate: delegate)
            let tiled = UIView(frame: CGRect(x: 10, y: 10, width: 8, height: 8))
            tiled.backgroundColor = UIColor(patternImage: UIImage(cgImage: makeGrid()))

            delegate.window!.rootViewController!.view.addSubview(tiled)
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: delegate.window!, at: CGPoint(x: 10, y: 10)), Swatch.red)
            XCTAssertEqual(app.pixel(in: delegate.window!, at: CGPoint(x: 13, y: 13)), Swatch.white)
            XCTAssertEqual(app.pixel(in: delegate.window!, at: CGPoint(x: 14, y: 15)), Swatch.blue)
        }
    }
}
