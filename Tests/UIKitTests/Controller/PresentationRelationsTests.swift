import UIKit
import UIKitTesting
import XCTest

/// Who presents whom (seed 002: a child inherits its container's presenter, a presentation sets
/// it), chained presentations, dismissing from the middle, and the warnings UIKit logs.
final class PresentationRelationsTests: XCTestCase {
    func testChildrenOfAPresentedControllerShareItsPresenter() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("main", log: $0) }
            let main = scene.window.rootViewController!
            let container = UIViewController()
            let child = UIViewController()
            embed(child, in: container)

            main.present(container, animated: false)
            scene.app.runUntilIdle()

            XCTAssertTrue(container.presentingViewController === main)
            XCTAssertTrue(child.presentingViewController === main, "a child inherits the presenter")
            XCTAssertTrue(main.presentedViewController === container)
            XCTAssertNil(child.presentedViewController)
        }
    }

    func testAControllerPushedOnAPresentedNavigationControllerInheritsItsPresenter() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("main", log: $0) }
            let main = scene.window.rootViewController!
            let navigation = UINavigationController(rootViewController: UIViewController())
            main.present(navigation, animated: false)
            scene.app.runUntilIdle()
            let pushed = UIViewController()

            navigation.pushViewController(pushed, animated: false)
            scene.app.runUntilIdle()

            XCTAssertTrue(pushed.presentingViewController === main, "a push inherits the presenter")
            XCTAssertTrue(main.presentedViewController === navigation, "a presentation sets it")
            XCTAssertNil(pushed.presentedViewController)

            let sheet = UIViewController()
            pushed.present(sheet, animated: false)
            scene.app.runUntilIdle()
            XCTAssertTrue(sheet.presentingViewController === navigation, "presented from the pushed one's container")
            XCTAssertTrue(pushed.presentedViewController === sheet)
        }
    }

    func testTouchesAndPressesReachTheControllerThroughItsView() {
        MainActor.assumeIsolated {
            final class Receiver: UIViewController {
                var events: [String] = []
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    events.append("touchesBegan")
                }
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                    events.append("touchesEnded")
                }
                override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                    events.append("pressesBegan \(presses.first?.key?.characters ?? "")")
                }
            }
            let receiver = Receiver()
            let scene = ControllerScene { _ in receiver }

            scene.app.click(at: CGPoint(x: 100, y: 100), in: scene.window)
            scene.app.typeKey(.keyboardA, text: "a", in: scene.window)

            XCTAssertEqual(receiver.events, ["touchesBegan", "touchesEnded", "pressesBegan a"])
        }
    }

    func testPresentingFromAChildPresentsFromItsRootContainer() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { log in
                let main = LoggingController("main", log: log)
                let child = UIViewController()
                embed(child, in: main)
                return main
            }
            let main = scene.window.rootViewController!
            let presented = UIViewController()

            main.children[0].present(presented, animated: false)
            scene.app.runUntilIdle()

            XCTAssertTrue(presented.presentingViewController === main)
            XCTAssertTrue(main.children[0].presentedViewController === presented)
        }
    }

    func testDismissingAMiddleControllerRemovesEverythingAboveIt() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("main", log: $0) }
            let main = scene.window.rootViewController!
            weak var weakSecond: UIViewController?
            weak var weakThird: UIViewController?
            do {
                let second = LoggingController("second", log: scene.log)
                let third = LoggingController("third", log: scene.log)
                second.modalPresentationStyle = .fullScreen
                third.modalPresentationStyle = .fullScreen
                weakSecond = second
                weakThird = third
                main.present(second, animated: false)
                scene.app.runUntilIdle()
                second.present(third, animated: false)
                scene.app.runUntilIdle()
            }
            XCTAssertTrue(weakThird?.presentingViewController === weakSecond)
            scene.clearLog()
            var completed = false

            main.dismiss(animated: true) { completed = true }
            scene.run(seconds: 0.6)
            scene.app.runUntilIdle()

            XCTAssertTrue(completed)
            XCTAssertNil(weakSecond)
            XCTAssertNil(weakThird)
            XCTAssertNil(main.presentedViewController)
            XCTAssertTrue(main.view.window === scene.window)
            XCTAssertEqual(
                scene.log.entries.filter { $0.contains("ppear") || $0.contains("deinit") },
                [
                    "third viewWillDisappear", "main viewWillAppear", "main viewIsAppearing", "main viewDidAppear",
                    "third viewDidDisappear", "second deinit", "third deinit",
                ])
        }
    }

    func testPresentingTwiceLogsAWarningAndKeepsTheFirst() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("main", log: $0) }
            let main = scene.window.rootViewController!
            var messages: [String] = []
            RuntimeWarning.capture = { messages.append($0) }
            defer { RuntimeWarning.capture = nil }
            let first = UIViewController()
            let second = UIViewController()

            main.present(first, animated: false)
            main.present(second, animated: false)
            scene.app.runUntilIdle()

            XCTAssertTrue(main.presentedViewController === first)
            XCTAssertNil(second.presentingViewController)
            XCTAssertEqual(messages.count, 1)
            XCTAssertTrue(messages[0].hasPrefix("Attempt to present"), messages[0])
            XCTAssertTrue(messages[0].contains("which is already presenting"), messages[0])
        }
    }

    func testPresentingFromAControllerOffScreenLogsAWarning() {
        MainActor.assumeIsolated {
            _ = ControllerScene { LoggingController("main", log: $0) }
            var messages: [String] = []
            RuntimeWarning.capture = { messages.append($0) }
            defer { RuntimeWarning.capture = nil }
            let loose = UIViewController()
            let presented = UIViewController()

            loose.present(presented, animated: false)

            XCTAssertNil(loose.presentedViewController)
            XCTAssertEqual(messages.count, 1)
            XCTAssertTrue(messages[0].contains("whose view is not in the window hierarchy"), messages[0])
        }
    }

    func testPresentedControllerIsInTheResponderChainBeforeItsPresenter() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { LoggingController("main", log: $0) }
            let main = scene.window.rootViewController!
            let presented = UIViewController()
            main.present(presented, animated: false)
            scene.app.runUntilIdle()

            XCTAssertTrue(presented.next === main)
        }
    }

    func testCurrentContextCoversOnlyTheContextView() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { log in
                let main = LoggingController("main", log: log)
                let child = LoggingController("child", log: log)
                child.definesPresentationContext = true
                main.addChild(child)
                child.view.frame = CGRect(x: 100, y: 50, width: 200, height: 150)
                main.view.addSubview(child.view)
                child.didMove(toParent: main)
                return main
            }
            let child = scene.window.rootViewController!.children[0]
            let presented = LoggingController("presented", log: scene.log)
            presented.modalPresentationStyle = .currentContext
            scene.clearLog()

            child.present(presented, animated: false)
            scene.app.runUntilIdle()

            XCTAssertTrue(presented.presentingViewController === child)
            XCTAssertEqual(
                presented.view.convert(presented.view.bounds, to: nil), CGRect(x: 100, y: 50, width: 200, height: 150))
            XCTAssertEqual(
                scene.log.entries.filter { $0.contains("ppear") },
                [
                    "child viewWillDisappear", "presented viewWillAppear", "presented viewIsAppearing",
                    "presented viewDidAppear", "child viewDidDisappear",
                ])
        }
    }
}
