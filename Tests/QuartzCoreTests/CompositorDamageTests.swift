import QuartzCore
import QuartzCoreTestSupport
import WindowSystem
import XCTest

/// Damage: a change repaints and presents only the pixels it affects.
final class CompositorDamageTests: XCTestCase {
    func testAColourChangeDamagesOnlyTheLayer() {
        MainActor.assumeIsolated {
            let layer = solidLayer(CGRect(x: 10, y: 20, width: 30, height: 15), blue)
            let host = HeadlessLayerHost { root in root.addSublayer(layer) }

            CATransaction.setDisableActions(true)  // one frame, no implicit animation
            layer.backgroundColor = red
            host.runUntilIdle()

            let expected = [PixelRect(x: 10, y: 20, width: 30, height: 15)]
            XCTAssertEqual(host.statistics.lastFrame.damage, expected)
            XCTAssertEqual(host.window.lastDamage, expected)
            XCTAssertEqual(host.statistics.lastFrame.damagedPixels, 450)
        }
    }

    func testPixelsOutsideTheDamageAreNotRepainted() {
        MainActor.assumeIsolated {
            let layer = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), blue)
            let host = HeadlessLayerHost { root in root.addSublayer(layer) }
            // Scribble on the window's buffer behind the compositor's back.
            let buffer = host.window.beginFrame()
            buffer.setFillColor(green)
            buffer.fill(CGRect(x: 60, y: 60, width: 10, height: 10))

            CATransaction.setDisableActions(true)  // one frame, no implicit animation
            layer.backgroundColor = red
            host.runUntilIdle()

            XCTAssertColor(host.color(20, 20), RGBA(255, 0, 0))
            let painted = host.window.beginFrame().makeImage()!
            XCTAssertColor(painted.rgba(at: CGPoint(x: 65.5, y: 65.5), scale: 1)!, RGBA(0, 255, 0))
            XCTAssertColor(host.color(65, 65), RGBA(255, 255, 255))  // shown only where damaged
        }
    }

    func testMovingALayerDamagesWhereItWasAndWhereItIs() {
        MainActor.assumeIsolated {
            let layer = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), blue)
            let host = HeadlessLayerHost { root in root.addSublayer(layer) }

            CATransaction.begin()
            CATransaction.setDisableActions(true)  // no implicit animation: one frame
            layer.position = CGPoint(x: 75, y: 75)
            CATransaction.commit()
            host.runUntilIdle()

            let damage = host.statistics.lastFrame.damage
            XCTAssertEqual(
                Set(damage),
                [PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 70, y: 70, width: 10, height: 10)])
            XCTAssertColor(host.color(5, 5), RGBA(255, 255, 255))
            XCTAssertColor(host.color(75, 75), RGBA(0, 0, 255))
        }
    }

    func testRemovingOrHidingALayerDamagesWhereItWas() {
        MainActor.assumeIsolated {
            let removed = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), blue)
            let hidden = solidLayer(CGRect(x: 50, y: 50, width: 10, height: 10), blue)
            hidden.addSublayer(solidLayer(CGRect(x: 20, y: 20, width: 10, height: 10), red))
            let host = HeadlessLayerHost { root in
                root.addSublayer(removed)
                root.addSublayer(hidden)
            }

            removed.removeFromSuperlayer()
            hidden.isHidden = true
            host.runUntilIdle()

            XCTAssertEqual(
                Set(host.statistics.lastFrame.damage),
                [
                    PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 50, y: 50, width: 10, height: 10),
                    PixelRect(x: 70, y: 70, width: 10, height: 10),
                ])
            XCTAssertColor(host.color(5, 5), RGBA(255, 255, 255))
            XCTAssertColor(host.color(75, 75), RGBA(255, 255, 255))
        }
    }

    func testAChangeDamagesTheLayersShadowAndSublayersToo() {
        MainActor.assumeIsolated {
            let layer = solidLayer(CGRect(x: 20, y: 20, width: 20, height: 20), blue)
            layer.addSublayer(solidLayer(CGRect(x: 30, y: 0, width: 10, height: 10), red))
            layer.shadowOpacity = 0.5
            layer.shadowRadius = 2
            layer.shadowOffset = CGSize(width: 0, height: 10)
            layer.shadowPath = CGPath(rect: layer.bounds, transform: nil)
            let host = HeadlessLayerHost { root in root.addSublayer(layer) }

            layer.opacity = 0.5
            host.runUntilIdle()

            let damage = host.statistics.lastFrame.damage.reduce(PixelRect(x: 20, y: 20, width: 0, height: 0)) {
                a, b in
                let x0 = min(a.x, b.x)
                let y0 = min(a.y, b.y)
                return PixelRect(
                    x: x0, y: y0, width: max(a.x + a.width, b.x + b.width) - x0,
                    height: max(a.y + a.height, b.y + b.height) - y0)
            }
            XCTAssertLessThanOrEqual(damage.x, 20)
            XCTAssertGreaterThanOrEqual(damage.x + damage.width, 60)
            XCTAssertGreaterThanOrEqual(damage.y + damage.height, 50 + 6)
            XCTAssertLessThan(damage.width * damage.height, 100 * 100 / 2)
        }
    }

    func testAPerspectiveLayerDamagesTheBoxOfItsProjectedCorners() {
        MainActor.assumeIsolated {
            let layer = solidLayer(CGRect(x: 20, y: 20, width: 60, height: 40), blue)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 200
            layer.transform = CATransform3DRotate(perspective, 0.8, 0, 1, 0)
            let host = HeadlessLayerHost(size: CGSize(width: 200, height: 200)) { root in
                root.addSublayer(layer)
            }

            CATransaction.setDisableActions(true)  // one frame, no implicit animation
            layer.backgroundColor = red
            host.runUntilIdle()

            let damage = host.statistics.lastFrame.damage
            XCTAssertEqual(damage.count, 1)
            let box = damage[0]
            // Narrower than the flat layer, and taller on the near side than its 40 points.
            XCTAssertLessThan(box.width, 60)
            XCTAssertGreaterThan(box.height, 40)
            XCTAssertColor(host.color(box.x + box.width / 2, 40), RGBA(255, 0, 0))
        }
    }

    func testABorderOverAnOpaqueSublayerIsRepaintedWithTheSublayer() {
        MainActor.assumeIsolated {
            let framed = solidLayer(CGRect(x: 20, y: 20, width: 60, height: 60), blue)
            framed.borderWidth = 4
            framed.borderColor = red
            let inside = solidLayer(framed.bounds, green)
            framed.addSublayer(inside)
            let host = HeadlessLayerHost { root in root.addSublayer(framed) }

            CATransaction.setDisableActions(true)  // one frame, no implicit animation
            inside.backgroundColor = blue
            host.runUntilIdle()

            XCTAssertColor(host.color(22, 50), RGBA(255, 0, 0))
            XCTAssertColor(host.color(50, 50), RGBA(0, 0, 255))
        }
    }

    func testExposeDamagesTheWholeWindow() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { _ in }

            host.inject(.exposed(host.window.id, PixelRect(x: 0, y: 0, width: 10, height: 10)))

            XCTAssertEqual(host.statistics.lastFrame.damage, [PixelRect(x: 0, y: 0, width: 100, height: 100)])
        }
    }

    func testNothingChangedMeansNothingPresented() {
        MainActor.assumeIsolated {
            let layer = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), blue)
            let host = HeadlessLayerHost { root in root.addSublayer(layer) }
            let presents = host.window.presentCount

            layer.position = layer.position
            host.runUntilIdle()

            XCTAssertEqual(host.window.presentCount, presents)
        }
    }
}
