import UIKit
import UIKitTesting
import XCTest

/// Layout requests and the layout pass: seed 002 §3.4.1 lists what asks for `layoutSubviews` and
/// what does not. Views outside a window are checked with `layer.needsLayout()`.
final class UIViewLayoutTests: XCTestCase {
    /// A view with a size whose pending layout has run.
    @MainActor
    static func settledView(in superview: UIView? = nil) -> LayoutCountingView {
        let view = LayoutCountingView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
        superview?.addSubview(view)
        superview?.layoutIfNeeded()
        view.layoutIfNeeded()
        view.layoutCount = 0
        return view
    }

    /// Seed 000 §8.3 and DESIGN: two addSubview calls in one run-loop turn give one layoutSubviews.
    func testTwoAddSubviewsInOneTurnGiveOneLayout() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let container = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(container)
            app.runUntilIdle()
            container.layoutCount = 0

            container.addSubview(UIView())
            container.addSubview(UIView())
            app.runUntilIdle()

            XCTAssertEqual(container.layoutCount, 1)
        }
    }

    /// Seed 002 §3.4.1.2: layoutIfNeeded without a pending setNeedsLayout does not lay out, and a
    /// second call in the same turn does nothing.
    func testLayoutIfNeededDoesNothingWhenNothingIsPending() {
        MainActor.assumeIsolated {
            let view = Self.settledView()

            view.layoutIfNeeded()
            view.setNeedsLayout()
            view.layoutIfNeeded()
            view.layoutIfNeeded()

            XCTAssertEqual(view.layoutCount, 1)
        }
    }

    /// Seed 002 §3.4.1.3 (1): init with a non-zero frame asks for layout; with a zero frame it does not.
    func testInitWithAFrameAsksForLayoutOnlyWhenTheFrameHasASize() {
        MainActor.assumeIsolated {
            let sized = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let empty = LayoutCountingView(frame: .zero)

            sized.layoutIfNeeded()
            empty.layoutIfNeeded()

            XCTAssertEqual(sized.layoutCount, 1)
            XCTAssertEqual(empty.layoutCount, 0)
        }
    }

    /// Seed 002 §3.4.1.1: addSubview lays out the superview; seed 000 §8.1: and the added view.
    func testAddSubviewAsksTheSuperviewAndTheNewSubviewForLayout() {
        MainActor.assumeIsolated {
            let parent = Self.settledView()
            let child = UIView()

            parent.addSubview(child)

            XCTAssertTrue(parent.layer.needsLayout())
            XCTAssertTrue(child.layer.needsLayout())
        }
    }

    func testRemovingASubviewAsksTheSuperviewForLayout() {
        MainActor.assumeIsolated {
            let parent = Self.settledView()
            let child = Self.settledView(in: parent)
            parent.layoutCount = 0

            child.removeFromSuperview()
            parent.layoutIfNeeded()

            XCTAssertEqual(parent.layoutCount, 1)
        }
    }

    /// Seed 002 §3.4.1.1 and §3.4.1.3 (6): a size change lays out the view and its superview.
    func testAFrameSizeChangeLaysOutTheViewAndItsSuperview() {
        MainActor.assumeIsolated {
            let parent = Self.settledView()
            let child = Self.settledView(in: parent)
            parent.layoutCount = 0

            child.frame.size.width += 5
            parent.layoutIfNeeded()

            XCTAssertEqual(child.layoutCount, 1)
            XCTAssertEqual(parent.layoutCount, 1)
        }
    }

    /// Seed 002 §3.4.1.1: "注意,此处不是origin" — moving a view asks for no layout.
    func testAnOriginChangeAsksForNoLayout() {
        MainActor.assumeIsolated {
            let parent = Self.settledView()
            let child = Self.settledView(in: parent)

            child.frame.origin = CGPoint(x: 30, y: 30)
            child.center.x += 1

            XCTAssertFalse(child.layer.needsLayout())
            XCTAssertFalse(parent.layer.needsLayout())
        }
    }

    /// Seed 002 §3.4.1.3 (3): only a frame that actually changed asks for layout.
    func testSettingTheSameFrameAsksForNoLayout() {
        MainActor.assumeIsolated {
            let view = Self.settledView()

            view.frame = view.frame
            view.bounds = view.bounds

            XCTAssertFalse(view.layer.needsLayout())
        }
    }

    /// Seed 002 §3.4.1.1: scrolling (a change of the bounds origin) lays out the view, not its superview.
    func testABoundsOriginChangeLaysOutTheView() {
        MainActor.assumeIsolated {
            let parent = Self.settledView()
            let child = Self.settledView(in: parent)

            child.bounds.origin.y = 20

            XCTAssertTrue(child.layer.needsLayout())
            XCTAssertFalse(parent.layer.needsLayout())
        }
    }

    func testABoundsSizeChangeLaysOutTheViewAndItsSuperview() {
        MainActor.assumeIsolated {
            let parent = Self.settledView()
            let child = Self.settledView(in: parent)

            child.bounds.size = CGSize(width: 1, height: 1)

            XCTAssertTrue(child.layer.needsLayout())
            XCTAssertTrue(parent.layer.needsLayout())
        }
    }

    /// Seed 002 §3.4.1.3: layoutSubviews runs on the parent first, then on its children.
    func testLayoutRunsParentsBeforeChildren() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let log = CallLog()
            let parent = RecordingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let child = RecordingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let grandchild = RecordingView("grandchild", log: log, frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            child.addSubview(grandchild)
            parent.addSubview(child)
            root.addSubview(parent)
            log.entries = []

            grandchild.setNeedsLayout()
            parent.setNeedsLayout()
            app.runUntilIdle()

            XCTAssertEqual(
                log.entries.filter { $0.hasSuffix("layoutSubviews") },
                ["parent.layoutSubviews", "child.layoutSubviews", "grandchild.layoutSubviews"])
        }
    }

    /// Seed 002 §3.4.1.3: layoutIfNeeded lays out pending superviews too, from the top down.
    func testLayoutIfNeededLaysOutPendingAncestorsFirst() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let parent = RecordingView("parent", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let child = RecordingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            parent.addSubview(child)
            log.entries = []

            child.layoutIfNeeded()

            XCTAssertEqual(log.entries, ["parent.layoutSubviews", "child.layoutSubviews"])
        }
    }

    /// Seed 002 §3.4.1.1: turning the screen lays out again; on the desktop that is a window resize.
    func testResizingTheWindowLaysOutTheRootView() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let root = RecordingView("root", log: log)
            let delegate = LoggingAppDelegate()
            delegate.onLaunch = { delegate in
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let controller = UIViewController()
                controller.view = root
                window.rootViewController = controller
                window.makeKeyAndVisible()
                delegate.window = window
            }
            let app = HeadlessApp(delegate: delegate)
            log.entries = []

            delegate.window!.frame.size = CGSize(width: 300, height: 200)
            app.runUntilIdle()

            XCTAssertEqual(log.entries, ["root.layoutSubviews"])
            XCTAssertEqual(root.bounds.size, CGSize(width: 300, height: 200))
        }
    }

    func testLayoutMarginsDefaultToEightAndReportChanges() {
        MainActor.assumeIsolated {
            final class MarginView: UIView {
                var changes = 0
                override func layoutMarginsDidChange() { changes += 1 }
            }
            let view = MarginView()
            XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))

            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)

            XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            XCTAssertEqual(view.changes, 1)
            XCTAssertTrue(view.layer.needsLayout())
            XCTAssertEqual(view.safeAreaInsets, .zero)
        }
    }
}
