import UIKit
import UIKitTesting
import XCTest

/// Offsets, insets and guides: the adjusted inset by behaviour, animated and revealing scrolls, and a
/// scroll view filled by Auto Layout.
final class ScrollViewGeometryTests: XCTestCase {
    func testTheContentOffsetIsTheBoundsOriginAndSettingItTellsTheDelegate() {
        MainActor.assumeIsolated {
            let (_, _, scrollView, log) = scrollWindow()
            scrollView.contentOffset = CGPoint(x: 0, y: 120)
            XCTAssertEqual(scrollView.bounds.origin, CGPoint(x: 0, y: 120))
            XCTAssertEqual(log.calls, ["didScroll"])
            scrollView.contentOffset = CGPoint(x: 0, y: 120)
            XCTAssertEqual(log.calls, ["didScroll"], "no change, no call")
        }
    }

    func testAnAnimatedOffsetSlidesThereAndEndsWithTheScrollingAnimationCall() {
        MainActor.assumeIsolated {
            let (app, _, scrollView, log) = scrollWindow()
            scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
            app.advance(by: 0.1)
            XCTAssertGreaterThan(scrollView.contentOffset.y, 0)
            XCTAssertLessThan(scrollView.contentOffset.y, 300)
            app.advance(by: 0.3)
            XCTAssertEqual(scrollView.contentOffset.y, 300)
            XCTAssertEqual(log.folded, ["didScroll", "didEndScrollingAnimation"])
        }
    }

    func testScrollRectToVisibleMovesTheLeastNeeded() {
        MainActor.assumeIsolated {
            let (_, _, scrollView, _) = scrollWindow()
            scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
            XCTAssertEqual(scrollView.contentOffset.y, 0, "already visible")
            scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
            XCTAssertEqual(scrollView.contentOffset.y, 150, "its bottom at the view's bottom")
            scrollView.scrollRectToVisible(CGRect(x: 0, y: 20, width: 10, height: 50), animated: false)
            XCTAssertEqual(scrollView.contentOffset.y, 20, "its top at the view's top")
            scrollView.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 50), animated: false)
            XCTAssertEqual(scrollView.contentOffset.y, 600, "never past the end")
        }
    }

    func testTheContentInsetWidensTheRange() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow {
                $0.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
            }
            XCTAssertEqual(scrollView.adjustedContentInset, scrollView.contentInset)
            app.scroll(dy: 40, at: CGPoint(x: 150, y: 200), in: window)
            app.advance(by: 1)
            XCTAssertEqual(scrollView.contentOffset.y, 630)
            app.scroll(dy: -40, at: CGPoint(x: 150, y: 200), in: window)
            app.advance(by: 1)
            XCTAssertEqual(scrollView.contentOffset.y, -50)
        }
    }

    func testTheAdjustedInsetTakesTheSafeAreaByBehaviour() {
        MainActor.assumeIsolated {
            final class Reporting: UIScrollView {
                var reports = 0
                override func adjustedContentInsetDidChange() {
                    super.adjustedContentInsetDidChange()
                    reports += 1
                }
            }
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let controller = UIViewController()
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 10, bottom: 20, right: 0)
            window.rootViewController = controller
            let scrollView = Reporting(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            scrollView.contentSize = CGSize(width: 300, height: 1000)
            controller.view.addSubview(scrollView)
            window.makeKeyAndVisible()
            app.runUntilIdle()
            XCTAssertEqual(
                scrollView.adjustedContentInset, UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 0),
                "automatic: the vertical axis scrolls, the horizontal one does not")
            XCTAssertEqual(scrollView.contentOffset.y, -44, "content at rest at the top stays at the top")
            XCTAssertEqual(scrollView.reports, 1)
            scrollView.contentInsetAdjustmentBehavior = .always
            XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 44, left: 10, bottom: 20, right: 0))
            scrollView.contentInsetAdjustmentBehavior = .never
            XCTAssertEqual(scrollView.adjustedContentInset, .zero)
            scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
            scrollView.contentSize = CGSize(width: 300, height: 100)
            XCTAssertEqual(scrollView.adjustedContentInset, .zero, "nothing scrolls")
            scrollView.alwaysBounceVertical = true
            scrollView.contentSize = CGSize(width: 300, height: 101)
            XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 0))
            XCTAssertEqual(scrollView.reports, 6, "initial, always, never, scrollable axes, nothing scrolls, bounces")
        }
    }

    func testContentConstrainedToTheContentGuideSetsTheContentSize() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow(contentSize: .zero)
            let content = UIView()
            content.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(content)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
                content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
                content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 1234),
            ])
            app.runUntilIdle()
            XCTAssertEqual(scrollView.contentSize, CGSize(width: 300, height: 1234))
            XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 300, height: 1234))
            scrollView.contentOffset = CGPoint(x: 0, y: 200)
            app.runUntilIdle()
            XCTAssertEqual(content.frame.origin, .zero, "content stays in content coordinates")
            withExtendedLifetime(window) {}
        }
    }

    func testAViewPinnedToTheFrameGuideStaysPutWhileTheContentScrolls() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow()
            let badge = UIView()
            badge.backgroundColor = .red
            badge.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
                badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
                badge.widthAnchor.constraint(equalToConstant: 20),
                badge.heightAnchor.constraint(equalToConstant: 20),
            ])
            app.runUntilIdle()
            scrollView.contentOffset = CGPoint(x: 0, y: 250)
            app.runUntilIdle()
            XCTAssertEqual(badge.convert(badge.bounds, to: window), CGRect(x: 270, y: 10, width: 20, height: 20))
        }
    }

    func testCtrlHomeScrollsToTheTopWithTheDelegatesSay() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, log) = scrollWindow()
            scrollView.contentOffset = CGPoint(x: 0, y: 500)
            app.pointerMove(to: CGPoint(x: 150, y: 200), in: window)
            app.typeKey(.keyboardHome, modifiers: .control, in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
            XCTAssertEqual(log.folded.last, "didScrollToTop")
            scrollView.contentOffset = CGPoint(x: 0, y: 500)
            scrollView.scrollsToTop = false
            app.typeKey(.keyboardHome, modifiers: .control, in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(scrollView.contentOffset.y, 500)
        }
    }

    func testAScrollViewIsReleasedAfterBeingScrolledEveryWay() {
        MainActor.assumeIsolated {
            weak var released: UIScrollView?
            do {
                let (app, window, scrollView, _) = scrollWindow()
                released = scrollView
                scrollView.maximumZoomScale = 3
                scrollView.refreshControl = UIRefreshControl()
                app.drag(from: CGPoint(x: 150, y: 350), by: CGPoint(x: 0, y: -200), in: window)
                app.scroll(dy: 2, at: CGPoint(x: 150, y: 200), in: window)
                app.pointerMove(to: CGPoint(x: 295, y: 200), in: window)
                app.typeKey(.keyboardPageDown, in: window)
                app.advance(by: 0.05)
                scrollView.removeFromSuperview()
                app.advance(by: 5)
                window.isHidden = true
                app.runUntilIdle()
            }
            XCTAssertNil(released)
        }
    }

    func testTheContentOfANavigationControllerStartsBelowTheBar() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let content = UIViewController()
            let scrollView = UIScrollView()
            scrollView.contentSize = CGSize(width: 300, height: 1000)
            content.view = scrollView
            window.rootViewController = UINavigationController(rootViewController: content)
            window.makeKeyAndVisible()
            app.runUntilIdle()
            let bar = scrollView.safeAreaInsets.top
            XCTAssertGreaterThan(bar, 0)
            XCTAssertEqual(scrollView.adjustedContentInset.top, bar)
            XCTAssertEqual(scrollView.contentOffset.y, -bar)
        }
    }
}
