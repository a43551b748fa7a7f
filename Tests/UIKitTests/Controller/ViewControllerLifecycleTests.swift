import UIKit
import UIKitTesting
import XCTest

/// Seed 000 §2.2 (one controller from launch to release) and seed 002's view-level log.
final class ViewControllerLifecycleTests: XCTestCase {
    func testSingleControllerLogMatchesSeed000() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("VC", log: $0) }
            scene.window.rootViewController = nil
            scene.app.runUntilIdle()

            XCTAssertEqual(
                scene.log.entries,
                [
                    "VC init", "VC loadView", "VC viewDidLoad", "VC viewWillAppear", "VC updateViewConstraints",
                    "VC viewIsAppearing", "VC viewWillLayoutSubviews", "VC viewDidLayoutSubviews", "VC viewDidAppear",
                    "VC viewWillDisappear", "VC viewDidDisappear", "VC deinit",
                ])
        }
    }

    func testViewLevelOrderMatchesSeed002() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { log in
                let controller = LoggingController("VC", log: log)
                controller.addsSampleView = true
                return controller
            }

            XCTAssertEqual(
                scene.log.entries,
                [
                    "VC init", "VC loadView", "VC viewDidLoad", "VC.sample willMoveToSuperview",
                    "VC.sample didMoveToSuperview", "VC viewWillAppear", "VC.sample willMoveToWindow",
                    "VC.sample didMoveToWindow", "VC updateViewConstraints", "VC viewIsAppearing",
                    "VC viewWillLayoutSubviews", "VC viewDidLayoutSubviews", "VC.sample layoutSubviews",
                    "VC.sample draw", "VC viewDidAppear",
                ])

            scene.clearLog()
            scene.window.isHidden = true

            XCTAssertEqual(
                scene.log.entries,
                ["VC viewWillDisappear", "VC viewDidDisappear"],
                "hiding the window takes the view off screen without leaving its window")
        }
    }

    /// Seed 002: a controller whose view leaves the window hears `viewWillDisappear`, then its
    /// views `willMoveToWindow(nil)` and `didMoveToWindow`, then `viewDidDisappear`.
    func testDisappearanceOrderMatchesSeed002WhenPoppedAndDismissed() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { log in
                UINavigationController(rootViewController: LoggingController("Root", log: log))
            }
            let navigation = scene.window.rootViewController as! UINavigationController
            let pushed = LoggingController("Pushed", log: scene.log)
            pushed.addsSampleView = true
            navigation.pushViewController(pushed, animated: false)
            scene.app.runUntilIdle()
            scene.clearLog()

            navigation.popViewController(animated: false)
            scene.app.runUntilIdle()

            let expected = [
                "viewWillDisappear", ".sample willMoveToWindow", ".sample didMoveToWindow", "viewDidDisappear",
            ]
            XCTAssertEqual(
                scene.log.entries.filter { $0.hasPrefix("Pushed") && Self.isDisappearanceStep($0) },
                expected.map { "Pushed" + ($0.hasPrefix(".") ? $0 : " " + $0) })

            let presented = LoggingController("Presented", log: scene.log)
            presented.addsSampleView = true
            presented.modalPresentationStyle = .fullScreen
            navigation.present(presented, animated: false)
            scene.app.runUntilIdle()
            scene.clearLog()

            navigation.dismiss(animated: false)
            scene.app.runUntilIdle()

            XCTAssertEqual(
                scene.log.entries.filter { $0.hasPrefix("Presented") && Self.isDisappearanceStep($0) },
                expected.map { "Presented" + ($0.hasPrefix(".") ? $0 : " " + $0) })
        }
    }

    /// The appearance callbacks and the views' window moves, leaving out containment and release.
    private static func isDisappearanceStep(_ entry: String) -> Bool {
        entry.contains("Disappear") || entry.contains("MoveToWindow")
    }

    func testRootViewFillsTheWindowAndFollowsItsSize() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("VC", log: $0) }
            let root = scene.window.rootViewController!

            XCTAssertEqual(root.view.frame, scene.window.bounds)
            XCTAssertTrue(root.view.superview === scene.window)

            scene.window.frame = CGRect(x: 0, y: 0, width: 500, height: 350)
            XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 500, height: 350))
        }
    }

    func testViewLoadsLazilyAndCanBeReleased() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let controller = LoggingController("VC", log: log)
            XCTAssertFalse(controller.isViewLoaded)
            XCTAssertNil(controller.viewIfLoaded)

            controller.loadViewIfNeeded()
            controller.loadViewIfNeeded()
            XCTAssertTrue(controller.isViewLoaded)
            XCTAssertEqual(log.entries, ["VC init", "VC loadView", "VC viewDidLoad"])

            controller.view = nil
            XCTAssertFalse(controller.isViewLoaded)
            _ = controller.view
            XCTAssertEqual(log.entries.suffix(2), ["VC loadView", "VC viewDidLoad"])
        }
    }

    func testNibNameGivesAMessageAndAnEmptyView() {
        MainActor.assumeIsolated {
            var messages: [String] = []
            RuntimeWarning.capture = { messages.append($0) }
            defer { RuntimeWarning.capture = nil }

            let controller = UIViewController(nibName: "Main", bundle: nil)

            XCTAssertEqual(messages.count, 1)
            XCTAssertTrue(messages[0].contains("nib \"Main\""))
            XCTAssertNotNil(controller.view)
            XCTAssertTrue(controller.view.subviews.isEmpty)
        }
    }

    func testControllerIsInTheResponderChainBetweenItsViewAndTheWindow() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("VC", log: $0) }
            let root = scene.window.rootViewController!

            XCTAssertTrue(root.view.next === root)
            XCTAssertTrue(root.next === scene.window)
        }
    }

    func testMemoryWarningReachesControllersInCreationOrder() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("main", log: $0) }
            let other = LoggingController("other", log: scene.log)
            scene.clearLog()
            var messages: [String] = []
            RuntimeWarning.capture = { messages.append($0) }
            defer { RuntimeWarning.capture = nil }
            var notified = false
            let token = NotificationCenter.default.addObserver(
                forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
            ) { _ in MainActor.assumeIsolated { notified = true } }
            defer { NotificationCenter.default.removeObserver(token) }

            scene.app.application.simulateMemoryWarning()

            XCTAssertEqual(messages, ["Received memory warning."])
            XCTAssertEqual(scene.log.entries, ["main didReceiveMemoryWarning", "other didReceiveMemoryWarning"])
            XCTAssertTrue(notified)
            withExtendedLifetime(other) {}
        }
    }
}
