import UIKit
import UIKitTesting
import WindowSystem
import XCTest

/// Seed 000 §2.3 (VC1 push VC2, then pop), the stack operations, the bar, the delegate, the
/// interactive pop (finished and cancelled) and the keys that pop.
final class NavigationControllerTests: XCTestCase {
    @MainActor
    private static func navigationScene() -> ControllerScene {
        ControllerScene { log in
            UINavigationController(rootViewController: LoggingController("First", log: log))
        }
    }

    @MainActor
    private static func navigation(of scene: ControllerScene) -> UINavigationController {
        scene.window.rootViewController as! UINavigationController
    }

    func testPushThenPopMatchesSeed000() {
        MainActor.assumeIsolated {
            let scene = Self.navigationScene()
            let navigation = Self.navigation(of: scene)
            scene.clearLog()

            navigation.pushViewController(LoggingController("Second", log: scene.log), animated: true)
            scene.app.runUntilIdle()
            scene.run(seconds: 0.5)
            navigation.popViewController(animated: true)
            scene.run(seconds: 0.5)
            scene.app.runUntilIdle()

            XCTAssertEqual(
                scene.log.entries.filter {
                    !$0.contains("Constraints") && !$0.contains("IsAppearing") && !$0.contains("Move")
                },
                [
                    "Second init", "Second loadView", "Second viewDidLoad", "First viewWillDisappear",
                    "Second viewWillAppear", "Second viewWillLayoutSubviews", "Second viewDidLayoutSubviews",
                    "First viewDidDisappear", "Second viewDidAppear", "Second viewWillDisappear",
                    "First viewWillAppear", "Second viewDidDisappear", "First viewDidAppear", "Second deinit",
                ])
        }
    }

    func testMovingFlagsAndParentCalls() {
        MainActor.assumeIsolated {
            final class FlagWatcher: LoggingController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    log.record("\(name) movingToParent=\(isMovingToParent)")
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    log.record("\(name) movingFromParent=\(isMovingFromParent)")
                }
            }
            let scene = Self.navigationScene()
            let navigation = Self.navigation(of: scene)
            let second = FlagWatcher("Second", log: scene.log)
            scene.clearLog()

            navigation.pushViewController(second, animated: false)
            scene.app.runUntilIdle()
            XCTAssertTrue(second.navigationController === navigation)
            navigation.popViewController(animated: false)
            scene.app.runUntilIdle()

            let flags = scene.log.entries.filter { $0.contains("moving") || $0.contains("Parent") }
            XCTAssertEqual(
                flags,
                [
                    "Second willMove(toParent: ?)", "Second movingToParent=true", "Second didMove(toParent: ?)",
                    "Second willMove(toParent: nil)", "Second movingFromParent=true", "Second didMove(toParent: nil)",
                ])
            XCTAssertNil(second.navigationController)
        }
    }

    func testStackOperations() {
        MainActor.assumeIsolated {
            let scene = Self.navigationScene()
            let navigation = Self.navigation(of: scene)
            let root = navigation.topViewController!
            let second = UIViewController()
            let third = UIViewController()
            let fourth = UIViewController()
            navigation.setViewControllers([root, second, third, fourth], animated: false)
            scene.app.runUntilIdle()
            XCTAssertTrue(navigation.topViewController === fourth)
            XCTAssertTrue(fourth.view.superview != nil)
            XCTAssertEqual(navigation.children.count, 4)

            let popped = navigation.popToViewController(second, animated: false)
            scene.app.runUntilIdle()
            XCTAssertEqual(popped?.count, 2)
            XCTAssertTrue(popped?.first === third)
            XCTAssertTrue(navigation.topViewController === second)

            let toRoot = navigation.popToRootViewController(animated: false)
            scene.app.runUntilIdle()
            XCTAssertEqual(toRoot?.count, 1)
            XCTAssertNil(navigation.popViewController(animated: false), "the root stays")
            XCTAssertEqual(navigation.viewControllers.count, 1)
            XCTAssertEqual(navigation.children.count, 1)
        }
    }

    func testBarShowsTitlesAndTheBackButtonPops() {
        MainActor.assumeIsolated {
            let scene = Self.navigationScene()
            let navigation = Self.navigation(of: scene)
            navigation.topViewController!.title = "Inbox"
            let second = UIViewController()
            second.title = "Message"
            navigation.pushViewController(second, animated: false)
            scene.app.runUntilIdle()

            XCTAssertEqual(navigation.navigationBar.topItem?.title, "Message")
            XCTAssertEqual(navigation.navigationBar.backItem?.title, "Inbox")
            XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 0, width: 400, height: 44))
            XCTAssertEqual(second.view.frame, CGRect(x: 0, y: 0, width: 400, height: 300))
            XCTAssertEqual(second.view.safeAreaInsets.top, 44, "content under the bar is outside the safe area")

            scene.app.click(at: CGPoint(x: 20, y: 22), in: scene.window)
            scene.run(seconds: 0.5)

            XCTAssertEqual(navigation.viewControllers.count, 1)
            XCTAssertEqual(navigation.navigationBar.topItem?.title, "Inbox")
        }
    }

    func testHiddenBarGivesTheContentTheWholeSafeArea() {
        MainActor.assumeIsolated {
            let scene = Self.navigationScene()
            let navigation = Self.navigation(of: scene)
            navigation.setNavigationBarHidden(true, animated: false)
            scene.app.runUntilIdle()

            XCTAssertTrue(navigation.isNavigationBarHidden)
            XCTAssertEqual(navigation.navigationBar.frame.maxY, 0)
            XCTAssertEqual(navigation.topViewController!.view.safeAreaInsets.top, 0)
        }
    }

    func testDelegateSeesWillShowAfterViewWillAppearAndDidShowLast() {
        MainActor.assumeIsolated {
            final class Delegate: UINavigationControllerDelegate {
                let log: CallLog
                init(log: CallLog) { self.log = log }
                func navigationController(
                    _ navigationController: UINavigationController, willShow viewController: UIViewController,
                    animated: Bool
                ) { log.record("willShow \((viewController as? LoggingController)?.name ?? "?")") }
                func navigationController(
                    _ navigationController: UINavigationController, didShow viewController: UIViewController,
                    animated: Bool
                ) { log.record("didShow \((viewController as? LoggingController)?.name ?? "?")") }
            }
            let scene = Self.navigationScene()
            let navigation = Self.navigation(of: scene)
            let delegate = Delegate(log: scene.log)
            navigation.delegate = delegate
            scene.clearLog()

            navigation.pushViewController(LoggingController("Second", log: scene.log), animated: true)
            scene.run(seconds: 0.5)

            XCTAssertEqual(
                scene.log.entries.filter { $0.contains("ppear") || $0.contains("Show") },
                [
                    "First viewWillDisappear", "Second viewWillAppear", "willShow Second", "Second viewIsAppearing",
                    "First viewDidDisappear", "Second viewDidAppear", "didShow Second",
                ])
        }
    }

    func testDelegateAnimatorRunsThePushAndVisibleControllerFollowsPresentations() {
        MainActor.assumeIsolated {
            final class Fade: UIViewControllerAnimatedTransitioning {
                var operations: [String] = []
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
                {
                    0.2
                }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    let arriving = transitionContext.view(forKey: .to)!
                    arriving.alpha = 0
                    transitionContext.containerView.addSubview(arriving)
                    UIView.animate(
                        withDuration: 0.2, animations: { arriving.alpha = 1 },
                        completion: { _ in
                            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                        })
                }
            }
            final class Delegate: UINavigationControllerDelegate {
                let fade = Fade()
                func navigationController(
                    _ navigationController: UINavigationController,
                    animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
                    to toVC: UIViewController
                ) -> UIViewControllerAnimatedTransitioning? {
                    fade.operations.append(operation == .push ? "push" : "pop")
                    return fade
                }
            }
            let scene = Self.navigationScene()
            let navigation = Self.navigation(of: scene)
            let delegate = Delegate()
            navigation.delegate = delegate
            let second = UIViewController()

            navigation.pushViewController(second, animated: true)
            scene.app.runUntilIdle()
            scene.run(seconds: 0.1)
            let midway = second.view.layer.presentation()!.opacity
            scene.run(seconds: 0.2)

            XCTAssertEqual(delegate.fade.operations, ["push"])
            XCTAssertGreaterThan(midway, 0.2)
            XCTAssertLessThan(midway, 0.8)
            XCTAssertEqual(second.view.frame.origin.x, 0, "faded, not slid")
            XCTAssertTrue(navigation.visibleViewController === second)
            let sheet = UIViewController()
            second.present(sheet, animated: false)
            scene.app.runUntilIdle()
            XCTAssertTrue(navigation.visibleViewController === sheet)
            XCTAssertTrue(navigation.topViewController === second)
        }
    }

    func testPushSlidesInFromTheRight() {
        MainActor.assumeIsolated {
            let scene = Self.navigationScene()
            let navigation = Self.navigation(of: scene)
            let second = UIViewController()
            navigation.pushViewController(second, animated: true)
            scene.app.runUntilIdle()
            scene.run(seconds: 0.1)

            let x = second.view.layer.presentation()!.position.x
            XCTAssertGreaterThan(x, 200, "still to the right of its place")
            XCTAssertLessThan(x, 600)
            scene.run(seconds: 0.4)
            XCTAssertEqual(second.view.frame.origin.x, 0)
        }
    }

    func testEdgeDragPopsPastHalfway() {
        MainActor.assumeIsolated {
            let scene = Self.navigationScene()
            let navigation = Self.navigation(of: scene)
            weak var weakSecond: UIViewController?
            do {
                let second = LoggingController("Second", log: scene.log)
                weakSecond = second
                navigation.pushViewController(second, animated: false)
            }
            scene.app.runUntilIdle()
            scene.clearLog()

            scene.app.pointerDown(at: CGPoint(x: 2, y: 150), in: scene.window)
            for x in stride(from: 20, through: 300, by: 40) {
                scene.app.pointerMove(to: CGPoint(x: CGFloat(x), y: 150), in: scene.window)
                scene.app.advanceFrames(1)
            }
            XCTAssertTrue(scene.log.entries.contains("First viewWillAppear"), "the drag started a pop")
            scene.app.pointerUp(at: CGPoint(x: 300, y: 150), in: scene.window)
            scene.run(seconds: 0.6)
            scene.app.runUntilIdle()

            XCTAssertEqual(navigation.viewControllers.count, 1)
            XCTAssertNil(weakSecond)
            XCTAssertTrue(scene.log.entries.contains("First viewDidAppear"))
        }
    }

    func testEdgeDragReleasedEarlyCancelsThePopAsUIKitDoes() {
        MainActor.assumeIsolated {
            let scene = Self.navigationScene()
            let navigation = Self.navigation(of: scene)
            let second = LoggingController("Second", log: scene.log)
            second.title = "Second"
            navigation.pushViewController(second, animated: false)
            scene.app.runUntilIdle()
            scene.clearLog()

            scene.app.pointerDown(at: CGPoint(x: 2, y: 150), in: scene.window)
            scene.app.pointerMove(to: CGPoint(x: 30, y: 150), in: scene.window)
            scene.app.advanceFrames(1)
            scene.app.pointerMove(to: CGPoint(x: 80, y: 150), in: scene.window)
            scene.app.advanceFrames(10)
            scene.app.pointerMove(to: CGPoint(x: 81, y: 150), in: scene.window)
            scene.app.advanceFrames(10)
            scene.app.pointerUp(at: CGPoint(x: 81, y: 150), in: scene.window)
            scene.run(seconds: 0.6)

            XCTAssertEqual(
                scene.log.entries.filter { $0.contains("ppear") && !$0.contains("IsAppearing") },
                [
                    "Second viewWillDisappear", "First viewWillAppear", "First viewWillDisappear",
                    "First viewDidDisappear", "Second viewWillAppear", "Second viewDidAppear",
                ])
            XCTAssertTrue(navigation.topViewController === second)
            XCTAssertEqual(navigation.viewControllers.count, 2)
            XCTAssertEqual(second.view.frame.origin.x, 0, "the top view is back in place")
            XCTAssertEqual(navigation.navigationBar.topItem?.title, "Second")
        }
    }

    func testEscapeAndAltLeftPop() {
        MainActor.assumeIsolated {
            let scene = Self.navigationScene()
            let navigation = Self.navigation(of: scene)
            navigation.pushViewController(UIViewController(), animated: false)
            navigation.pushViewController(UIViewController(), animated: false)
            scene.app.runUntilIdle()

            scene.app.typeKey(.keyboardEscape, text: "\u{1B}", in: scene.window)
            scene.run(seconds: 0.5)
            XCTAssertEqual(navigation.viewControllers.count, 2)

            scene.app.typeKey(.keyboardLeftArrow, modifiers: .alternate, in: scene.window)
            scene.run(seconds: 0.5)
            XCTAssertEqual(navigation.viewControllers.count, 1)
        }
    }

    func testHidingTheBarLaysTheTopControllerOutWithItsNewSafeArea() {
        MainActor.assumeIsolated {
            final class SafeAreaWatcher: UIViewController {
                var events: [String] = []
                override func viewSafeAreaInsetsDidChange() {
                    events.append("safeArea \(Int(view.safeAreaInsets.top))")
                }
                override func viewDidLayoutSubviews() { events.append("layout") }
            }
            let watcher = SafeAreaWatcher()
            let scene = ControllerScene { _ in UINavigationController(rootViewController: watcher) }
            let navigation = Self.navigation(of: scene)
            XCTAssertEqual(watcher.events, ["safeArea 44", "layout"])
            watcher.events.removeAll()

            navigation.setNavigationBarHidden(true, animated: false)
            scene.app.runUntilIdle()

            XCTAssertEqual(watcher.events, ["safeArea 0", "layout"])
        }
    }

    func testEscapePopsANavigationControllerInsideATab() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { _ in
                let tabs = UITabBarController()
                tabs.viewControllers = [UINavigationController(rootViewController: UIViewController())]
                return tabs
            }
            let tabs = scene.window.rootViewController as! UITabBarController
            let navigation = tabs.viewControllers![0] as! UINavigationController
            navigation.pushViewController(UIViewController(), animated: false)
            scene.app.runUntilIdle()

            scene.app.typeKey(.keyboardEscape, text: "\u{1B}", in: scene.window)
            scene.run(seconds: 0.5)

            XCTAssertEqual(navigation.viewControllers.count, 1)
        }
    }
}
