import UIKit
import UIKitTesting
import XCTest

/// Desktop input: wheel notches step by lines and stop exactly at the edges, the touchpad moves the
/// content one to one, keys scroll the scroll view under the pointer or holding the focus, and
/// nested scroll views hand the wheel on at their edge.
final class ScrollViewInputTests: XCTestCase {
    func testWheelNotchesScrollByALineStepAnimated() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow()
            let step = pow(400, 2.0 / 3.0)
            app.scroll(dy: 1, at: CGPoint(x: 150, y: 200), in: window)
            XCTAssertLessThan(scrollView.contentOffset.y, step, "the step slides")
            app.advance(by: 0.5)
            XCTAssertEqual(scrollView.contentOffset.y, step, accuracy: 0.001)
            app.scroll(dy: 2, at: CGPoint(x: 150, y: 200), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(scrollView.contentOffset.y, 3 * step, accuracy: 0.001)
            app.scroll(dy: -1, at: CGPoint(x: 150, y: 200), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(scrollView.contentOffset.y, 2 * step, accuracy: 0.001)
        }
    }

    func testTheWheelStopsExactlyAtTheEdgesWithoutARubberBand() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow()
            var lowest: CGFloat = 0
            app.scroll(dy: -3, at: CGPoint(x: 150, y: 200), in: window)
            app.advance(
                until: {
                    lowest = min(lowest, scrollView.contentOffset.y)
                    return false
                }, limit: 0.5)
            XCTAssertEqual(lowest, 0)
            app.scroll(dy: 40, at: CGPoint(x: 150, y: 200), in: window)
            var highest: CGFloat = 0
            app.advance(
                until: {
                    highest = max(highest, scrollView.contentOffset.y)
                    return false
                }, limit: 1)
            XCTAssertEqual(highest, 600)
            XCTAssertEqual(scrollView.contentOffset.y, 600)
        }
    }

    func testShiftWheelAndATiltScrollSideways() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow(contentSize: CGSize(width: 1000, height: 1000))
            let step = pow(300, 2.0 / 3.0)
            app.scroll(dy: 1, at: CGPoint(x: 150, y: 200), in: window, modifiers: .shift)
            app.advance(by: 0.5)
            XCTAssertEqual(scrollView.contentOffset.x, step, accuracy: 0.001)
            app.scroll(dx: 1, at: CGPoint(x: 150, y: 200), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(scrollView.contentOffset.x, 2 * step, accuracy: 0.001)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
        }
    }

    func testTheWheelTellsTheDelegateItsDragAndEnd() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, log) = scrollWindow()
            app.scroll(dy: 1, at: CGPoint(x: 150, y: 200), in: window)
            app.advance(until: { !scrollView.isDragging && !scrollView.isDecelerating })
            XCTAssertEqual(
                log.folded,
                ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        }
    }

    func testTouchpadDeltasMoveTheContentOneToOne() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow()
            app.smoothScroll(dy: 7, at: CGPoint(x: 150, y: 200), in: window)
            XCTAssertEqual(scrollView.contentOffset.y, 7)
            app.advance(by: 0.01)
            app.smoothScroll(dy: 5, at: CGPoint(x: 150, y: 200), in: window)
            XCTAssertEqual(scrollView.contentOffset.y, 12)
            app.advance(by: 1)
            XCTAssertEqual(scrollView.contentOffset.y, 12, "no momentum when the lift was not reported")
            XCTAssertFalse(scrollView.isDragging)
        }
    }

    func testAReportedLiftLetsTheTouchpadScrollMoveOn() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow(contentSize: CGSize(width: 300, height: 20000))
            for _ in 0..<5 {
                app.smoothScroll(dy: 20, at: CGPoint(x: 150, y: 200), in: window)
                app.advance(by: 1.0 / 60)
            }
            app.smoothScroll(dy: 20, phase: .ended, at: CGPoint(x: 150, y: 200), in: window)
            let lifted = scrollView.contentOffset.y
            XCTAssertTrue(scrollView.isDecelerating)
            app.advance(by: 0.5)
            XCTAssertGreaterThan(scrollView.contentOffset.y, lifted + 100)
        }
    }

    func testPageDownAndEndScrollTheScrollViewUnderThePointer() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, log) = scrollWindow()
            app.pointerMove(to: CGPoint(x: 150, y: 200), in: window)
            app.typeKey(.keyboardPageDown, in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(scrollView.contentOffset.y, 360, accuracy: 0.001, "a page keeps a tenth in view")
            XCTAssertEqual(log.folded.last, "didEndScrollingAnimation")
            app.typeKey(.keyboardEnd, in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(scrollView.contentOffset.y, 600)
            app.typeKey(.keyboardUpArrow, in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(scrollView.contentOffset.y, 600 - pow(400, 2.0 / 3.0), accuracy: 0.001)
            app.typeKey(.keyboardHome, in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
        }
    }

    func testKeysLeaveAScrollViewThatDisallowsThemAlone() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow { $0.allowsKeyboardScrolling = false }
            app.pointerMove(to: CGPoint(x: 150, y: 200), in: window)
            app.typeKey(.keyboardPageDown, in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
        }
    }

    func testANestedScrollViewPassesTheWheelOnAtItsEdge() {
        MainActor.assumeIsolated {
            let (app, window, outer, _) = scrollWindow()
            let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            inner.contentSize = CGSize(width: 300, height: 300)
            outer.addSubview(inner)
            app.runUntilIdle()
            app.scroll(dy: 3, at: CGPoint(x: 150, y: 100), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(inner.contentOffset.y, 100, "the inner one scrolls to its end")
            XCTAssertEqual(outer.contentOffset.y, 0)
            app.scroll(dy: 1, at: CGPoint(x: 150, y: 100), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(inner.contentOffset.y, 100)
            XCTAssertGreaterThan(outer.contentOffset.y, 0, "at its end, the outer one takes the wheel")
        }
    }

    func testAHorizontalPagerOfVerticalListsGivesEachDragToTheViewThatScrollsThatWay() {
        MainActor.assumeIsolated {
            let (app, window, pager, _) = scrollWindow(contentSize: CGSize(width: 900, height: 400)) {
                $0.isPagingEnabled = true
            }
            let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            list.contentSize = CGSize(width: 300, height: 2000)
            pager.addSubview(list)
            app.runUntilIdle()
            app.drag(from: CGPoint(x: 150, y: 300), by: CGPoint(x: 0, y: -100), in: window)
            app.advance(by: 3)
            XCTAssertGreaterThan(list.contentOffset.y, 80)
            XCTAssertEqual(pager.contentOffset.x, 0)
            app.drag(from: CGPoint(x: 250, y: 300), by: CGPoint(x: -100, y: 0), in: window)
            app.advance(by: 3)
            XCTAssertEqual(pager.contentOffset.x, 300)
        }
    }

    func testATouchscreenDragIsAnOrdinaryDragWithDeceleration() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, log) = scrollWindow(contentSize: CGSize(width: 300, height: 20000))
            app.touchDown(1, at: CGPoint(x: 150, y: 350), in: window)
            for step in 1...10 {
                app.advance(by: 1.0 / 60)
                app.touchMove(1, to: CGPoint(x: 150, y: 350 - CGFloat(step) * 20), in: window)
            }
            app.touchUp(1, at: CGPoint(x: 150, y: 150), in: window)
            XCTAssertTrue(scrollView.isDecelerating)
            XCTAssertEqual(log.releaseVelocity?.y ?? 0, 1.2, accuracy: 0.01)
            app.advance(until: { !scrollView.isDecelerating }, limit: 20)
            XCTAssertEqual(
                scrollView.contentOffset.y, 180 + 1.2 * 0.998 / 0.002, accuracy: 0.01,
                "from the 20-point move the pan began at")
        }
    }
}
