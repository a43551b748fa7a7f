import UIKit
import UIKitTesting
import XCTest

/// The items' layout follows the size classes, as on iOS: in a regular-width bar the image and title
/// sit side by side and the items are centred as a group, with the inline appearance; in a
/// compact-height bar they sit side by side with the compact inline appearance.
final class TabBarInlineLayoutTests: XCTestCase {
    /// A white window of `size` with a bar of two items ("0" selected, "1") at y = 120.
    @MainActor
    private static func bar(in size: CGSize, configure: (UITabBarAppearance) -> Void = { _ in }) -> (
        HeadlessApp, UIWindow, UITabBar
    ) {
        let app = HeadlessApp(delegate: LoggingAppDelegate())
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let bar = UITabBar(frame: CGRect(x: 0, y: tabBarTop, width: size.width, height: 49))
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        configure(appearance)
        bar.standardAppearance = appearance
        let items = numberedItems(2)
        bar.items = items
        bar.selectedItem = items[0]
        window.addSubview(bar)
        app.runUntilIdle()
        return (app, window, bar)
    }

    func testARegularWidthBarCentresInlineItemsWithTheTitleBesideTheImage() {
        MainActor.assumeIsolated {
            let (app, window, _) = Self.bar(in: CGSize(width: 1000, height: 700))
            let band = CGRect(x: 0, y: tabBarTop, width: 1000, height: 49)
            let tint = app.inkBox(in: window, region: band) { $0.blue > 200 && $0.red < 60 }
            let grey = app.inkBox(in: window, region: band) { $0.red > 100 && $0.red < 180 && $0.red == $0.blue }
            // The selected item's square and title in the tint, on one row, left of the middle.
            XCTAssertEqual(tint?.minY ?? 0, tabBarTop + 14.5, accuracy: 1)
            XCTAssertEqual(tint?.maxY ?? 0, tabBarTop + 34.5, accuracy: 1)
            XCTAssertGreaterThan(tint?.width ?? 0, 20 + 6)
            XCTAssertLessThan(tint?.maxX ?? 1000, 500)
            XCTAssertGreaterThan(tint?.minX ?? 0, 400)
            // The other item just right of the middle.
            XCTAssertGreaterThan(grey?.minX ?? 0, 500)
            XCTAssertLessThan(grey?.maxX ?? 1000, 600)
        }
    }

    @MainActor
    private static func colourLayouts(_ appearance: UITabBarAppearance) {
        appearance.stackedLayoutAppearance.normal.iconColor = .systemGreen
        appearance.inlineLayoutAppearance.normal.iconColor = .systemRed
        appearance.compactInlineLayoutAppearance.normal.iconColor = .systemOrange
    }

    /// Whether the bar's band in a window of `size` has a pixel that `matches`.
    @MainActor
    private static func barInk(in size: CGSize, _ matches: (RGBA) -> Bool) -> Bool {
        let (app, window, _) = bar(in: size, configure: colourLayouts)
        return app.inkBox(in: window, region: CGRect(x: 0, y: tabBarTop, width: size.width, height: 49), where: matches)
            != nil
    }

    func testEachLayoutTakesItsOwnItemAppearance() {
        MainActor.assumeIsolated {
            XCTAssertTrue(
                Self.barInk(in: CGSize(width: 1000, height: 700)) { $0.red > 200 && $0.green < 80 && $0.blue < 80 },
                "red: inline")
            XCTAssertTrue(
                Self.barInk(in: CGSize(width: 480, height: 320)) {
                    $0.red > 200 && $0.green > 120 && $0.green < 180
                }, "orange: compact inline")
            XCTAssertTrue(
                Self.barInk(in: CGSize(width: 390, height: 700)) { $0.green > 150 && $0.red < 100 && $0.blue < 120 },
                "green: stacked")
        }
    }

    func testNarrowingTheWindowStacksTheItems() {
        MainActor.assumeIsolated {
            let (app, window, bar) = Self.bar(in: CGSize(width: 1000, height: 700))
            window.frame.size.width = 390
            bar.frame.size.width = 390
            app.runUntilIdle()
            let tint = app.inkBox(in: window, region: CGRect(x: 0, y: tabBarTop, width: 390, height: 49)) {
                $0.blue > 200 && $0.red < 60
            }
            // Stacked: the square centred 19.5 points down, the title under it.
            XCTAssertEqual(tint?.minY ?? 0, tabBarTop + 9.5, accuracy: 1)
            XCTAssertGreaterThan(tint?.maxY ?? 0, tabBarTop + 36)
            XCTAssertEqual(tint?.midX ?? 0, 97.5, accuracy: 2)
        }
    }
}
