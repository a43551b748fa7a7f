import GraphicsTestSupport
import QuartzCore
import QuartzCoreTestSupport
import XCTest

final class CAGradientLayerTests: XCTestCase {
    func testDefaultsAreApples() {
        MainActor.assumeIsolated {
            let layer = CAGradientLayer()

            XCTAssertNil(layer.colors)
            XCTAssertNil(layer.locations)
            XCTAssertEqual(layer.startPoint, CGPoint(x: 0.5, y: 0))
            XCTAssertEqual(layer.endPoint, CGPoint(x: 0.5, y: 1))
            XCTAssertEqual(layer.type, .axial)
        }
    }

    func testAxialGradientRunsFromTopToBottomByDefault() {
        MainActor.assumeIsolated {
            let layer = Self.gradientLayer()

            _ = displayedImage(of: layer)

            for y in [0, 25, 50, 99] {
                let t = (CGFloat(y) + 0.5) / 100
                let pixel = storePixel(of: layer, x: 50, y: y)
                XCTAssertTrue(pixel.isClose(to: rgba(1 - t, 0, t)), "y \(y): \(pixel)")
                XCTAssertEqual(storePixel(of: layer, x: 3, y: y), pixel)
            }
        }
    }

    func testAxialGradientFollowsStartAndEndPointsAndContinuesTheEndColours() {
        MainActor.assumeIsolated {
            let layer = Self.gradientLayer()

            layer.startPoint = CGPoint(x: 0.25, y: 0.5)
            layer.endPoint = CGPoint(x: 0.75, y: 0.5)
            _ = displayedImage(of: layer)

            XCTAssertEqual(storePixel(of: layer, x: 10, y: 50), RGBA(255, 0, 0))
            XCTAssertTrue(storePixel(of: layer, x: 50, y: 10).isClose(to: rgba(0.49, 0, 0.51)))
            XCTAssertEqual(storePixel(of: layer, x: 90, y: 90), RGBA(0, 0, 255))
        }
    }

    func testLocationsPlaceTheColours() {
        MainActor.assumeIsolated {
            let layer = Self.gradientLayer()

            layer.locations = [0, 0.5]
            _ = displayedImage(of: layer)

            XCTAssertTrue(storePixel(of: layer, x: 50, y: 25).isClose(to: rgba(0.49, 0, 0.51)))
            XCTAssertEqual(storePixel(of: layer, x: 50, y: 75), RGBA(0, 0, 255))
        }
    }

    func testOneColourFillsTheBounds() {
        MainActor.assumeIsolated {
            let layer = Self.gradientLayer()

            layer.colors = [red]
            _ = displayedImage(of: layer)

            XCTAssertEqual(storePixel(of: layer, x: 0, y: 0), RGBA(255, 0, 0))
            XCTAssertEqual(storePixel(of: layer, x: 99, y: 99), RGBA(255, 0, 0))
        }
    }

    func testRadialGradientIsCentredOnStartPointAndReachesTheEllipseThroughEndPoint() {
        MainActor.assumeIsolated {
            let layer = Self.gradientLayer(width: 200)
            layer.type = .radial
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 1)

            let image = displayedImage(of: layer)

            // Half-axes 100 and 50 about (100, 50); the last colour continues outside the ellipse.
            for (x, y) in [(100, 50), (150, 50), (100, 75), (130, 70), (190, 50)] {
                let (dx, dy) = ((CGFloat(x) + 0.5 - 100) / 100, (CGFloat(y) + 0.5 - 50) / 50)
                let t = min(1, (dx * dx + dy * dy).squareRoot())
                let pixel = storePixel(of: layer, x: x, y: y)
                XCTAssertTrue(pixel.isClose(to: rgba(1 - t, 0, t)), "(\(x), \(y)): \(pixel)")
            }
            XCTAssertEqual(storePixel(of: layer, x: 2, y: 2), RGBA(0, 0, 255))
            assertMatchesReference(image, named: "gradient-radial")
        }
    }

    func testConicGradientSweepsClockwiseFromTheRayTowardsEndPoint() {
        MainActor.assumeIsolated {
            let layer = Self.gradientLayer()
            layer.type = .conic
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
            layer.endPoint = CGPoint(x: 0.5, y: 0)

            let image = displayedImage(of: layer)

            // Location 0 points up; a quarter turn clockwise (to the right) is location 0.25.
            for (x, y) in [(90, 50), (50, 90), (10, 50), (80, 20), (20, 80), (45, 10)] {
                let angle = atan2(CGFloat(y) + 0.5 - 50, CGFloat(x) + 0.5 - 50) + .pi / 2
                let t = (angle < 0 ? angle + 2 * .pi : angle) / (2 * .pi)
                let pixel = storePixel(of: layer, x: x, y: y)
                XCTAssertTrue(pixel.isClose(to: rgba(1 - t, 0, t)), "(\(x), \(y)): \(pixel)")
            }
            assertMatchesReference(image, named: "gradient-conic")
        }
    }

    func testEveryPropertyChangeMarksTheLayerForDisplay() {
        MainActor.assumeIsolated {
            let changes: [(CAGradientLayer) -> Void] = [
                { $0.colors = [blue, red] }, { $0.locations = [0, 1] }, { $0.startPoint = .zero },
                { $0.endPoint = CGPoint(x: 1, y: 1) }, { $0.type = .radial },
                { $0.bounds.size = CGSize(width: 10, height: 10) },
            ]
            for (index, change) in changes.enumerated() {
                let layer = Self.gradientLayer()
                layer.displayIfNeeded()

                change(layer)

                XCTAssertTrue(layer.needsDisplay(), "change \(index)")
            }
        }
    }

    /// A gradient layer `width` × 100 from red to blue.
    @MainActor private static func gradientLayer(width: CGFloat = 100) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: 100)
        layer.colors = [red, blue]
        return layer
    }
}
