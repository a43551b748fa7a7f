import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// `contents` placement: gravity, `contentsRect`, `contentsCenter`, `contentsScale`, and backing stores.
final class CompositorContentsTests: XCTestCase {
    /// A 10×10 red image in a 40×40 layer at (30, 30) lands where each gravity says; iOS names
    /// the vertical gravities for a y-up space, so `.top` is at the bottom on screen.
    func testEveryGravityPlacesTheImage() {
        MainActor.assumeIsolated {
            let image = makeImage(width: 10, height: 10) {
                $0.setFillColor(red); $0.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            let expected: [(CALayerContentsGravity, CGRect)] = [
                (.center, CGRect(x: 45, y: 45, width: 10, height: 10)),
                (.top, CGRect(x: 45, y: 60, width: 10, height: 10)),
                (.bottom, CGRect(x: 45, y: 30, width: 10, height: 10)),
                (.left, CGRect(x: 30, y: 45, width: 10, height: 10)),
                (.right, CGRect(x: 60, y: 45, width: 10, height: 10)),
                (.topLeft, CGRect(x: 30, y: 60, width: 10, height: 10)),
                (.topRight, CGRect(x: 60, y: 60, width: 10, height: 10)),
                (.bottomLeft, CGRect(x: 30, y: 30, width: 10, height: 10)),
                (.bottomRight, CGRect(x: 60, y: 30, width: 10, height: 10)),
                (.resize, CGRect(x: 30, y: 30, width: 40, height: 40)),
                (.resizeAspect, CGRect(x: 30, y: 30, width: 40, height: 40)),
                (.resizeAspectFill, CGRect(x: 30, y: 30, width: 40, height: 40)),
            ]
            for (gravity, rect) in expected {
                let host = HeadlessLayerHost { root in
                    let layer = CALayer()
                    layer.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
                    layer.contents = image
                    layer.contentsGravity = gravity
                    root.addSublayer(layer)
                }
                for y in stride(from: 26, to: 74, by: 2) {
                    for x in stride(from: 26, to: 74, by: 2) {
                        let inside = rect.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
                        let p = host.color(x, y)
                        XCTAssertEqual(
                            p.green < 128, inside, "\(gravity.rawValue) at (\(x), \(y)): \(p)")
                    }
                }
            }
        }
    }

    func testResizeAspectLetterboxesAndAspectFillOverflows() {
        MainActor.assumeIsolated {
            let wide = makeImage(width: 40, height: 20) {
                $0.setFillColor(red); $0.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            }
            let host = HeadlessLayerHost { root in
                let fit = CALayer()
                fit.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                fit.contents = wide
                fit.contentsGravity = .resizeAspect
                root.addSublayer(fit)
                let fill = CALayer()
                fill.frame = CGRect(x: 60, y: 0, width: 20, height: 20)
                fill.contents = wide
                fill.contentsGravity = .resizeAspectFill
                root.addSublayer(fill)
            }

            XCTAssertColor(host.color(20, 5), RGBA(255, 255, 255))
            XCTAssertColor(host.color(20, 20), RGBA(255, 0, 0))
            XCTAssertColor(host.color(20, 35), RGBA(255, 255, 255))
            // 20×20 filled by a 2:1 image: 40 wide, overflowing 10 points on each side.
            XCTAssertColor(host.color(55, 10), RGBA(255, 0, 0))
            XCTAssertColor(host.color(85, 10), RGBA(255, 0, 0))
            XCTAssertColor(host.color(95, 10), RGBA(255, 255, 255))
        }
    }

    func testContentsReachingPastTheBoundsAreRepaintedWhenTheyComeAndGo() {
        MainActor.assumeIsolated {
            let wide = makeImage(width: 40, height: 20) {
                $0.setFillColor(red); $0.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            }
            let layer = CALayer()
            let host = HeadlessLayerHost { root in
                layer.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
                layer.contents = wide
                root.addSublayer(layer)
            }
            XCTAssertColor(host.color(35, 50), RGBA(255, 255, 255))
            layer.contentsGravity = .resizeAspectFill
            host.runUntilIdle()
            XCTAssertColor(host.color(35, 50), RGBA(255, 0, 0))
            layer.masksToBounds = true
            host.runUntilIdle()
            XCTAssertColor(host.color(35, 50), RGBA(255, 255, 255))
            layer.masksToBounds = false
            layer.contentsGravity = .center
            host.runUntilIdle()
            XCTAssertColor(host.color(35, 50), RGBA(255, 0, 0))
            CATransaction.setDisableActions(true)
            layer.contents = nil
            host.runUntilIdle()
            XCTAssertColor(host.color(35, 50), RGBA(255, 255, 255))
        }
    }

    func testContentsRectShowsPartOfTheImage() {
        MainActor.assumeIsolated {
            let image = makeImage(width: 20, height: 20) {
                $0.setFillColor(red)
                $0.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
                $0.setFillColor(blue)
                $0.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
                $0.setFillColor(green)
                $0.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
            }
            let host = HeadlessLayerHost { root in
                let layer = CALayer()
                layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                layer.contents = image
                // The top-right quarter (y counts from the image's top row).
                layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
                root.addSublayer(layer)
            }

            XCTAssertColor(host.color(5, 5), RGBA(0, 0, 255))
            XCTAssertColor(host.color(35, 35), RGBA(0, 0, 255))
        }
    }

    func testContentsCenterStretchesOnlyTheMiddle() {
        MainActor.assumeIsolated {
            // A 30×30 image: a red frame 10 pixels wide around a blue centre.
            let image = makeImage(width: 30, height: 30) {
                $0.setFillColor(red)
                $0.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
                $0.setFillColor(blue)
                $0.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
            }
            let host = HeadlessLayerHost { root in
                let layer = CALayer()
                layer.frame = CGRect(x: 5, y: 5, width: 90, height: 90)
                layer.contents = image
                layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
                root.addSublayer(layer)
            }

            XCTAssertColor(host.color(8, 50), RGBA(255, 0, 0))
            XCTAssertColor(host.color(13, 50), RGBA(255, 0, 0))
            XCTAssertColor(host.color(17, 50), RGBA(0, 0, 255))
            XCTAssertColor(host.color(50, 50), RGBA(0, 0, 255))
            XCTAssertColor(host.color(82, 50), RGBA(0, 0, 255))
            XCTAssertColor(host.color(86, 50), RGBA(255, 0, 0))
            XCTAssertColor(host.color(50, 91), RGBA(255, 0, 0))
        }
    }

    func testContentsScaleGivesTheImageItsSizeInPoints() {
        MainActor.assumeIsolated {
            let image = makeImage(width: 20, height: 20) {
                $0.setFillColor(red); $0.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
            let host = HeadlessLayerHost { root in
                let layer = CALayer()
                layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                layer.contents = image
                layer.contentsScale = 2
                layer.contentsGravity = .topLeft
                root.addSublayer(layer)
            }

            // 20 pixels at 2 per point: 10 points, at the layer's maximum y (iOS's "top").
            XCTAssertColor(host.color(5, 35), RGBA(255, 0, 0))
            XCTAssertColor(host.color(15, 35), RGBA(255, 255, 255))
            XCTAssertColor(host.color(5, 25), RGBA(255, 255, 255))
        }
    }

    func testBackingStoreFromDisplayIsPlacedLikeContents() {
        MainActor.assumeIsolated {
            final class Drawn: CALayer {
                override func draw(in ctx: CGContext) {
                    ctx.setFillColor(red)
                    ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                }
            }
            let host = HeadlessLayerHost { root in
                let layer = Drawn()
                layer.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
                layer.setNeedsDisplay()
                root.addSublayer(layer)
            }

            XCTAssertColor(host.color(25, 25), RGBA(255, 0, 0))
            XCTAssertColor(host.color(35, 35), RGBA(255, 255, 255))
        }
    }

    func testOpaqueLayerContentsOnWholePixelsAreCopied() {
        MainActor.assumeIsolated {
            let image = makeImage(width: 10, height: 10) {
                $0.setFillColor(blue); $0.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            let host = HeadlessLayerHost { root in
                let layer = CALayer()
                layer.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
                layer.contents = image
                layer.isOpaque = true
                root.addSublayer(layer)
            }

            XCTAssertColor(host.color(15, 15), RGBA(0, 0, 255))
        }
    }
}
