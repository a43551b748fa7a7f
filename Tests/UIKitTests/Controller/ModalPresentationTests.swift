import UIKit
import UIKitTesting
import XCTest

/// Seed 004's cases: modal present and dismiss logs, memory warnings while presenting.
final class ModalPresentationTests: XCTestCase {
    private static let case2 = [
        "sub init", "sub loadView", "sub viewDidLoad", "main viewWillDisappear", "sub viewWillAppear",
        "sub updateViewConstraints", "sub viewIsAppearing", "sub viewWillLayoutSubviews", "sub viewDidLayoutSubviews",
        "sub viewDidAppear", "main viewDidDisappear",
    ]
    private static let case3 = [
        "sub viewWillDisappear", "main viewWillAppear", "main viewIsAppearing", "main viewDidAppear",
        "sub viewDidDisappear", "sub deinit",
    ]

    /// Presents "sub" full screen from the root "main" without animation, then clears the log and
    /// sends console messages to it; returns main.
    @MainActor
    private static func presentSubLoggingWarnings(in scene: ControllerScene) -> UIViewController {
        let main = scene.window.rootViewController!
        let sub = LoggingController("sub", log: scene.log)
        sub.modalPresentationStyle = .fullScreen
        main.present(sub, animated: false)
        scene.app.runUntilIdle()
        scene.clearLog()
        RuntimeWarning.capture = { scene.log.record($0) }
        return main
    }

    func testCase1FirstLaunch() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("main", log: $0) }
            XCTAssertEqual(
                scene.log.entries.filter {
                    !$0.contains("Layout") && !$0.contains("Constraints") && !$0.contains("IsAppearing")
                },
                ["main init", "main loadView", "main viewDidLoad", "main viewWillAppear", "main viewDidAppear"])
        }
    }

    func testCases2And3PresentThenDismissWithoutAnimation() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("main", log: $0) }
            let main = scene.window.rootViewController!
            scene.clearLog()
            var presented = false

            do {
                let sub = LoggingController("sub", log: scene.log)
                sub.modalPresentationStyle = .fullScreen
                main.present(sub, animated: false) { presented = true }
            }
            scene.app.runUntilIdle()

            XCTAssertEqual(scene.log.entries, Self.case2)
            XCTAssertTrue(presented)
            XCTAssertNil(main.viewIfLoaded?.window, "a full-screen presentation takes the presenter's view out")

            scene.clearLog()
            var dismissed = false
            main.dismiss(animated: false) { dismissed = true }
            scene.app.runUntilIdle()

            XCTAssertEqual(scene.log.entries, Self.case3)
            XCTAssertTrue(dismissed)
            XCTAssertTrue(main.view.window === scene.window)
        }
    }

    func testCases2And3Animated() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("main", log: $0) }
            let main = scene.window.rootViewController!
            scene.clearLog()
            weak var weakSub: UIViewController?
            do {
                let sub = LoggingController("sub", log: scene.log)
                sub.modalPresentationStyle = .fullScreen
                weakSub = sub
                main.present(sub, animated: true)
            }
            scene.app.runUntilIdle()
            XCTAssertFalse(scene.log.entries.contains("sub viewDidAppear"), "it appears when the slide ends")
            XCTAssertTrue(weakSub?.isBeingPresented ?? false)
            scene.run(seconds: 0.6)

            XCTAssertEqual(scene.log.entries, Self.case2)
            XCTAssertFalse(weakSub?.isBeingPresented ?? true)

            scene.clearLog()
            weakSub?.dismiss(animated: true)
            scene.run(seconds: 0.6)
            scene.app.runUntilIdle()

            XCTAssertEqual(scene.log.entries, Self.case3)
            XCTAssertNil(weakSub, "a dismissed controller is released")
        }
    }

    func testCoverVerticalSlidesUpFromTheBottom() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("main", log: $0) }
            let sub = UIViewController()
            sub.modalPresentationStyle = .fullScreen
            scene.window.rootViewController!.present(sub, animated: true)
            scene.app.runUntilIdle()
            scene.run(seconds: 0.25)

            let midway = sub.view.layer.presentation()!.position.y
            XCTAssertGreaterThan(midway, 150, "below its final place halfway through")
            XCTAssertLessThan(midway, 450)

            scene.run(seconds: 0.4)
            XCTAssertEqual(sub.view.frame, scene.window.bounds)
        }
    }

    func testCase4MemoryWarningWhilePresenting() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("main", log: $0) }
            let main = Self.presentSubLoggingWarnings(in: scene)
            defer { RuntimeWarning.capture = nil }

            scene.app.application.simulateMemoryWarning()
            main.dismiss(animated: false)
            scene.app.runUntilIdle()

            XCTAssertEqual(
                scene.log.entries,
                ["Received memory warning.", "main didReceiveMemoryWarning", "sub didReceiveMemoryWarning"] + Self.case3
            )
        }
    }

    func testCase5ReleasedViewLoadsAgainBeforeTheDismissal() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { log in
                let main = LoggingController("main", log: log)
                main.releasesViewOnMemoryWarning = true
                return main
            }
            let main = Self.presentSubLoggingWarnings(in: scene)
            defer { RuntimeWarning.capture = nil }

            scene.app.application.simulateMemoryWarning()
            XCTAssertFalse(main.isViewLoaded)
            main.dismiss(animated: false)
            scene.app.runUntilIdle()

            XCTAssertEqual(
                scene.log.entries,
                [
                    "Received memory warning.", "main didReceiveMemoryWarning", "sub didReceiveMemoryWarning",
                    "main loadView", "main viewDidLoad", "sub viewWillDisappear", "main viewWillAppear",
                    "main updateViewConstraints", "main viewIsAppearing", "main viewWillLayoutSubviews",
                    "main viewDidLayoutSubviews", "main viewDidAppear", "sub viewDidDisappear", "sub deinit",
                ])
            XCTAssertEqual(main.view.frame, scene.window.bounds)
        }
    }

    func testSheetLeavesThePresenterOnScreenOverADimmedBackground() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { log in
                let main = LoggingController("main", log: log)
                main.view.backgroundColor = .white
                return main
            }
            let main = scene.window.rootViewController!
            scene.window.frame = CGRect(x: 0, y: 0, width: 800, height: 700)
            scene.app.runUntilIdle()
            scene.clearLog()
            let sheet = LoggingController("sheet", log: scene.log)
            sheet.view.backgroundColor = .systemBlue
            XCTAssertEqual(sheet.modalPresentationStyle, .automatic)

            main.present(sheet, animated: false)
            scene.app.runUntilIdle()

            XCTAssertFalse(scene.log.entries.contains { $0.hasPrefix("main") }, "the presenter does not disappear")
            XCTAssertTrue(main.view.window === scene.window)
            XCTAssertEqual(sheet.view.frame, CGRect(x: 48, y: 20, width: 704, height: 660), "a page sheet")
            let corner = scene.app.pixel(in: scene.window, at: CGPoint(x: 10, y: 10))
            XCTAssertTrue(
                corner?.isClose(to: RGBA(153, 153, 153)) ?? false,
                "white dimmed by black at 40 %: \(String(describing: corner))")
        }
    }

    func testFormSheetUsesThePreferredContentSize() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("main", log: $0) }
            scene.window.frame = CGRect(x: 0, y: 0, width: 800, height: 700)
            let form = UIViewController()
            form.modalPresentationStyle = .formSheet
            form.preferredContentSize = CGSize(width: 300, height: 200)

            scene.window.rootViewController!.present(form, animated: false)
            scene.app.runUntilIdle()

            XCTAssertEqual(form.view.frame, CGRect(x: 250, y: 250, width: 300, height: 200))
        }
    }
}
