import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// `magnificationFilter` and `minificationFilter`: how scaled `contents` is sampled.
final class CompositorFilterTests: XCTestCase {
    func testNearestMagnificationGivesHardEdges() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                root.addSublayer(Self.checkerLayer(.nearest))
            }

            XCTAssertEqual(host.color(49, 10), RGBA(255, 0, 0))
            XCTAssertEqual(host.color(51, 10), RGBA(0, 0, 255))
        }
    }

    func testLinearMagnificationBlendsNearTheMiddle() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                root.addSublayer(Self.checkerLayer(.linear))
            }

            for x in [49, 51] {
                let p = host.color(x, 10)
                XCTAssertTrue(p.red > 64 && p.blue > 64, "(\(x), 10): \(p)")
            }
        }
    }

    func testChangingTheFilterRepaints() {
        MainActor.assumeIsolated {
            let layer = Self.checkerLayer(.linear)
            let host = HeadlessLayerHost { root in root.addSublayer(layer) }

            layer.magnificationFilter = .nearest
            host.runUntilIdle()

            XCTAssertEqual(host.color(49, 10), RGBA(255, 0, 0))
        }
    }

    func testNearestMinificationPicksWholePixels() {
        MainActor.assumeIsolated {
            // Columns alternate red and blue; halved, linear sampling would mix them to purple.
            let stripes = makeImage(width: 8, height: 2) { context in
                for x in 0..<8 {
                    context.setFillColor(x % 2 == 0 ? red : blue)
                    context.fill(CGRect(x: x, y: 0, width: 1, height: 2))
                }
            }
            let host = HeadlessLayerHost { root in
                let layer = CALayer()
                layer.frame = CGRect(x: 0, y: 0, width: 4, height: 1)
                layer.contents = stripes
                layer.minificationFilter = .nearest
                root.addSublayer(layer)
            }

            let p = host.color(1, 0)
            XCTAssertTrue(p == RGBA(255, 0, 0) || p == RGBA(0, 0, 255), "\(p)")
        }
    }

    func testFilterDefaultsAndStoredProperties() {
        MainActor.assumeIsolated {
            let layer = CALayer()

            layer.drawsAsynchronously = true
            layer.minificationFilterBias = 0.5

            XCTAssertEqual(layer.magnificationFilter, .linear)
            XCTAssertEqual(layer.minificationFilter, .linear)
            XCTAssertTrue(layer.drawsAsynchronously)
            XCTAssertEqual(layer.minificationFilterBias, 0.5)
            XCTAssertEqual(CALayerContentsFilter.trilinear.rawValue, "trilinear")
        }
    }

    /// A 100×100 layer showing a 2×2 checker: red at top left and bottom right, blue elsewhere.
    @MainActor private static func checkerLayer(_ filter: CALayerContentsFilter) -> CALayer {
        let checker = makeImage(width: 2, height: 2) { context in
            context.setFillColor(blue)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.setFillColor(red)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.contents = checker
        layer.magnificationFilter = filter
        return layer
    }
}
