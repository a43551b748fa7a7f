import UIKit
import UIKitTesting
import XCTest

/// Dragging with the mouse: the content follows, rubber-bands past the edges by UIKit's formula,
/// decelerates by the rate per millisecond to the projected target, and the delegate hears it all
/// in iOS's order.
final class ScrollViewDraggingTests: XCTestCase {
    func testADragMovesTheContentWithThePointerWithoutAJumpAtTheStart() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow()
            app.pointerDown(at: CGPoint(x: 150, y: 300), in: window)
            app.advance(by: 0.1)
            app.pointerMove(to: CGPoint(x: 150, y: 290), in: window)
            XCTAssertEqual(scrollView.contentOffset, .zero, "the pan begins here; the content starts from it")
            XCTAssertTrue(scrollView.isDragging)
            app.advance(by: 0.1)
            app.pointerMove(to: CGPoint(x: 150, y: 190), in: window)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 100))
            app.advance(by: 0.5)
            app.pointerUp(at: CGPoint(x: 150, y: 190), in: window)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 100), "a slow release stays")
            XCTAssertFalse(scrollView.isDragging)
        }
    }

    func testThePullPastTheTopShowsUIKitsRubberBand() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow()
            app.pointerDown(at: CGPoint(x: 150, y: 100), in: window)
            app.pointerMove(to: CGPoint(x: 150, y: 110), in: window)
            app.pointerMove(to: CGPoint(x: 150, y: 210), in: window)
            let expected = -(1 - 1 / (100 * 0.55 / 400 + 1)) * 400
            XCTAssertEqual(scrollView.contentOffset.y, expected, accuracy: 0.5)
            app.pointerMove(to: CGPoint(x: 150, y: 410), in: window)
            let further = -(1 - 1 / (300 * 0.55 / 400 + 1)) * 400
            XCTAssertEqual(scrollView.contentOffset.y, further, accuracy: 0.5)
        }
    }

    func testAViewThatDoesNotBounceStopsAtTheEdge() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow { $0.bounces = false }
            app.pointerDown(at: CGPoint(x: 150, y: 100), in: window)
            app.pointerMove(to: CGPoint(x: 150, y: 110), in: window)
            app.pointerMove(to: CGPoint(x: 150, y: 210), in: window)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
        }
    }

    func testAReleasedPullSpringsBackAndTheDelegateHearsIOSsOrder() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, log) = scrollWindow()
            app.pointerDown(at: CGPoint(x: 150, y: 100), in: window)
            app.pointerMove(to: CGPoint(x: 150, y: 110), in: window)
            app.pointerMove(to: CGPoint(x: 150, y: 210), in: window)
            app.advance(by: 0.5)
            app.pointerUp(at: CGPoint(x: 150, y: 210), in: window)
            XCTAssertTrue(scrollView.isDecelerating)
            app.advance(until: { !scrollView.isDecelerating })
            XCTAssertEqual(scrollView.contentOffset, .zero)
            XCTAssertEqual(
                log.folded,
                [
                    "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                    "willBeginDecelerating", "didScroll", "didEndDecelerating",
                ])
            XCTAssertEqual(log.proposedTarget, .zero)
        }
    }

    func testAFlingDeceleratesByTheRatePerMillisecondToTheProjectedTarget() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, log) = scrollWindow(contentSize: CGSize(width: 300, height: 20000))
            app.drag(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -200), in: window)
            let released = scrollView.contentOffset.y
            let velocity = log.releaseVelocity?.y ?? 0
            XCTAssertEqual(velocity, 1.2, accuracy: 0.01, "points per millisecond, the content moving down the page")
            let distance = velocity * 0.998 / (1 - 0.998)
            XCTAssertEqual(log.proposedTarget?.y ?? 0, released + distance, accuracy: 0.01)
            app.advance(by: 0.2)
            let expected = released + distance * (1 - pow(0.998, 200))
            XCTAssertEqual(scrollView.contentOffset.y, expected, accuracy: 0.5)
            app.advance(until: { !scrollView.isDecelerating }, limit: 20)
            XCTAssertEqual(scrollView.contentOffset.y, released + distance, accuracy: 0.01)
            XCTAssertEqual(log.folded.last, "didEndDecelerating")
        }
    }

    func testTheFastRateStopsSooner() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, log) = scrollWindow(contentSize: CGSize(width: 300, height: 20000)) {
                $0.decelerationRate = .fast
            }
            app.drag(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -200), in: window)
            let released = scrollView.contentOffset.y
            let velocity = log.releaseVelocity?.y ?? 0
            XCTAssertEqual(log.proposedTarget?.y ?? 0, released + velocity * 0.99 / 0.01, accuracy: 0.01)
        }
    }

    func testTheDelegatesTargetIsWhereTheContentComesToRest() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, log) = scrollWindow(contentSize: CGSize(width: 300, height: 20000))
            log.replacementTarget = CGPoint(x: 0, y: 500)
            app.drag(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -200), in: window)
            app.advance(until: { !scrollView.isDecelerating }, limit: 20)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 500))
        }
    }

    func testAFlingPastTheEndBouncesBackToTheEdge() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow()
            scrollView.contentOffset = CGPoint(x: 0, y: 500)
            app.drag(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -200), in: window)
            var furthest: CGFloat = 0
            app.advance(
                until: {
                    furthest = max(furthest, scrollView.contentOffset.y)
                    return !scrollView.isDecelerating
                })
            XCTAssertGreaterThan(furthest, 600, "it overshoots the end")
            XCTAssertEqual(scrollView.contentOffset.y, 600)
        }
    }

    func testPagingSettlesOnTheNextPageAfterAQuickSwipeAndOnTheNearestAfterASlowOne() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, log) = scrollWindow(contentSize: CGSize(width: 1500, height: 400)) {
                $0.isPagingEnabled = true
            }
            app.drag(from: CGPoint(x: 250, y: 200), by: CGPoint(x: -80, y: 0), in: window)
            XCTAssertEqual(log.proposedTarget, CGPoint(x: 300, y: 0))
            app.advance(until: { !scrollView.isDecelerating })
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 300, y: 0))

            app.pointerDown(at: CGPoint(x: 250, y: 200), in: window)
            app.pointerMove(to: CGPoint(x: 240, y: 200), in: window)
            app.pointerMove(to: CGPoint(x: 140, y: 200), in: window)
            app.advance(by: 0.5)
            app.pointerUp(at: CGPoint(x: 140, y: 200), in: window)
            app.advance(until: { !scrollView.isDecelerating })
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 300, y: 0), "100 of 300 points: back to the page")
        }
    }

    func testATouchStopsADeceleration() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, log) = scrollWindow(contentSize: CGSize(width: 300, height: 20000))
            app.drag(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -200), in: window)
            app.advance(by: 0.1)
            app.pointerDown(at: CGPoint(x: 150, y: 200), in: window)
            let stopped = scrollView.contentOffset
            XCTAssertFalse(scrollView.isDecelerating)
            app.advance(by: 0.5)
            XCTAssertEqual(scrollView.contentOffset, stopped)
            XCTAssertFalse(log.calls.contains("didEndDecelerating"))
            app.pointerUp(at: CGPoint(x: 150, y: 200), in: window)
        }
    }

    func testDirectionalLockKeepsADiagonalStartOnOneAxis() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow(contentSize: CGSize(width: 1000, height: 1000)) {
                $0.isDirectionalLockEnabled = true
            }
            app.pointerDown(at: CGPoint(x: 250, y: 300), in: window)
            app.pointerMove(to: CGPoint(x: 250, y: 288), in: window)
            app.pointerMove(to: CGPoint(x: 200, y: 188), in: window)
            XCTAssertEqual(scrollView.contentOffset.x, 0)
            XCTAssertEqual(scrollView.contentOffset.y, 100)
        }
    }
}
