import UIKit
import UIKitTesting
import XCTest

/// No retain cycles among controllers, containers, bars, recognizers and presentations: once a
/// window lets go of its root, everything under it is released.
final class ControllerReleaseTests: XCTestCase {
    func testContainersAndWhatTheyShowAreReleasedWithTheRoot() {
        MainActor.assumeIsolated {
            weak var weakNavigation: UIViewController?
            weak var weakPushed: UIViewController?
            weak var weakTabs: UIViewController?
            weak var weakPresented: UIViewController?
            weak var weakAlert: UIViewController?
            let scene = ControllerScene { _ in
                let tabs = UITabBarController()
                let navigation = UINavigationController(rootViewController: UIViewController())
                tabs.viewControllers = [navigation, UIViewController()]
                weakTabs = tabs
                weakNavigation = navigation
                return tabs
            }
            do {
                let pushed = UIViewController()
                weakPushed = pushed
                (weakNavigation as? UINavigationController)?.pushViewController(pushed, animated: true)
                scene.run(seconds: 0.5)
                let presented = UINavigationController(rootViewController: UIViewController())
                presented.modalPresentationStyle = .formSheet
                weakPresented = presented
                pushed.present(presented, animated: true)
                scene.run(seconds: 0.6)
                let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                weakAlert = alert
                presented.present(alert, animated: true)
                scene.run(seconds: 0.3)
            }
            XCTAssertNotNil(weakAlert)

            scene.window.rootViewController = nil
            scene.app.runUntilIdle()

            XCTAssertNil(weakTabs)
            XCTAssertNil(weakNavigation)
            XCTAssertNil(weakPushed)
            XCTAssertNil(weakPresented)
            XCTAssertNil(weakAlert)
        }
    }
}
