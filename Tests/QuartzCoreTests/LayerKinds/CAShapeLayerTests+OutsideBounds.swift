import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// A shape layer's path shows outside its bounds, as on iOS, unless it masks to bounds.
final class CAShapeLayerOutsideBoundsTests: XCTestCase {
    func testAShapeLayerWithAZeroFrameStillDrawsItsPath() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let shape = CAShapeLayer()
                shape.path = CGPath(rect: CGRect(x: 20, y: 20, width: 40, height: 40), transform: nil)
                shape.fillColor = red
                root.addSublayer(shape)
            }

            XCTAssertColor(host.color(40, 40), RGBA(255, 0, 0))
            XCTAssertColor(host.color(70, 70), RGBA(255, 255, 255))
        }
    }

    func testAStrokeOutsideTheBoundsShowsAndMasksToBoundsCutsIt() {
        MainActor.assumeIsolated {
            let shape = CAShapeLayer()
            let host = HeadlessLayerHost { root in
                shape.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
                shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 60, height: 60), transform: nil)
                shape.fillColor = nil
                shape.strokeColor = blue
                shape.lineWidth = 6
                root.addSublayer(shape)
            }
            // The right edge of the square, at x = 10 + 60, far outside the 20-point bounds.
            XCTAssertColor(host.color(70, 40), RGBA(0, 0, 255))

            shape.masksToBounds = true
            host.runUntilIdle()

            XCTAssertColor(host.color(70, 40), RGBA(255, 255, 255))
            XCTAssertColor(host.color(11, 20), RGBA(0, 0, 255))
        }
    }
}
