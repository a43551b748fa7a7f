import QuartzCore
import UIKitTesting
import XCTest

final class CALayerTests: XCTestCase {
    func testFrameDerivesFromPositionBoundsAndAnchorPoint() {
        MainActor.assumeIsolated {
            let layer = CALayer()

            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
            layer.position = CGPoint(x: 50, y: 50)
            layer.anchorPoint = CGPoint(x: 0, y: 0)

            XCTAssertEqual(layer.frame, CGRect(x: 50, y: 50, width: 100, height: 40))
        }
    }

    func testSettingFrameMovesPositionAndResizesBounds() {
        MainActor.assumeIsolated {
            let layer = CALayer()

            layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)

            XCTAssertEqual(layer.position, CGPoint(x: 25, y: 40))
            XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
        }
    }

    func testFrameWithATransformIsTheBoundingBox() {
        MainActor.assumeIsolated {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)

            layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))

            XCTAssertEqual(layer.frame, CGRect(x: -50, y: -25, width: 200, height: 100))
        }
    }

    func testAddSublayerMovesItFromItsOldSuperlayer() {
        MainActor.assumeIsolated {
            let a = CALayer()
            let b = CALayer()
            let child = CALayer()
            a.addSublayer(child)

            b.addSublayer(child)

            XCTAssertNil(a.sublayers)
            XCTAssertTrue(child.superlayer === b)
        }
    }

    func testDisplayAsksTheDelegateToDrawIntoAScaledBackingStore() {
        MainActor.assumeIsolated {
            final class Painter: CALayerDelegate {
                var drawnCTMScale: CGFloat = 0
                func draw(_ layer: CALayer, in ctx: CGContext) {
                    drawnCTMScale = ctx.userSpaceToDeviceSpaceTransform.a
                }
            }
            let painter = Painter()
            let layer = CALayer()
            layer.delegate = painter
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.contentsScale = 2

            layer.setNeedsDisplay()
            layer.displayIfNeeded()

            XCTAssertEqual(painter.drawnCTMScale, 2)
            XCTAssertFalse(layer.needsDisplay())
        }
    }
}
