import UIKit
import UIKitTesting
import XCTest

/// Touches in scrolled content: a button still clicks; a drag that starts on it scrolls and the
/// button never acts; the delays and cancellation hooks work as on iOS.
final class ScrollViewContentTouchTests: XCTestCase {
    /// A scroll view scrolled 400 points down with a button at (50, 500) in its content, and a
    /// count of the times the button sent `counted`.
    @MainActor
    private static func buttonInScrollView(
        counting counted: UIControl.Event = .touchUpInside, configure: (UIScrollView) -> Void = { _ in },
        make: () -> UIScrollView = { UIScrollView() }
    ) -> (HeadlessApp, UIWindow, UIScrollView, UIButton, () -> Int) {
        let (app, window, scrollView, _) = scrollWindow(configure: configure, make: make)
        let button = UIButton(type: .system)
        button.setTitle("Press", for: .normal)
        button.frame = CGRect(x: 50, y: 500, width: 200, height: 60)
        var count = 0
        button.addAction(UIAction { _ in count += 1 }, for: counted)
        scrollView.addSubview(button)
        scrollView.contentOffset = CGPoint(x: 0, y: 400)
        app.runUntilIdle()
        return (app, window, scrollView, button, { count })
    }

    func testAButtonInScrolledContentStillClicks() {
        MainActor.assumeIsolated {
            let (app, window, _, _, presses) = Self.buttonInScrollView()
            app.click(at: CGPoint(x: 150, y: 130), in: window)
            XCTAssertEqual(presses(), 1)
        }
    }

    func testTheContentSeesTheTouchOnlyAfterTheDelay() {
        MainActor.assumeIsolated {
            let (app, window, _, button, _) = Self.buttonInScrollView()
            app.pointerDown(at: CGPoint(x: 150, y: 130), in: window)
            XCTAssertFalse(button.isHighlighted)
            app.advance(by: 0.2)
            XCTAssertTrue(button.isHighlighted)
            app.pointerUp(at: CGPoint(x: 150, y: 130), in: window)
        }
    }

    func testWithoutTheDelayTheContentSeesTheTouchAtOnce() {
        MainActor.assumeIsolated {
            let (app, window, _, button, _) = Self.buttonInScrollView { $0.delaysContentTouches = false }
            app.pointerDown(at: CGPoint(x: 150, y: 130), in: window)
            XCTAssertTrue(button.isHighlighted)
            app.pointerUp(at: CGPoint(x: 150, y: 130), in: window)
        }
    }

    func testADragStartingOnAButtonScrollsAndTheButtonNeverActs() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, button, presses) = Self.buttonInScrollView()
            app.drag(from: CGPoint(x: 150, y: 130), by: CGPoint(x: 0, y: -100), steps: 5, in: window)
            XCTAssertGreaterThan(scrollView.contentOffset.y, 450)
            XCTAssertEqual(presses(), 0)
            XCTAssertFalse(button.isHighlighted)
        }
    }

    func testAControlThatHasTheTouchKeepsItByDefault() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, button, _) = Self.buttonInScrollView()
            app.pointerDown(at: CGPoint(x: 150, y: 130), in: window)
            app.advance(by: 0.2)
            XCTAssertTrue(button.isHighlighted)
            app.pointerMove(to: CGPoint(x: 150, y: 100), in: window)
            app.pointerMove(to: CGPoint(x: 150, y: 60), in: window)
            XCTAssertEqual(scrollView.contentOffset.y, 400, "touchesShouldCancel(in:) is false for controls")
            app.pointerUp(at: CGPoint(x: 150, y: 60), in: window)
        }
    }

    func testASubclassThatLetsControlsBeCancelledScrollsAfterTheDelay() {
        MainActor.assumeIsolated {
            final class Cancelling: UIScrollView {
                override func touchesShouldCancel(in view: UIView) -> Bool { true }
            }
            let (app, window, scrollView, _, cancels) = Self.buttonInScrollView(
                counting: .touchCancel, make: { Cancelling() })
            app.pointerDown(at: CGPoint(x: 150, y: 130), in: window)
            app.advance(by: 0.2)
            app.pointerMove(to: CGPoint(x: 150, y: 100), in: window)
            app.pointerMove(to: CGPoint(x: 150, y: 60), in: window)
            XCTAssertEqual(scrollView.contentOffset.y, 440)
            XCTAssertEqual(cancels(), 1)
            app.pointerUp(at: CGPoint(x: 150, y: 60), in: window)
        }
    }

    func testTouchesShouldBeginCanKeepTheContentFromATouch() {
        MainActor.assumeIsolated {
            final class Refusing: UIScrollView {
                override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool
                {
                    false
                }
            }
            let (app, window, _, _, presses) = Self.buttonInScrollView(make: { Refusing() })
            app.click(at: CGPoint(x: 150, y: 130), in: window)
            XCTAssertEqual(presses(), 0)
        }
    }

    func testATapThatStopsAFlingDoesNotPressTheButtonUnderIt() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _, presses) = Self.buttonInScrollView()
            scrollView.contentSize = CGSize(width: 300, height: 20000)
            scrollView.contentOffset = .zero
            app.drag(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -100), steps: 5, in: window)
            app.advance(by: 0.2)
            scrollView.subviews.compactMap { $0 as? UIButton }.first?.frame.origin.y = scrollView.contentOffset.y + 100
            app.click(at: CGPoint(x: 150, y: 130), in: window)
            XCTAssertEqual(presses(), 0)
        }
    }
}
