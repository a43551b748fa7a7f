import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// Masks and drawn layer kinds under animation: a shape layer's animated path is drawn each frame
/// (and a frame asks for no more), a mask's animations run on the timeline of the layer it masks.
final class MaskAndShapeAnimationTests: XCTestCase {
    func testAStillShapeMaskShowsOnlyInsideItsPath() {
        MainActor.assumeIsolated {
            let layer = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), red)
            let mask = CAShapeLayer()
            mask.frame = layer.bounds
            mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            layer.mask = mask
            let host = HeadlessLayerHost { $0.addSublayer(layer) }
            XCTAssertEqual(host.color(5, 5), RGBA(255, 0, 0))
            XCTAssertEqual(host.color(50, 50), RGBA(255, 255, 255), "outside the mask")
        }
    }

    func testAnAnimatedMaskPathGrowsFrameByFrame() {
        MainActor.assumeIsolated {
            let layer = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), red)
            let host = HeadlessLayerHost { $0.addSublayer(layer) }
            let mask = CAShapeLayer()
            mask.frame = layer.bounds
            let small = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            let large = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
            mask.path = large
            layer.mask = mask
            let grow = CABasicAnimation(keyPath: "path")
            grow.fromValue = small
            grow.toValue = large
            grow.duration = 1
            mask.add(grow, forKey: "grow")
            host.runUntilIdle()
            host.advance(by: 0.1)
            XCTAssertEqual(host.color(5, 5), RGBA(255, 0, 0))
            XCTAssertEqual(host.color(80, 80), RGBA(255, 255, 255), "outside the mask at 10 %")
            host.advance(by: 1)
            XCTAssertEqual(host.color(80, 80), RGBA(255, 0, 0))
        }
    }

    func testAnAnimatedShapePathIsDrawnEachFrameWithoutEndlessCommits() {
        MainActor.assumeIsolated {
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            shape.fillColor = red
            let host = HeadlessLayerHost { $0.addSublayer(shape) }
            let small = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            let large = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
            shape.path = large
            let grow = CABasicAnimation(keyPath: "path")
            grow.fromValue = small
            grow.toValue = large
            grow.duration = 1
            shape.add(grow, forKey: "grow")
            host.runUntilIdle()
            host.advance(by: 0.1)
            XCTAssertEqual(host.color(5, 5), RGBA(255, 0, 0))
            XCTAssertEqual(host.color(80, 80), RGBA(255, 255, 255), "outside the path at 10 %")
        }
    }

    func testAMasksOpacityAnimates() {
        MainActor.assumeIsolated {
            let layer = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), red)
            let host = HeadlessLayerHost { $0.addSublayer(layer) }
            let mask = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), black)
            layer.mask = mask
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            mask.add(fade, forKey: "fade")
            host.runUntilIdle()
            host.advance(by: 0.5)
            XCTAssertTrue(host.color(50, 50).isClose(to: RGBA(255, 128, 128)))
        }
    }

    func testAMasksAnimationFollowsTheStoppedTimeOfTheLayerItMasks() {
        MainActor.assumeIsolated {
            let container = CALayer()
            container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let layer = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), red)
            container.addSublayer(layer)
            let host = HeadlessLayerHost { $0.addSublayer(container) }
            container.speed = 0
            container.timeOffset = 0
            let mask = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), black)
            layer.mask = mask
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            mask.add(fade, forKey: "fade")
            let sibling = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), blue)
            container.addSublayer(sibling)
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 5
            move.toValue = 95
            move.duration = 1
            sibling.add(move, forKey: "move")
            host.runUntilIdle()
            container.timeOffset = 0.5
            host.advance(by: 0.3)
            XCTAssertEqual(
                sibling.presentation()!.position.x, 50, accuracy: 0.5, "the sublayer's animation is at 50 %")
            XCTAssertEqual(
                Double(mask.presentation()!.opacity), 0.5, accuracy: 0.02, "the mask's animation is at 50 % too")
        }
    }
}
