import UIKit
import UIKitTesting
import XCTest

/// Where items go: `.fill` shares the width, `.centered` groups fixed-width items in the middle.
final class TabBarLayoutTests: XCTestCase {
    func testFillSharesTheWidthEquallyAndCentresEachImageInItsShare() {
        MainActor.assumeIsolated {
            let (app, window, bar) = makeTabBarApp(items: numberedItems(4), selected: 0)

            let row = CGRect(x: 0, y: tabBarImageCentre(x: 0).y, width: 320, height: 1)
            var centres: [CGFloat] = []
            for share in 0..<4 {
                let region = CGRect(x: CGFloat(share) * 80, y: row.minY, width: 80, height: 1)
                let ink = app.inkBox(in: window, region: region) { $0.red < 200 }
                centres.append(ink?.midX ?? -1)
            }

            XCTAssertEqual(centres, [40, 120, 200, 280])
            XCTAssertEqual(bar.itemPositioning, .automatic)
        }
    }

    func testFillTapsSelectTheItemWhoseShareHoldsThePoint() {
        MainActor.assumeIsolated {
            let (app, window, bar) = makeTabBarApp(items: numberedItems(4))

            var tags: [Int] = []
            for x: CGFloat in [1, 79, 81, 159, 161, 319] {
                app.click(at: CGPoint(x: x, y: tabBarTop + 45), in: window)
                tags.append(bar.selectedItem?.tag ?? -1)
            }

            XCTAssertEqual(tags, [0, 0, 1, 1, 2, 3])
        }
    }

    func testCenteredGroupsItemsOfTheGivenWidthAndSpacing() {
        MainActor.assumeIsolated {
            let bar = UITabBar()
            bar.itemPositioning = .centered
            bar.itemWidth = 60
            bar.itemSpacing = 20
            let (app, window, _) = makeTabBarApp(items: numberedItems(3), bar: bar)

            // 3 × 60 + 2 × 20 = 220 points, from x = 50: [50, 110], [130, 190], [210, 270].
            var tags: [Int] = []
            for x: CGFloat in [45, 51, 109, 120, 131, 189, 200, 269, 275] {
                bar.selectedItem = nil
                app.click(at: CGPoint(x: x, y: tabBarTop + 45), in: window)
                tags.append(bar.selectedItem?.tag ?? -1)
            }

            XCTAssertEqual(tags, [-1, 0, 0, -1, 1, 1, -1, 2, -1])
        }
    }

    func testCenteredUsesTheSystemWidthAndSpacingWhileTheyAreZero() {
        MainActor.assumeIsolated {
            let bar = UITabBar()
            bar.itemPositioning = .centered
            bar.itemWidth = -5
            let (app, window, _) = makeTabBarApp(items: numberedItems(2), bar: bar)

            // 2 × 76 + 34 = 186 points, from x = 67: [67, 143], [177, 253].
            var tags: [Int] = []
            for x: CGFloat in [66, 68, 142, 160, 178, 252, 254] {
                bar.selectedItem = nil
                app.click(at: CGPoint(x: x, y: tabBarTop + 45), in: window)
                tags.append(bar.selectedItem?.tag ?? -1)
            }

            XCTAssertEqual(bar.itemWidth, 0, "negative widths become 0")
            XCTAssertEqual(bar.itemSpacing, 0)
            XCTAssertEqual(tags, [-1, 0, 0, -1, 1, 1, -1])
        }
    }

    func testTheBarIs49PointsHighAndATallerBarKeepsItsItemsInTheTop49() {
        MainActor.assumeIsolated {
            let (app, window, bar) = makeTabBarApp(items: numberedItems(1), height: 83)

            let title = app.inkBox(in: window, region: CGRect(x: 140, y: tabBarTop + 32, width: 40, height: 51)) {
                $0.red < 200
            }

            XCTAssertEqual(bar.sizeThatFits(CGSize(width: 300, height: 10)), CGSize(width: 300, height: 49))
            XCTAssertEqual(bar.intrinsicContentSize.height, 49)
            XCTAssertEqual(
                title?.maxY ?? -1, tabBarTop + 43, accuracy: 1.5, "the title's baseline stays 6 points above 49")
            app.click(at: CGPoint(x: 160, y: tabBarTop + 70), in: window)
            XCTAssertNil(bar.selectedItem, "the band below the items takes no taps for them")
        }
    }
}
