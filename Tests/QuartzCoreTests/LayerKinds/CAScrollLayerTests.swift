import QuartzCore
import QuartzCoreTestSupport
import XCTest

final class CAScrollLayerTests: XCTestCase {
    func testScrollModeIsBothByDefault() {
        MainActor.assumeIsolated {
            XCTAssertEqual(CAScrollLayer().scrollMode, .both)
        }
    }

    func testScrollToPointMovesTheBoundsOrigin() {
        MainActor.assumeIsolated {
            let layer = Self.scrollLayer()

            layer.scroll(to: CGPoint(x: 30, y: 40))

            XCTAssertEqual(layer.bounds, CGRect(x: 30, y: 40, width: 100, height: 50))
        }
    }

    func testScrollModeLimitsTheDirections() {
        MainActor.assumeIsolated {
            let horizontal = Self.scrollLayer()
            let vertical = Self.scrollLayer()
            let none = Self.scrollLayer()
            horizontal.scrollMode = .horizontally
            vertical.scrollMode = .vertically
            none.scrollMode = .none

            for layer in [horizontal, vertical, none] { layer.scroll(to: CGPoint(x: 30, y: 40)) }

            XCTAssertEqual(horizontal.bounds.origin, CGPoint(x: 30, y: 0))
            XCTAssertEqual(vertical.bounds.origin, CGPoint(x: 0, y: 40))
            XCTAssertEqual(none.bounds.origin, .zero)
        }
    }

    func testScrollToRectScrollsAsLittleAsItTakesToShowIt() {
        MainActor.assumeIsolated {
            let layer = Self.scrollLayer()

            layer.scroll(to: CGRect(x: 150, y: 20, width: 20, height: 20))
            let afterRight = layer.bounds.origin
            layer.scroll(to: CGRect(x: 80, y: 10, width: 10, height: 10))
            let afterVisible = layer.bounds.origin
            layer.scroll(to: CGRect(x: 10, y: 5, width: 10, height: 10))

            XCTAssertEqual(afterRight, CGPoint(x: 70, y: 0))
            XCTAssertEqual(afterVisible, CGPoint(x: 70, y: 0))
            XCTAssertEqual(layer.bounds.origin, CGPoint(x: 10, y: 0))
        }
    }

    func testSublayerScrollBringsItsPointToTheScrollLayersOrigin() {
        MainActor.assumeIsolated {
            let scroller = Self.scrollLayer()
            let content = CALayer()
            content.frame = CGRect(x: 20, y: 10, width: 500, height: 500)
            let inner = CALayer()
            inner.frame = CGRect(x: 5, y: 5, width: 100, height: 100)
            content.addSublayer(inner)
            scroller.addSublayer(content)

            inner.scroll(CGPoint(x: 10, y: 10))

            XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 35, y: 25))
        }
    }

    func testScrollRectToVisibleAndVisibleRectWorkThroughTheScrollLayer() {
        MainActor.assumeIsolated {
            let scroller = Self.scrollLayer()
            let content = CALayer()
            content.frame = CGRect(x: 0, y: 0, width: 500, height: 500)
            scroller.addSublayer(content)

            content.scrollRectToVisible(CGRect(x: 200, y: 100, width: 50, height: 50))

            XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 150, y: 100))
            XCTAssertEqual(content.visibleRect, CGRect(x: 150, y: 100, width: 100, height: 50))
        }
    }

    func testScrollingWithoutAScrollLayerDoesNothing() {
        MainActor.assumeIsolated {
            let parent = CALayer()
            parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            let child = CALayer()
            child.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            parent.addSublayer(child)

            child.scroll(CGPoint(x: 20, y: 20))
            child.scrollRectToVisible(CGRect(x: 200, y: 200, width: 10, height: 10))

            XCTAssertEqual(parent.bounds.origin, .zero)
            XCTAssertEqual(child.visibleRect, child.bounds)
        }
    }

    /// A 100 × 50 scroll layer at the origin.
    @MainActor private static func scrollLayer() -> CAScrollLayer {
        let layer = CAScrollLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        return layer
    }
}
