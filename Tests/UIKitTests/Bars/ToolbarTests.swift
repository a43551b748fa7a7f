import UIKit
import UIKitTesting
import XCTest

/// UIToolbar's layout and a navigation controller's toolbar: the top controller's items, hiding and
/// showing, and hiding the bars on a swipe or a tap.
final class ToolbarTests: XCTestCase {
    @MainActor
    private static func item(_ title: String) -> UIBarButtonItem {
        UIBarButtonItem(title: title, style: .plain, target: nil, action: nil)
    }

    func testFlexibleSpacesShareTheRoomAndFixedSpacesKeepTheirWidth() {
        MainActor.assumeIsolated {
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
            let first = Self.item("One")
            let last = Self.item("Two")
            toolbar.items = [first, .flexibleSpace(), .fixedSpace(30), Self.item("Mid"), .flexibleSpace(), last]

            toolbar.layoutIfNeeded()

            let views = toolbar.subviews.filter { $0 is UIControl }.sorted { $0.frame.minX < $1.frame.minX }
            XCTAssertEqual(views.count, 3)
            XCTAssertEqual(views.first?.frame.minX, 16)
            XCTAssertEqual(views.last?.frame.maxX ?? 0, 384, accuracy: 1)
            let middle = views[1].frame
            // The two flexible spaces are equal: the middle item sits 30 points right of centre of the room.
            let left = middle.minX - 30 - views[0].frame.maxX
            let right = views[2].frame.minX - middle.maxX
            XCTAssertEqual(left, right, accuracy: 1)
            XCTAssertEqual(toolbar.sizeThatFits(CGSize(width: 400, height: 100)).height, 44)
        }
    }

    func testTheToolbarShowsTheTopControllersItemsAsControllersArePushedAndPopped() {
        MainActor.assumeIsolated {
            let root = ScrollingController(title: "Root")
            let rootItems = [Self.item("Compose")]
            root.toolbarItems = rootItems
            let (app, window, navigation) = navigationWindow(root) { $0.setToolbarHidden(false, animated: false) }
            defer { withExtendedLifetime(window) {} }
            XCTAssertTrue(navigation.toolbar.items?.first === rootItems[0])

            let detail = ScrollingController(title: "Detail")
            let detailItems = [Self.item("Reply"), .flexibleSpace(), Self.item("Delete")]
            detail.setToolbarItems(detailItems, animated: false)
            navigation.pushViewController(detail, animated: true)
            app.advance(by: 1)
            app.runUntilIdle()
            XCTAssertEqual(navigation.toolbar.items?.count, 3)
            XCTAssertTrue(navigation.toolbar.items?.first === detailItems[0])

            let replaced = [Self.item("Archive")]
            detail.setToolbarItems(replaced, animated: false)
            XCTAssertTrue(navigation.toolbar.items?.first === replaced[0])

            navigation.popViewController(animated: true)
            app.advance(by: 1)
            app.runUntilIdle()
            XCTAssertTrue(navigation.toolbar.items?.first === rootItems[0])
        }
    }

    func testHidingAndShowingTheToolbarSlidesItAndChangesTheSafeArea() {
        MainActor.assumeIsolated {
            let root = ScrollingController(title: "Root")
            root.toolbarItems = [Self.item("Compose")]
            let (app, window, navigation) = navigationWindow(root)
            defer { withExtendedLifetime(window) {} }
            XCTAssertTrue(navigation.isToolbarHidden)
            XCTAssertTrue(navigation.toolbar.isHidden)
            XCTAssertEqual(root.view.safeAreaInsets.bottom, 0)

            navigation.setToolbarHidden(false, animated: true)
            app.advance(by: 0.1)
            XCTAssertFalse(navigation.toolbar.isHidden)
            app.advance(by: 0.5)
            app.runUntilIdle()
            XCTAssertEqual(navigation.toolbar.frame, CGRect(x: 0, y: 556, width: 400, height: 44))
            XCTAssertEqual(root.view.safeAreaInsets.bottom, 44)

            navigation.setToolbarHidden(true, animated: true)
            app.advance(by: 0.5)
            app.runUntilIdle()
            XCTAssertEqual(navigation.toolbar.frame.minY, 600)
            XCTAssertTrue(navigation.toolbar.isHidden)
            XCTAssertEqual(root.view.safeAreaInsets.bottom, 0)
        }
    }

    func testAPoppedControllerWithToolbarItemsIsDeallocated() {
        MainActor.assumeIsolated {
            let root = ScrollingController(title: "Root")
            let (app, window, navigation) = navigationWindow(root) { $0.isToolbarHidden = false }
            defer { withExtendedLifetime(window) {} }
            var released = false
            do {
                let detail = ScrollingController(title: "Detail")
                detail.onDeinit = { released = true }
                detail.toolbarItems = [
                    UIBarButtonItem(
                        title: "Done", style: .done, target: detail, action: ScrollingController.viewDidLoad),
                    .flexibleSpace(),
                ]
                detail.navigationItem.rightBarButtonItem = UIBarButtonItem(
                    title: "Edit", style: .plain, target: detail, action: ScrollingController.viewDidLoad)
                navigation.pushViewController(detail, animated: true)
                app.advance(by: 1)
                app.runUntilIdle()
            }

            navigation.popViewController(animated: true)
            app.advance(by: 1)
            app.runUntilIdle()

            XCTAssertTrue(released)
        }
    }

    func testSwipingTheContentUpHidesTheBarsAndDownShowsThem() {
        MainActor.assumeIsolated {
            let root = ScrollingController(title: "Root")
            root.toolbarItems = [Self.item("Compose")]
            let (app, window, navigation) = navigationWindow(root) { navigation in
                navigation.isToolbarHidden = false
                navigation.hidesBarsOnSwipe = true
            }
            XCTAssertTrue(navigation.barHideOnSwipeGestureRecognizer.isEnabled)

            app.scroll(dy: 4, at: CGPoint(x: 200, y: 300), in: window)
            app.advance(by: 1)
            app.runUntilIdle()
            XCTAssertTrue(navigation.isNavigationBarHidden)
            XCTAssertTrue(navigation.isToolbarHidden)
            XCTAssertEqual(navigation.navigationBar.frame.maxY, 0)

            app.scroll(dy: -1, at: CGPoint(x: 200, y: 300), in: window)
            app.advance(by: 1)
            app.runUntilIdle()
            XCTAssertFalse(navigation.isNavigationBarHidden)
            XCTAssertFalse(navigation.isToolbarHidden)
            XCTAssertEqual(navigation.navigationBar.frame.minY, 0)
        }
    }

    func testSettingTheOffsetInCodeDoesNotHideTheBars() {
        MainActor.assumeIsolated {
            let root = ScrollingController(title: "Root")
            let (app, window, navigation) = navigationWindow(root) { $0.hidesBarsOnSwipe = true }
            defer { withExtendedLifetime(window) {} }

            root.scrollView.contentOffset.y = 300
            app.runUntilIdle()

            XCTAssertFalse(navigation.isNavigationBarHidden)
        }
    }

    func testATapOnTheContentTogglesTheBars() {
        MainActor.assumeIsolated {
            let root = ScrollingController(title: "Root")
            let (app, window, navigation) = navigationWindow(root) { $0.hidesBarsOnTap = true }

            app.click(at: CGPoint(x: 200, y: 300), in: window)
            app.advance(by: 1)
            app.runUntilIdle()
            XCTAssertTrue(navigation.isNavigationBarHidden)

            app.click(at: CGPoint(x: 200, y: 300), in: window)
            app.advance(by: 1)
            app.runUntilIdle()
            XCTAssertFalse(navigation.isNavigationBarHidden)

            app.click(at: CGPoint(x: 120, y: 20), in: window)
            app.advance(by: 1)
            app.runUntilIdle()
            XCTAssertFalse(navigation.isNavigationBarHidden, "a tap on the bar is not the content's")
        }
    }
}
