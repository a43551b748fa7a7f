import UIKit
import UIKitTesting
import XCTest

/// Child controllers: parent/children bookkeeping, willMove/didMove, appearance forwarding, and
/// `transition(from:to:…)` as seed 002 uses it.
final class ContainmentTests: XCTestCase {
    func testAddChildCallsWillMoveAndRemoveFromParentCallsDidMove() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let parent = LoggingController("parent", log: log)
            let child = LoggingController("child", log: log)
            log.entries.removeAll()

            parent.addChild(child)
            XCTAssertTrue(child.parent === parent)
            XCTAssertEqual(parent.children.count, 1)
            XCTAssertTrue(child.isMovingToParent)
            child.didMove(toParent: parent)
            XCTAssertFalse(child.isMovingToParent)

            child.willMove(toParent: nil)
            child.removeFromParent()

            XCTAssertNil(child.parent)
            XCTAssertTrue(parent.children.isEmpty)
            XCTAssertEqual(
                log.entries,
                [
                    "child willMove(toParent: parent)", "child didMove(toParent: parent)",
                    "child willMove(toParent: nil)", "child didMove(toParent: nil)",
                ])
        }
    }

    func testChildrenAppearWithTheirParent() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { log in
                let parent = LoggingController("parent", log: log)
                let child = LoggingController("child", log: log)
                embed(child, in: parent)
                return parent
            }
            let appearance = scene.log.entries.filter { $0.contains("ppear") }

            XCTAssertEqual(
                appearance,
                [
                    "parent viewWillAppear", "child viewWillAppear", "parent viewIsAppearing", "child viewIsAppearing",
                    "parent viewDidAppear", "child viewDidAppear",
                ])
        }
    }

    func testAChildAddedToAParentOnScreenAppearsWithItsView() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("parent", log: $0) }
            let parent = scene.window.rootViewController!
            let child = LoggingController("child", log: scene.log)
            scene.clearLog()

            embed(child, in: parent)

            XCTAssertEqual(
                scene.log.entries.filter { $0.contains("ppear") },
                ["child viewWillAppear", "child viewIsAppearing", "child viewDidAppear"])

            scene.clearLog()
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            XCTAssertEqual(
                scene.log.entries,
                [
                    "child willMove(toParent: nil)", "child viewWillDisappear", "child viewDidDisappear",
                    "child didMove(toParent: nil)",
                ])
        }
    }

    func testManualForwardingWhenAutomaticForwardingIsOff() {
        MainActor.assumeIsolated {
            final class ManualParent: LoggingController {
                override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
            }
            let scene = ControllerScene { log in
                let parent = ManualParent("parent", log: log)
                let child = LoggingController("child", log: log)
                embed(child, in: parent)
                return parent
            }
            XCTAssertFalse(scene.log.entries.contains("child viewWillAppear"))
            let child = scene.window.rootViewController!.children[0]
            scene.clearLog()

            child.beginAppearanceTransition(true, animated: false)
            child.beginAppearanceTransition(true, animated: false)
            child.endAppearanceTransition()

            XCTAssertEqual(
                scene.log.entries, ["child viewWillAppear", "child viewIsAppearing", "child viewDidAppear"],
                "each callback once per transition")
        }
    }

    func testTransitionBetweenChildrenLoadsTheNewChildOnlyThen() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { log in
                let parent = LoggingController("parent", log: log)
                let first = LoggingController("first", log: log)
                embed(first, in: parent)
                return parent
            }
            let parent = scene.window.rootViewController!
            let first = parent.children[0]
            let second = LoggingController("second", log: scene.log)
            parent.addChild(second)
            XCTAssertFalse(second.isViewLoaded)
            scene.clearLog()
            var finished: Bool?

            first.willMove(toParent: nil)
            parent.transition(
                from: first, to: second, duration: 0.3, options: .transitionCrossDissolve,
                animations: { second.view.frame = parent.view.bounds },
                completion: { done in
                    first.removeFromParent()
                    second.didMove(toParent: parent)
                    finished = done
                })
            XCTAssertTrue(second.view.superview === parent.view)
            scene.run(seconds: 0.4)

            XCTAssertEqual(finished, true)
            XCTAssertNil(first.viewIfLoaded?.superview)
            XCTAssertEqual(
                scene.log.entries.filter { !$0.contains("Layout") && !$0.contains("Constraints") },
                [
                    "first willMove(toParent: nil)", "second loadView", "second viewDidLoad",
                    "first viewWillDisappear", "second viewWillAppear", "second viewIsAppearing",
                    "first viewDidDisappear", "second viewDidAppear", "first didMove(toParent: nil)",
                    "second didMove(toParent: parent)",
                ])
        }
    }

    func testRemovedChildIsReleased() {
        MainActor.assumeIsolated {
            let parent = UIViewController()
            weak var weakChild: UIViewController?
            do {
                let child = UIViewController()
                weakChild = child
                embed(child, in: parent)
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
            }
            XCTAssertNil(weakChild)
        }
    }
}
