import UIKit
import UIKitTesting
import XCTest

/// Drawing a `UIImage`: upright in UIKit's flipped contexts, turned by its orientation, tinted.
final class UIImageDrawingTests: XCTestCase {
    func testDrawInRectIsUprightWhileCGContextDrawIsUpsideDownInAUIKitContext() {
        MainActor.assumeIsolated {
            let image = UIImage(cgImage: makeGrid())

            let viaUIKit = render(size: CGSize(width: 2, height: 2)) { _ in
                image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))
            }
            let viaCoreGraphics = render(size: CGSize(width: 2, height: 2)) { context in
                context.cgContext.draw(image.cgImage!, in: CGRect(x: 0, y: 0, width: 2, height: 2))
            }

            XCTAssertEqual(viaUIKit.rows, [[Swatch.red, Swatch.green], [Swatch.blue, Swatch.white]])
            XCTAssertEqual(viaCoreGraphics.rows, [[Swatch.blue, Swatch.white], [Swatch.red, Swatch.green]])
        }
    }

    func testEveryOrientationDrawsAsDisplayed() {
        MainActor.assumeIsolated {
            let (r, g, b, w) = (Swatch.red, Swatch.green, Swatch.blue, Swatch.white)
            // Stored: r g / b w. Expected displays follow the EXIF definitions of each orientation.
            let expected: [(UIImage.Orientation, [[RGBA]])] = [
                (.up, [[r, g], [b, w]]),
                (.upMirrored, [[g, r], [w, b]]),
                (.down, [[w, b], [g, r]]),
                (.downMirrored, [[b, w], [r, g]]),
                (.left, [[g, w], [r, b]]),
                (.right, [[b, r], [w, g]]),
                (.leftMirrored, [[r, b], [g, w]]),
                (.rightMirrored, [[w, g], [b, r]]),
            ]

            for (orientation, rows) in expected {
                let image = UIImage(cgImage: makeGrid(), scale: 1, orientation: orientation)

                let drawn = render(size: CGSize(width: 2, height: 2)) { _ in image.draw(at: .zero) }

                XCTAssertEqual(drawn.rows, rows, "\(orientation)")
            }
        }
    }

    func testQuarterTurnedImageCoversItsSwappedSize() {
        MainActor.assumeIsolated {
            // Stored 2×1: red, green. Turned right it stands 1 wide and 2 tall, red on top.
            let image = UIImage(cgImage: makeImage([[Swatch.red, Swatch.green]]), scale: 1, orientation: .right)

            let drawn = render(size: CGSize(width: 2, height: 2)) { _ in image.draw(at: .zero) }

            XCTAssertEqual(drawn.rows, [[Swatch.red, Swatch.clear], [Swatch.green, Swatch.clear]])
        }
    }

    func testDrawAtUsesTheSizeInPointsSoAScaleTwoImageFillsItsPoints() {
        MainActor.assumeIsolated {
            let image = UIImage(cgImage: makeSolid(Swatch.blue, width: 4, height: 4), scale: 2, orientation: .up)

            let drawn = render(size: CGSize(width: 4, height: 4), scale: 2) { _ in
                image.draw(at: CGPoint(x: 1, y: 1))
            }

            XCTAssertEqual(drawn.rgba(1, 1), Swatch.clear)
            XCTAssertEqual(drawn.rgba(2, 2), Swatch.blue)
            XCTAssertEqual(drawn.rgba(5, 5), Swatch.blue)
            XCTAssertEqual(drawn.rgba(6, 6), Swatch.clear)
        }
    }

    func testDrawInRectIsFullyOpaqueWhateverTheContextAlpha() {
        MainActor.assumeIsolated {
            let image = UIImage(cgImage: makeSolid(Swatch.red, width: 2, height: 2))

            let drawn = render(size: CGSize(width: 2, height: 2)) { context in
                context.cgContext.setAlpha(0.25)
                image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))
            }

            XCTAssertEqual(drawn.rgba(1, 1), Swatch.red)
        }
    }

    func testTintedImageDrawsTheTintThroughItsAlpha() {
        MainActor.assumeIsolated {
            let shape = UIImage(
                cgImage: makeImage([[Swatch.red, Swatch.clear], [RGBA(0, 255, 0, 128), Swatch.clear]]))

            let tinted = shape.withTintColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1))
            let drawn = render(size: CGSize(width: 2, height: 2)) { _ in tinted.draw(at: .zero) }

            XCTAssertEqual(drawn.rgba(0, 0), Swatch.blue)
            XCTAssertEqual(drawn.rgba(1, 0), Swatch.clear)
            XCTAssertTrue(drawn.rgba(0, 1).isClose(to: RGBA(0, 0, 255, 128), tolerance: 1))
        }
    }

    func testTemplateRenderingModeWithTintDrawsTheTint() {
        MainActor.assumeIsolated {
            let shape = UIImage(cgImage: makeSolid(Swatch.red, width: 2, height: 2))

            let template = shape.withRenderingMode(.alwaysTemplate).withTintColor(.green)
            let drawn = render(size: CGSize(width: 2, height: 2)) { _ in template.draw(at: .zero) }

            XCTAssertEqual(template.renderingMode, .alwaysTemplate)
            XCTAssertEqual(drawn.rgba(1, 1), Swatch.green)
        }
    }

    func testDrawingWithoutACurrentContextDoesNothing() {
        MainActor.assumeIsolated {
            let image = UIImage(cgImage: makeGrid())

            image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2))

            XCTAssertNil(UIGraphicsGetCurrentContext())
        }
    }

    func testImageDrawnInAViewsDrawRectIsUprightOnScreen() {
        MainActor.assumeIsolated {
            final class Picture: UIView {
                let image = UIImage(cgImage: makeGrid())
                override func draw(_ rect: CGRect) {
                    image.draw(in: bounds)
                }
            }
            let delegate = LoggingAppDelegate.withWindow(color: .white)
            let app = HeadlessApp(delegate: delegate)
            let picture = Picture(frame: CGRect(x: 10, y: 10, width: 20, height: 20))

            delegate.window!.rootViewController!.view.addSubview(picture)
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: delegate.window!, at: CGPoint(x: 12, y: 12)), Swatch.red)
            XCTAssertEqual(app.pixel(in: delegate.window!, at: CGPoint(x: 12, y: 28)), Swatch.blue)
        }
    }
}
