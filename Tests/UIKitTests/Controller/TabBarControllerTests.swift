import UIKit
import UIKitTesting
import XCTest

/// Tabs: lazy loading, selection by tap and in code, the delegate, appearance of the switched tabs.
final class TabBarControllerTests: XCTestCase {
    @MainActor
    private static func tabsScene() -> ControllerScene {
        ControllerScene { log in
            let tabs = UITabBarController()
            let first = LoggingController("First", log: log)
            first.title = "First"
            let second = LoggingController("Second", log: log)
            second.title = "Second"
            tabs.viewControllers = [first, second]
            return tabs
        }
    }

    func testOnlyTheSelectedTabLoadsAndTheBarSitsAtTheBottom() {
        MainActor.assumeIsolated {
            let scene = Self.tabsScene()
            let tabs = scene.window.rootViewController as! UITabBarController

            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertFalse(tabs.viewControllers![1].isViewLoaded, "a tab loads when first shown")
            XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 251, width: 400, height: 49))
            XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["First", "Second"])
            XCTAssertEqual(tabs.viewControllers![0].view.safeAreaInsets.bottom, 49)
            XCTAssertTrue(tabs.viewControllers![0].tabBarController === tabs)
        }
    }

    func testTappingATabSwitchesWithAppearanceAndTellsTheDelegate() {
        MainActor.assumeIsolated {
            final class Delegate: UITabBarControllerDelegate {
                var allow = true
                var events: [String] = []
                func tabBarController(
                    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
                )
                    -> Bool
                {
                    events.append("should \(viewController.title ?? "")")
                    return allow
                }
                func tabBarController(
                    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
                ) {
                    events.append("did \(viewController.title ?? "")")
                }
            }
            let scene = Self.tabsScene()
            let tabs = scene.window.rootViewController as! UITabBarController
            let delegate = Delegate()
            tabs.delegate = delegate
            scene.clearLog()

            delegate.allow = false
            scene.app.click(at: CGPoint(x: 300, y: 270), in: scene.window)
            XCTAssertEqual(tabs.selectedIndex, 0, "the delegate refused")

            delegate.allow = true
            scene.app.click(at: CGPoint(x: 300, y: 270), in: scene.window)
            scene.app.runUntilIdle()

            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertEqual(delegate.events, ["should Second", "should Second", "did Second"])
            XCTAssertEqual(
                scene.log.entries.filter { $0.contains("ppear") || $0.contains("load") || $0.contains("Load") },
                [
                    "Second loadView", "Second viewDidLoad", "First viewWillDisappear", "Second viewWillAppear",
                    "Second viewIsAppearing", "First viewDidDisappear", "Second viewDidAppear",
                ])
        }
    }

    func testSelectingInCodeDoesNotAskTheDelegate() {
        MainActor.assumeIsolated {
            final class Refusing: UITabBarControllerDelegate {
                func tabBarController(
                    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
                )
                    -> Bool
                { false }
            }
            let scene = Self.tabsScene()
            let tabs = scene.window.rootViewController as! UITabBarController
            let delegate = Refusing()
            tabs.delegate = delegate

            tabs.selectedIndex = 1
            scene.app.runUntilIdle()

            XCTAssertTrue(tabs.selectedViewController === tabs.viewControllers![1])
            XCTAssertTrue(tabs.tabBar.selectedItem === tabs.viewControllers![1].tabBarItem)
        }
    }
}
