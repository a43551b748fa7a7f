import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// The compositor seen through a window: what reaches the screen for each layer property.
final class CompositorTests: XCTestCase {
    func testGroupOpacityBlendsTheWholeSubtreeOnceAndCountsAnOffscreenPass() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let parent = solidLayer(CGRect(x: 0, y: 0, width: 50, height: 50), black)
                parent.opacity = 0.5
                parent.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), black))
                root.addSublayer(parent)
            }

            // Grouped: the overlap of parent and child is as light as the parent alone.
            let overlap = host.pixel(at: CGPoint(x: 10, y: 10))!
            let parentOnly = host.pixel(at: CGPoint(x: 40, y: 40))!
            XCTAssertTrue(overlap.isClose(to: RGBA(128, 128, 128), tolerance: 2), "\(overlap)")
            XCTAssertEqual(overlap, parentOnly)
            XCTAssertGreaterThan(host.statistics.offscreenPasses, 0)
        }
    }

    func testHiddenLayersAreNotPainted() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let hidden = solidLayer(CGRect(x: 0, y: 0, width: 50, height: 50), black)
                hidden.isHidden = true
                root.addSublayer(hidden)
            }

            XCTAssertEqual(host.pixel(at: CGPoint(x: 10, y: 10)), RGBA(255, 255, 255))
        }
    }

    func testMasksToBoundsClipsSublayersAndCornerRadiusRoundsTheBackground() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let clip = solidLayer(CGRect(x: 10, y: 10, width: 40, height: 40), red)
                clip.masksToBounds = true
                clip.cornerRadius = 10
                clip.addSublayer(solidLayer(CGRect(x: 20, y: 20, width: 80, height: 80), blue))
                root.addSublayer(clip)
            }

            XCTAssertEqual(host.pixel(at: CGPoint(x: 45, y: 45)), RGBA(0, 0, 255))
            XCTAssertEqual(host.pixel(at: CGPoint(x: 60, y: 60)), RGBA(255, 255, 255))
            XCTAssertEqual(host.pixel(at: CGPoint(x: 11, y: 11)), RGBA(255, 255, 255))
            XCTAssertEqual(host.pixel(at: CGPoint(x: 20, y: 12)), RGBA(255, 0, 0))
        }
    }

    func testBoundsOriginScrollsSublayers() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let scroller = CALayer()
                scroller.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                scroller.bounds.origin = CGPoint(x: 0, y: 30)
                scroller.addSublayer(solidLayer(CGRect(x: 0, y: 30, width: 20, height: 20), black))
                root.addSublayer(scroller)
            }

            XCTAssertEqual(host.pixel(at: CGPoint(x: 10, y: 10)), RGBA(0, 0, 0))
            XCTAssertEqual(host.pixel(at: CGPoint(x: 10, y: 40)), RGBA(255, 255, 255))
        }
    }

    func testTransformsRotateAroundTheAnchorPoint() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost { root in
                let bar = solidLayer(CGRect(x: 0, y: 45, width: 100, height: 10), black)
                bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
                root.addSublayer(bar)
            }

            XCTAssertEqual(host.pixel(at: CGPoint(x: 50, y: 10)), RGBA(0, 0, 0))
            XCTAssertEqual(host.pixel(at: CGPoint(x: 10, y: 50)), RGBA(255, 255, 255))
        }
    }

    func testCurrentMediaTimeIsTheHostsClock() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            let start = CACurrentMediaTime()

            host.advance(by: 2.5)

            XCTAssertEqual(CACurrentMediaTime() - start, 2.5, accuracy: 1e-9)
        }
    }
}
