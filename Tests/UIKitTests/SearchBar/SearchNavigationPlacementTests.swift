import UIKit
import UIKitTesting
import XCTest

/// A search controller in a navigation item: its bar under the navigation bar's title row, the
/// content's safe area below both, the title row giving way while the search is active, and the
/// controller let go once its owner is popped.
final class SearchNavigationPlacementTests: XCTestCase {
    @MainActor
    private static func scene(
        configure: @escaping (UISearchController) -> Void = { _ in }
    ) -> (ControllerScene, UINavigationController) {
        let scene = ControllerScene { _ in
            let root = UIViewController()
            root.title = "Fruit"
            let searchController = UISearchController(searchResultsController: nil)
            configure(searchController)
            root.navigationItem.searchController = searchController
            return UINavigationController(rootViewController: root)
        }
        return (scene, scene.window.rootViewController as! UINavigationController)
    }

    func testSearchBarSitsUnderTheNavigationBarAndTheSafeAreaAccountsForIt() {
        MainActor.assumeIsolated {
            let (scene, navigation) = Self.scene()
            let root = navigation.topViewController!
            let bar = root.navigationItem.searchController!.searchBar

            scene.app.runUntilIdle()

            XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 0, width: 400, height: 96))
            XCTAssertTrue(bar.superview === navigation.navigationBar)
            XCTAssertEqual(bar.frame, CGRect(x: 0, y: 44, width: 400, height: 52))
            XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 16, y: 8, width: 368, height: 36))
            XCTAssertEqual(root.view.safeAreaInsets.top, 96)
        }
    }

    func testActiveSearchHidesTheTitleRowAndBringsItBack() {
        MainActor.assumeIsolated {
            let (scene, navigation) = Self.scene()
            let root = navigation.topViewController!
            let searchController = root.navigationItem.searchController!

            searchController.isActive = true
            scene.run(seconds: 0.5)
            scene.app.runUntilIdle()
            let activeBarFrame = navigation.navigationBar.frame
            let activeSearchFrame = searchController.searchBar.frame
            let activeInset = root.view.safeAreaInsets.top
            searchController.isActive = false
            scene.run(seconds: 0.5)
            scene.app.runUntilIdle()

            XCTAssertEqual(activeBarFrame.height, 52)
            XCTAssertEqual(activeSearchFrame.minY, 0)
            XCTAssertEqual(activeInset, 52)
            XCTAssertEqual(navigation.navigationBar.frame.height, 96)
            XCTAssertEqual(searchController.searchBar.frame.minY, 44)
        }
    }

    func testPushedControllerWithoutSearchShowsNoSearchBar() {
        MainActor.assumeIsolated {
            let (scene, navigation) = Self.scene()
            let bar = navigation.topViewController!.navigationItem.searchController!.searchBar

            navigation.pushViewController(UIViewController(), animated: false)
            scene.app.runUntilIdle()

            XCTAssertNil(bar.superview)
            XCTAssertEqual(navigation.navigationBar.frame.height, 44)
            XCTAssertEqual(navigation.topViewController?.view.safeAreaInsets.top, 44)
        }
    }

    func testSearchControllerPushedAndPoppedIsDeallocated() {
        MainActor.assumeIsolated {
            let scene = ControllerScene { _ in UINavigationController(rootViewController: UIViewController()) }
            let navigation = scene.window.rootViewController as! UINavigationController
            weak var weakSearch: UISearchController?
            weak var weakBar: UISearchBar?
            weak var weakPage: UIViewController?
            do {
                let page = UIViewController()
                let searchController = UISearchController(searchResultsController: UIViewController())
                page.navigationItem.searchController = searchController
                page.definesPresentationContext = true
                weakSearch = searchController
                weakBar = searchController.searchBar
                weakPage = page
                navigation.pushViewController(page, animated: true)
                scene.run(seconds: 0.5)
                searchController.searchBar.becomeFirstResponder()
                scene.app.typeText("x", in: scene.window)
                scene.run(seconds: 0.5)
                XCTAssertTrue(searchController.isActive)
                searchController.isActive = false
                scene.run(seconds: 0.5)
            }

            navigation.popViewController(animated: true)
            scene.run(seconds: 0.5)
            scene.app.runUntilIdle()

            XCTAssertNil(weakPage)
            XCTAssertNil(weakSearch)
            XCTAssertNil(weakBar)
        }
    }
}
