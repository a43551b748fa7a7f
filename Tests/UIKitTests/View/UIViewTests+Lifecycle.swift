import UIKit
import UIKitTesting
import XCTest

final class UIViewLifecycleTests: XCTestCase {
    /// Seed 000 §8.1 (display): superview pair, window pair, then layoutSubviews at the end of the turn;
    /// §8.2: the superview's didAddSubview, and its own layoutSubviews.
    func testAddingToAViewInAWindowCallsTheSuperviewPairThenTheWindowPairThenLayout() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let log = CallLog()
            let parent = RecordingView("parent", log: log)
            root.addSubview(parent)
            app.runUntilIdle()
            log.entries = []
            let child = RecordingView("child", log: log)

            parent.addSubview(child)
            app.runUntilIdle()

            XCTAssertEqual(
                log.entries,
                [
                    "child.willMoveToSuperview(view)", "child.didMoveToSuperview", "child.willMoveToWindow(window)",
                    "child.didMoveToWindow", "parent.didAddSubview(child)", "parent.layoutSubviews",
                    "child.layoutSubviews",
                ])
        }
    }

    /// Seed 000 §8.1 (removal): window pair, then superview pair, both with nil.
    func testRemovingFromAWindowCallsTheWindowPairThenTheSuperviewPairWithNil() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            let log = CallLog()
            let parent = RecordingView("parent", log: log)
            let child = RecordingView("child", log: log)
            root.addSubview(parent)
            parent.addSubview(child)
            app.runUntilIdle()
            log.entries = []

            child.removeFromSuperview()

            XCTAssertEqual(
                log.entries,
                [
                    "parent.willRemoveSubview(child)", "child.willMoveToWindow(nil)", "child.didMoveToWindow",
                    "child.willMoveToSuperview(nil)", "child.didMoveToSuperview",
                ])
            XCTAssertNil(child.window)
        }
    }

    /// Seed 002 (UIView 的关键函数): the window pair reaches every view of a subtree entering a window.
    func testTheWindowPairReachesTheWholeSubtree() {
        MainActor.assumeIsolated {
            let (_, window, root) = makeViewTestApp()
            let log = CallLog()
            let parent = RecordingView("parent", log: log)
            let child = RecordingView("child", log: log)
            parent.addSubview(child)
            log.entries = []

            root.addSubview(parent)

            XCTAssertEqual(
                log.entries.filter { $0.contains("Window") },
                [
                    "parent.willMoveToWindow(window)", "child.willMoveToWindow(window)", "parent.didMoveToWindow",
                    "child.didMoveToWindow",
                ])
            XCTAssertTrue(child.window === window)
        }
    }

    func testAViewOutsideAWindowGetsNoWindowPair() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let parent = RecordingView("parent", log: log)
            let child = RecordingView("child", log: log)

            parent.addSubview(child)

            XCTAssertEqual(
                log.entries,
                ["child.willMoveToSuperview(view)", "child.didMoveToSuperview", "parent.didAddSubview(child)"])
        }
    }

    /// Seed 000 §8.1: a removed view that nothing else references is deallocated.
    func testARemovedUnreferencedViewIsDeallocated() {
        MainActor.assumeIsolated {
            let (app, _, root) = makeViewTestApp()
            weak var weakChild: UIView?
            weak var weakLayer: CALayer?
            do {
                let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                child.addSubview(UIView())
                root.addSubview(child)
                app.runUntilIdle()
                weakChild = child
                weakLayer = child.layer
            }
            XCTAssertNotNil(weakChild)

            weakChild?.removeFromSuperview()
            app.runUntilIdle()

            XCTAssertNil(weakChild)
            XCTAssertNil(weakLayer)
        }
    }

    func testViewLayerAndControllerHoldNoCycle() {
        MainActor.assumeIsolated {
            weak var weakController: UIViewController?
            weak var weakView: UIView?
            weak var weakLayer: CALayer?

            do {
                let controller = UIViewController()
                controller.view.addSubview(UIView())
                weakController = controller
                weakView = controller.view
                weakLayer = controller.view.layer
            }

            XCTAssertNil(weakController)
            XCTAssertNil(weakView)
            XCTAssertNil(weakLayer)
        }
    }

    /// Seed 000 §8.2: a deallocated view gets willRemoveSubview for each subview, the first added first.
    func testADeallocatedViewIsToldWillRemoveSubviewInAddOrder() {
        MainActor.assumeIsolated {
            let log = CallLog()
            do {
                let parent = RecordingView("parent", log: log)
                parent.addSubview(RecordingView("first", log: log))
                parent.addSubview(RecordingView("second", log: log))
                log.entries = []
            }

            XCTAssertEqual(log.entries, ["parent.willRemoveSubview(first)", "parent.willRemoveSubview(second)"])
        }
    }
}
