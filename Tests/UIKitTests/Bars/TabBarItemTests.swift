import UIKit
import UIKitTesting
import XCTest

/// Tab bar items: initialisers, system items, and the bar redrawing when an item changes.
final class TabBarItemTests: XCTestCase {
    func testSystemItemsHaveIOSsTitlesAndATemplateGlyph() {
        MainActor.assumeIsolated {
            let titles = UITabBarItem.SystemItem.allCases.map { UITabBarItem(tabBarSystemItem: $0, tag: 0).title ?? "" }
            let item = UITabBarItem(tabBarSystemItem: .search, tag: 7)

            XCTAssertEqual(
                titles,
                [
                    "More", "Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History", "Bookmarks",
                    "Search", "Downloads", "Most Recent", "Most Viewed",
                ])
            XCTAssertEqual(item.tag, 7)
            XCTAssertEqual(item.image?.size, CGSize(width: 25, height: 25))
            XCTAssertEqual(item.image?.renderingMode, .alwaysTemplate)
        }
    }

    func testASystemItemKeepsItsTitleAndImage() {
        MainActor.assumeIsolated {
            let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
            let glyph = item.image

            item.title = "Stars"
            item.image = templateSquare()
            item.badgeValue = "1"

            XCTAssertEqual(item.title, "Favorites")
            XCTAssertTrue(item.image === glyph)
            XCTAssertEqual(item.badgeValue, "1", "the rest can change")
        }
    }

    func testEachSystemGlyphDrawsInkInTheItemColour() {
        MainActor.assumeIsolated {
            let items = UITabBarItem.SystemItem.allCases.prefix(4).map { UITabBarItem(tabBarSystemItem: $0, tag: 0) }
            let (app, window, _) = makeTabBarApp(items: Array(items))

            let inks = (0..<4).map { index in
                app.inkBox(
                    in: window, region: CGRect(x: CGFloat(index) * 80 + 20, y: tabBarTop + 5, width: 40, height: 28)
                ) { $0.red < 180 && $0.red == $0.blue }
            }

            for ink in inks {
                XCTAssertNotNil(ink)
                XCTAssertGreaterThan(ink?.width ?? 0, 15)
                XCTAssertLessThanOrEqual(ink?.width ?? 99, 25)
            }
        }
    }

    func testTheInitialisersSetWhatTheyName() {
        MainActor.assumeIsolated {
            let image = templateSquare()
            let selected = templateSquare(side: 10)

            let tagged = UITabBarItem(title: "A", image: image, tag: 3)
            let paired = UITabBarItem(title: "B", image: image, selectedImage: selected)

            XCTAssertEqual(tagged.title, "A")
            XCTAssertTrue(tagged.image === image)
            XCTAssertEqual(tagged.tag, 3)
            XCTAssertNil(tagged.selectedImage)
            XCTAssertTrue(paired.selectedImage === selected)
            XCTAssertNil(paired.badgeValue)
            XCTAssertNil(paired.badgeColor)
            XCTAssertEqual(paired.titlePositionAdjustment, .zero)
            XCTAssertNil(UITabBarItem().title)
        }
    }

    func testChangingAnItemRedrawsTheBar() {
        MainActor.assumeIsolated {
            let item = UITabBarItem(title: nil, image: templateSquare(), tag: 0)
            let (app, window, bar) = makeTabBarApp(items: [item], selected: 0)
            let centre = tabBarImageCentre(x: 160)
            let before = app.pixel(in: window, at: centre)

            item.image = solidSquare(.red).withRenderingMode(.alwaysOriginal)
            app.runUntilIdle()
            let afterImage = app.pixel(in: window, at: centre)
            item.isEnabled = false
            bar.barTintColor = .white
            app.runUntilIdle()

            XCTAssertEqual(before, RGBA(0, 122, 255))
            XCTAssertEqual(afterImage, RGBA(255, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: centre)?.isClose(to: RGBA(255, 128, 128)), true)
        }
    }
}
