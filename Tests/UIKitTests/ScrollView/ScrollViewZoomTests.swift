import UIKit
import UIKitTesting
import XCTest

/// Zooming: the zoomed view scales, the content size follows, and the point under the pointer (or
/// the pinch) stays where it is; limits clamp programmatic zooms and pinches spring back to them.
final class ScrollViewZoomTests: XCTestCase {
    @MainActor
    private static func zoomWindow() -> (HeadlessApp, UIWindow, UIScrollView, ScrollDelegateLog, UIView) {
        let (app, window, scrollView, log) = scrollWindow(contentSize: CGSize(width: 600, height: 800)) {
            $0.minimumZoomScale = 0.5
            $0.maximumZoomScale = 4
        }
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 800))
        scrollView.addSubview(image)
        log.zoomView = image
        app.runUntilIdle()
        return (app, window, scrollView, log, image)
    }

    func testSettingTheZoomScaleScalesTheViewAndTheContentSize() {
        MainActor.assumeIsolated {
            let (_, window, scrollView, log, image) = Self.zoomWindow()
            scrollView.zoomScale = 2
            XCTAssertEqual(scrollView.zoomScale, 2)
            XCTAssertEqual(image.transform, CGAffineTransform(scaleX: 2, y: 2))
            XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 1200, height: 1600))
            XCTAssertEqual(scrollView.contentSize, CGSize(width: 1200, height: 1600))
            XCTAssertTrue(log.calls.contains("didZoom"))
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 150, y: 200), "about the visible centre")
            scrollView.zoomScale = 10
            XCTAssertEqual(scrollView.zoomScale, 4, "clamped to the maximum")
            withExtendedLifetime(window) {}
        }
    }

    func testZoomToARectFillsTheView() {
        MainActor.assumeIsolated {
            let (_, window, scrollView, log, _) = Self.zoomWindow()
            scrollView.zoom(to: CGRect(x: 100, y: 100, width: 150, height: 200), animated: false)
            XCTAssertEqual(scrollView.zoomScale, 2)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 200, y: 200))
            withExtendedLifetime((window, log)) {}
        }
    }

    func testCtrlWheelZoomsAboutThePointer() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, log, image) = Self.zoomWindow()
            let pointer = CGPoint(x: 100, y: 100)
            let before = image.convert(pointer, from: window)
            app.scroll(dy: -2, at: pointer, in: window, modifiers: .control)
            app.advance(by: 0.5)
            XCTAssertEqual(scrollView.zoomScale, 1.21, accuracy: 0.0001)
            let after = image.convert(pointer, from: window)
            XCTAssertEqual(after.x, before.x, accuracy: 0.01)
            XCTAssertEqual(after.y, before.y, accuracy: 0.01)
            XCTAssertEqual(log.calls.first, "willBeginZooming")
            XCTAssertEqual(log.calls.last, "didEndZooming(1.2100000000000002)")
        }
    }

    func testAPinchPastTheMaximumSpringsBack() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, log, _) = Self.zoomWindow()
            scrollView.zoomScale = 4
            app.scroll(dy: -3, at: CGPoint(x: 150, y: 200), in: window, modifiers: .control)
            XCTAssertGreaterThan(scrollView.zoomScale, 4, "bounces past the limit while pinching")
            XCTAssertFalse(log.calls.contains { $0.hasPrefix("didEndZooming") }, "not before it has sprung back")
            app.advance(by: 1)
            XCTAssertEqual(scrollView.zoomScale, 4)
            XCTAssertEqual(log.calls.last, "didEndZooming(4.0)")
            withExtendedLifetime(log) {}
        }
    }

    func testNoZoomViewMeansNoZooming() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, log) = scrollWindow { $0.maximumZoomScale = 3 }
            XCTAssertNotNil(scrollView.pinchGestureRecognizer)
            app.scroll(dy: -2, at: CGPoint(x: 150, y: 200), in: window, modifiers: .control)
            app.advance(by: 0.5)
            XCTAssertEqual(log.calls, [])
            scrollView.maximumZoomScale = 1
            XCTAssertNil(scrollView.pinchGestureRecognizer)
        }
    }

    func testTwoFingersPinchAboutTheirCentre() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, log, _) = Self.zoomWindow()
            app.touchDown(1, at: CGPoint(x: 100, y: 200), in: window)
            app.touchDown(2, at: CGPoint(x: 200, y: 200), in: window)
            for step in 1...5 {
                app.advance(by: 1.0 / 60)
                app.touchMove(1, to: CGPoint(x: 100 - CGFloat(step) * 10, y: 200), in: window)
                app.touchMove(2, to: CGPoint(x: 200 + CGFloat(step) * 10, y: 200), in: window)
            }
            app.touchUp(1, at: CGPoint(x: 50, y: 200), in: window)
            app.touchUp(2, at: CGPoint(x: 250, y: 200), in: window)
            XCTAssertEqual(scrollView.zoomScale, 2, accuracy: 0.01, "the fingers spread from 100 to 200 points")
            XCTAssertTrue(log.calls.contains("willBeginZooming"), "the pan and the pinch work together")
            XCTAssertTrue(log.calls.contains { $0.hasPrefix("didEndZooming") })
        }
    }

    func testAnAnimatedZoomTellsTheDelegateAtEveryFrame() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, log, image) = Self.zoomWindow()
            scrollView.setZoomScale(2, animated: true)
            XCTAssertEqual(scrollView.zoomScale, 1, "it starts at the next frame")
            app.advance(by: 0.1)
            XCTAssertGreaterThan(scrollView.zoomScale, 1)
            XCTAssertLessThan(scrollView.zoomScale, 2)
            app.advance(by: 0.5)
            XCTAssertEqual(scrollView.zoomScale, 2)
            XCTAssertEqual(image.frame.size, CGSize(width: 1200, height: 1600))
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 150, y: 200))
            XCTAssertGreaterThan(log.calls.filter { $0 == "didZoom" }.count, 5)
            withExtendedLifetime(window) {}
        }
    }
}
