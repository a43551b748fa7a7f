import UIKit
import UIKitTesting
import XCTest

/// What the bar looks like: item colours, background, hairline, titles.
final class TabBarDrawingTests: XCTestCase {
    func testTheSelectedItemIsDrawnInTheTintAndTheOthersInGrey() {
        MainActor.assumeIsolated {
            let (app, window, _) = makeTabBarApp(items: numberedItems(2), selected: 1)

            XCTAssertEqual(app.pixel(in: window, at: tabBarImageCentre(x: 80)), RGBA(153, 153, 153))
            XCTAssertEqual(app.pixel(in: window, at: tabBarImageCentre(x: 240)), RGBA(0, 122, 255))
        }
    }

    func testTintAndUnselectedItemTintColorRecolourTheItems() {
        MainActor.assumeIsolated {
            let (app, window, bar) = makeTabBarApp(items: numberedItems(2), selected: 0)

            bar.tintColor = .red
            bar.unselectedItemTintColor = .green
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: tabBarImageCentre(x: 80)), RGBA(255, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: tabBarImageCentre(x: 240)), RGBA(0, 255, 0))
        }
    }

    func testOriginalImagesKeepTheirColoursAndTheSelectedImageShowsWhileSelected() {
        MainActor.assumeIsolated {
            let original = solidSquare(.red).withRenderingMode(.alwaysOriginal)
            let selected = solidSquare(.green).withRenderingMode(.alwaysOriginal)
            let item = UITabBarItem(title: nil, image: original, selectedImage: selected)
            let (app, window, bar) = makeTabBarApp(items: [item])
            let centre = tabBarImageCentre(x: 160)

            let before = app.pixel(in: window, at: centre)
            bar.selectedItem = item
            app.runUntilIdle()

            XCTAssertEqual(before, RGBA(255, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: centre), RGBA(0, 255, 0))
        }
    }

    func testLargeImagesAreFittedInto30Points() {
        MainActor.assumeIsolated {
            let item = UITabBarItem(title: nil, image: templateSquare(side: 60), tag: 0)
            let (app, window, _) = makeTabBarApp(items: [item])

            let ink = app.inkBox(in: window, region: CGRect(x: 100, y: tabBarTop, width: 120, height: 49)) {
                $0.red < 200
            }

            XCTAssertEqual(ink, CGRect(x: 145, y: tabBarTop + 5, width: 30, height: 30))
        }
    }

    func testADisabledItemIsDrawnAtHalfOpacity() {
        MainActor.assumeIsolated {
            let item = UITabBarItem(title: nil, image: templateSquare(), tag: 0)
            item.isEnabled = false
            let (app, window, bar) = makeTabBarApp(items: [item])
            bar.barTintColor = .white
            bar.unselectedItemTintColor = .black
            app.runUntilIdle()

            let pixel = app.pixel(in: window, at: tabBarImageCentre(x: 160))

            XCTAssertEqual(pixel?.isClose(to: RGBA(128, 128, 128)), true, "\(String(describing: pixel))")
        }
    }

    func testTheTitleIsCentredBelowTheImageInTheItemColour() {
        MainActor.assumeIsolated {
            let item = UITabBarItem(title: "Wide title", image: templateSquare(), tag: 0)
            let (app, window, _) = makeTabBarApp(items: [item], selected: 0)

            let isTint: (RGBA) -> Bool = { $0.blue > 200 && $0.red < 150 }
            let title = app.inkBox(
                in: window, region: CGRect(x: 0, y: tabBarTop + 31, width: 320, height: 18), where: isTint)

            XCTAssertNotNil(title)
            XCTAssertEqual(title?.midX ?? 0, 160, accuracy: 1.5)
            XCTAssertEqual(title?.maxY ?? 0, tabBarTop + 43, accuracy: 1.5, "baseline 6 points above the bottom")
            XCTAssertGreaterThan(title?.minY ?? 0, tabBarTop + 30, "below the image")
            item.titlePositionAdjustment = UIOffset(horizontal: 20, vertical: -2)
            app.runUntilIdle()
            let moved = app.inkBox(
                in: window, region: CGRect(x: 0, y: tabBarTop + 31, width: 320, height: 18), where: isTint)
            XCTAssertEqual((moved?.midX ?? 0) - (title?.midX ?? 0), 20, accuracy: 0.5)
            XCTAssertEqual((moved?.maxY ?? 0) - (title?.maxY ?? 0), -2, accuracy: 0.5)
        }
    }

    func testTheTranslucentBackgroundShowsALittleOfWhatIsBehind() {
        MainActor.assumeIsolated {
            let (app, window, bar) = makeTabBarApp(items: [])
            window.backgroundColor = .red
            app.runUntilIdle()
            let translucent = app.pixel(in: window, at: CGPoint(x: 5, y: tabBarTop + 10))

            bar.isTranslucent = false
            app.runUntilIdle()
            let opaque = app.pixel(in: window, at: CGPoint(x: 5, y: tabBarTop + 10))
            bar.barTintColor = .blue
            app.runUntilIdle()

            // White 0.97 at alpha 0.94 over red: 0.97 × 0.94 + 0.06 = 0.972 red, 0.912 green and blue.
            XCTAssertEqual(translucent?.isClose(to: RGBA(248, 233, 233)), true, "\(String(describing: translucent))")
            XCTAssertEqual(opaque, RGBA(255, 255, 255))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 5, y: tabBarTop + 10)), RGBA(0, 0, 255))
        }
    }

    func testAHairlineLiesJustAboveTheBar() {
        MainActor.assumeIsolated {
            let (app, window, _) = makeTabBarApp(items: [])

            let above = app.pixel(in: window, at: CGPoint(x: 100, y: tabBarTop - 2))
            let hairline = app.pixel(in: window, at: CGPoint(x: 100, y: tabBarTop - 1))
            let top = app.pixel(in: window, at: CGPoint(x: 100, y: tabBarTop))

            XCTAssertEqual(above, RGBA(255, 255, 255))
            XCTAssertEqual(
                hairline?.isClose(to: RGBA(179, 179, 179)), true, "black at 0.3: \(String(describing: hairline))")
            XCTAssertEqual(top?.isClose(to: RGBA(248, 248, 248)), true, "\(String(describing: top))")
        }
    }

    func testABackgroundImageReplacesTheFillAndLetsTheShadowImageReplaceTheHairline() {
        MainActor.assumeIsolated {
            let bar = UITabBar()
            bar.shadowImage = solidSquare(.blue, side: 3)
            let (app, window, _) = makeTabBarApp(items: [], bar: bar)
            let hairlineWithoutBackground = app.pixel(in: window, at: CGPoint(x: 100, y: tabBarTop - 1))

            bar.backgroundImage = Self.greenThenRed
            app.runUntilIdle()
            let tiles = [1, 5, 9, 13].map { app.pixel(in: window, at: CGPoint(x: $0, y: tabBarTop + 40)) }
            bar.backgroundImage = Self.greenThenRed.resizableImage(withCapInsets: .zero, resizingMode: .stretch)
            app.runUntilIdle()
            let stretched = [1, 9, 100, 220].map { app.pixel(in: window, at: CGPoint(x: $0, y: tabBarTop + 40)) }

            XCTAssertEqual(hairlineWithoutBackground?.isClose(to: RGBA(179, 179, 179)), true)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 100, y: tabBarTop - 3)), RGBA(0, 0, 255))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 100, y: tabBarTop - 4)), RGBA(255, 255, 255))
            let (green, red) = (RGBA(0, 255, 0), RGBA(255, 0, 0))
            XCTAssertEqual(tiles, [green, red, green, red], "a plain image is tiled")
            XCTAssertEqual(stretched, [green, green, green, red], "a resizable one is stretched")
        }
    }

    /// An 8 × 8 image, green on the left half and red on the right.
    @MainActor
    private static var greenThenRed: UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 8))
            UIColor.red.setFill()
            context.fill(CGRect(x: 4, y: 0, width: 4, height: 8))
        }
    }

    func testTheBlackStyleIsDark() {
        MainActor.assumeIsolated {
            let bar = UITabBar()
            bar.barStyle = .black
            bar.isTranslucent = false
            let (app, window, _) = makeTabBarApp(items: [], bar: bar)

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 5, y: tabBarTop + 10)), RGBA(0, 0, 0))
        }
    }
}
