import UIKit
import UIKitTesting
import XCTest

/// UIBarAppearance and its subclasses: defaults, configurations, copies, and the bars drawing from
/// them, switched at the content's scroll edge as iOS 15 and later do.
final class BarAppearanceTests: XCTestCase {
    func testANewAppearanceHasTheDefaultBlurredBackgroundAndAHairline() {
        MainActor.assumeIsolated {
            let appearance = UINavigationBarAppearance()

            XCTAssertEqual(appearance.backgroundEffect?.style, .systemChromeMaterial)
            XCTAssertNil(appearance.backgroundColor)
            XCTAssertEqual(appearance.shadowColor?.cgColor.alpha ?? 0, 0.3, accuracy: 0.001)
            XCTAssertEqual(appearance.backgroundImageContentMode, .scaleToFill)
        }
    }

    func testOpaqueAndTransparentConfigurations() {
        MainActor.assumeIsolated {
            let appearance = UIToolbarAppearance()

            appearance.configureWithOpaqueBackground()
            XCTAssertNil(appearance.backgroundEffect)
            XCTAssertEqual(appearance.backgroundColor, .systemBackground)
            XCTAssertNotNil(appearance.shadowColor)

            appearance.configureWithTransparentBackground()
            XCTAssertNil(appearance.backgroundEffect)
            XCTAssertNil(appearance.backgroundColor)
            XCTAssertNil(appearance.shadowColor)
        }
    }

    func testACopyKeepsTheSubclassAndItsProperties() {
        MainActor.assumeIsolated {
            let appearance = UINavigationBarAppearance()
            appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
            appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.green]
            appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.orange]
            appearance.setBackIndicatorImage(UIImage(), transitionMaskImage: UIImage())
            appearance.backgroundColor = .purple

            let copy: UINavigationBarAppearance = appearance.copy()
            let fromBase = UINavigationBarAppearance(barAppearance: appearance)

            XCTAssertFalse(copy === appearance)
            XCTAssertEqual(copy.backgroundColor, .purple)
            XCTAssertEqual(copy.titleTextAttributes[.foregroundColor] as? UIColor, .red)
            XCTAssertEqual(copy.largeTitleTextAttributes[.foregroundColor] as? UIColor, .green)
            XCTAssertEqual(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor, .orange)
            XCTAssertFalse(copy.buttonAppearance === appearance.buttonAppearance)
            XCTAssertNotNil(copy.backIndicatorImage)
            XCTAssertEqual(fromBase.backgroundColor, .purple)
        }
    }

    func testSettingOnlyOneBackIndicatorImageClearsBoth() {
        MainActor.assumeIsolated {
            let appearance = UINavigationBarAppearance()

            appearance.setBackIndicatorImage(UIImage(), transitionMaskImage: nil)

            XCTAssertNil(appearance.backIndicatorImage)
            XCTAssertNil(appearance.backIndicatorTransitionMaskImage)
        }
    }

    func testTheBarCopiesAnAssignedAppearanceAndFollowsChangesToItsCopy() {
        MainActor.assumeIsolated {
            let (app, window, bar) = navigationBarWindow(items: [UINavigationItem(title: "")])
            let appearance = solidAppearance(.red)

            bar.standardAppearance = appearance
            app.runUntilIdle()
            XCTAssertFalse(bar.standardAppearance === appearance)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 120, y: 20)), RGBA(255, 0, 0))

            appearance.backgroundColor = .blue
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 120, y: 20)), RGBA(255, 0, 0))

            bar.standardAppearance.backgroundColor = .green
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 120, y: 20)), RGBA(0, 255, 0))
        }
    }

    func testAStandaloneBarIgnoresItsScrollEdgeAppearance() {
        MainActor.assumeIsolated {
            let (app, window, bar) = navigationBarWindow(items: [UINavigationItem(title: "")])

            bar.standardAppearance = solidAppearance(.red)
            bar.scrollEdgeAppearance = solidAppearance(.green)
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 120, y: 20)), RGBA(255, 0, 0))
        }
    }

    func testTheNavigationBarSwitchesAppearanceAsTheContentLeavesAndReachesItsTopEdge() {
        MainActor.assumeIsolated {
            let root = ScrollingController(title: "List")
            let (app, window, navigation) = navigationWindow(root) { navigation in
                navigation.navigationBar.standardAppearance = solidAppearance(.red)
                navigation.navigationBar.scrollEdgeAppearance = solidAppearance(.green)
            }
            let bar = CGPoint(x: 120, y: 20)
            XCTAssertEqual(root.scrollView.contentOffset.y, -44)
            XCTAssertEqual(app.pixel(in: window, at: bar), RGBA(0, 255, 0))

            root.scrollView.contentOffset.y = 10
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: bar), RGBA(255, 0, 0))

            root.scrollView.contentOffset.y = -44
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: bar), RGBA(0, 255, 0))
            withExtendedLifetime(navigation) {}
        }
    }

    func testWithoutAScrollEdgeAppearanceTheBarIsTransparentAtTheTopEdge() {
        MainActor.assumeIsolated {
            let root = ScrollingController(title: "List")
            let (app, window, navigation) = navigationWindow(root) { navigation in
                navigation.navigationBar.standardAppearance = solidAppearance(.red)
            }

            // The scroll view's grey shows through the bar at rest.
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 300, y: 20)), RGBA(170, 170, 170))

            root.scrollView.contentOffset.y = 100
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 300, y: 20)), RGBA(255, 0, 0))
            withExtendedLifetime(navigation) {}
        }
    }

    func testTheWheelScrollingTheContentSwitchesTheAppearance() {
        MainActor.assumeIsolated {
            let root = ScrollingController(title: "List")
            let (app, window, navigation) = navigationWindow(root) { navigation in
                navigation.navigationBar.standardAppearance = solidAppearance(.red)
                navigation.navigationBar.scrollEdgeAppearance = solidAppearance(.green)
            }

            app.scroll(dy: 3, at: CGPoint(x: 200, y: 300), in: window)
            app.advance(by: 1)
            app.runUntilIdle()
            XCTAssertGreaterThan(root.scrollView.contentOffset.y, -44)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 120, y: 20)), RGBA(255, 0, 0))

            app.scroll(dy: -10, at: CGPoint(x: 200, y: 300), in: window)
            app.advance(by: 1)
            app.runUntilIdle()
            XCTAssertEqual(root.scrollView.contentOffset.y, -44)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 120, y: 20)), RGBA(0, 255, 0))
            withExtendedLifetime(navigation) {}
        }
    }

    func testTheTopItemsAppearancesOverrideTheBars() {
        MainActor.assumeIsolated {
            let root = ScrollingController(title: "List")
            root.navigationItem.scrollEdgeAppearance = solidAppearance(.magenta)
            root.navigationItem.standardAppearance = solidAppearance(.cyan)
            let (app, window, navigation) = navigationWindow(root) { navigation in
                navigation.navigationBar.standardAppearance = solidAppearance(.red)
                navigation.navigationBar.scrollEdgeAppearance = solidAppearance(.green)
            }
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 120, y: 20)), RGBA(255, 0, 255))

            root.scrollView.contentOffset.y = 100
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 120, y: 20)), RGBA(0, 255, 255))

            navigation.pushViewController(ScrollingController(title: "Detail"), animated: false)
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 120, y: 20)), RGBA(0, 255, 0))
        }
    }

    func testTheTitleAndButtonsTakeTheAppearancesTextAttributes() {
        MainActor.assumeIsolated {
            let item = UINavigationItem(title: "Title")
            let button = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            item.rightBarButtonItem = button
            let (app, window, bar) = navigationBarWindow(items: [item])
            let appearance = solidAppearance(.white)
            appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
            appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.green]

            bar.standardAppearance = appearance
            app.runUntilIdle()

            let image = app.presentedImage(of: window)!
            XCTAssertNotNil(
                image.textInk(in: CGRect(x: 150, y: 0, width: 100, height: 43)) { $0.red > 200 && $0.green < 80 })
            XCTAssertNotNil(
                image.textInk(in: CGRect(x: 300, y: 0, width: 100, height: 43)) { $0.green > 150 && $0.red < 80 })
        }
    }

    func testTheTabBarDrawsFromItsAppearanceAndItemColors() {
        MainActor.assumeIsolated {
            let (app, window, bar) = makeTabBarApp(items: [UITabBarItem(title: "A", image: nil, tag: 0)])
            let appearance = UITabBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .yellow

            bar.standardAppearance = appearance
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 5, y: bar.frame.maxY - 3)), RGBA(255, 255, 0))
        }
    }

    func testTheToolbarSwitchesAtTheBottomEdge() {
        MainActor.assumeIsolated {
            let root = ScrollingController(title: "List")
            root.toolbarItems = [UIBarButtonItem(title: "Action", style: .plain, target: nil, action: nil)]
            let (app, window, navigation) = navigationWindow(root) { navigation in
                navigation.isToolbarHidden = false
                let standard = UIToolbarAppearance()
                standard.configureWithOpaqueBackground()
                standard.backgroundColor = .red
                navigation.toolbar.standardAppearance = standard
            }
            let point = CGPoint(x: 300, y: 580)
            XCTAssertEqual(app.pixel(in: window, at: point), RGBA(255, 0, 0))

            root.scrollView.contentOffset.y = root.scrollView.contentSize.height + 44 - 600
            app.runUntilIdle()
            // Transparent at the bottom edge: the scroll view's grey below the content shows.
            XCTAssertEqual(app.pixel(in: window, at: point), RGBA(170, 170, 170))
            withExtendedLifetime(navigation) {}
        }
    }
}
