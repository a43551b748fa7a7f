import UIKit
import UIKitTesting
import XCTest

/// What the bar draws: background, hairline, title ink, item tints.
final class UINavigationBarDrawingTests: XCTestCase {
    func testTheTranslucentBackgroundIsVeryLightGreyOverWhatIsBelow() {
        MainActor.assumeIsolated {
            let (app, window, bar) = navigationBarWindow(items: [UINavigationItem(title: "")])
            window.backgroundColor = .black
            app.runUntilIdle()

            // white 0.97 at alpha 0.94 over black: 0.97 × 0.94 × 255 ≈ 232.5.
            let over = app.pixel(in: window, at: CGPoint(x: 200, y: 20))
            XCTAssertEqual(Double(over?.red ?? 0), 232.5, accuracy: 1.5)
            XCTAssertEqual(over?.red, over?.blue)

            bar.isTranslucent = false
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 200, y: 20)), RGBA(255, 255, 255))

            bar.barTintColor = .red
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 200, y: 20)), RGBA(255, 0, 0))
        }
    }

    func testAHairlineOfOnePixelRunsAlongTheBottom() {
        MainActor.assumeIsolated {
            let (app, window, _) = navigationBarWindow(items: [UINavigationItem(title: "")])

            let line = app.pixel(in: window, at: CGPoint(x: 100, y: 43.5))
            let above = app.pixel(in: window, at: CGPoint(x: 100, y: 42.5))
            let below = app.pixel(in: window, at: CGPoint(x: 100, y: 44.5))

            // Black at 0.3 over the bar's own background (≈ 248 over white): 248 × 0.7 ≈ 174.
            XCTAssertEqual(Double(line?.red ?? 0), 174, accuracy: 3)
            XCTAssertEqual(Double(above?.red ?? 0), 248, accuracy: 1.5)
            XCTAssertEqual(below, RGBA(255, 255, 255))
            withExtendedLifetime(window) {}
        }
    }

    func testTheTitleInkIsCentredInTheBar() {
        MainActor.assumeIsolated {
            let item = UINavigationItem(title: "Settings")
            item.leftBarButtonItem = UIBarButtonItem(title: "Longer item", style: .plain, target: nil, action: nil)
            let (app, window, _) = navigationBarWindow(items: [item])

            let ink = app.presentedImage(of: window)!.textInk(
                in: CGRect(x: 120, y: 0, width: 160, height: 43), where: { $0.red < 100 })

            XCTAssertNotNil(ink)
            XCTAssertEqual(ink?.midX ?? 0, 200, accuracy: 2)
            XCTAssertEqual(ink?.midY ?? 0, 22, accuracy: 4)
            XCTAssertGreaterThan(ink?.height ?? 0, 8)
        }
    }

    func testItemsAreDrawnInTheBarsTintAndDimmedWhenDisabled() {
        MainActor.assumeIsolated {
            let item = UINavigationItem(title: "")
            item.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            let (app, window, bar) = navigationBarWindow(items: [item])
            let area = CGRect(x: 300, y: 0, width: 100, height: 43)
            let isBlue: (Pixel) -> Bool = { $0.blue > 200 && $0.red < 60 && $0.green < 160 }
            let isRed: (Pixel) -> Bool = { $0.red > 200 && $0.green < 60 && $0.blue < 60 }

            XCTAssertNotNil(app.presentedImage(of: window)!.textInk(in: area, where: isBlue), "system blue by default")
            bar.tintColor = .red
            app.runUntilIdle()
            XCTAssertNotNil(app.presentedImage(of: window)!.textInk(in: area, where: isRed))
            XCTAssertNil(app.presentedImage(of: window)!.textInk(in: area, where: isBlue))

            item.rightBarButtonItem?.isEnabled = false
            app.runUntilIdle()
            XCTAssertNil(app.presentedImage(of: window)!.textInk(in: area, where: isRed))
            let dimmed = app.presentedImage(of: window)!.textInk(in: area, where: { $0.red > 200 && $0.green < 200 })
            XCTAssertNotNil(dimmed, "red at about 0.35 over the light bar")
        }
    }

    func testAPressedItemDimsUntilReleased() {
        MainActor.assumeIsolated {
            let item = UINavigationItem(title: "")
            item.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
            let (app, window, _) = navigationBarWindow(items: [item])
            let area = CGRect(x: 340, y: 0, width: 60, height: 43)
            let isBlue: (Pixel) -> Bool = { $0.blue > 200 && $0.red < 60 }

            XCTAssertNotNil(app.presentedImage(of: window)!.textInk(in: area, where: isBlue), "the plus in the tint")
            app.pointerDown(at: CGPoint(x: 370, y: 22), in: window)
            XCTAssertNil(app.presentedImage(of: window)!.textInk(in: area, where: isBlue))
            app.pointerUp(at: CGPoint(x: 370, y: 22), in: window)
            XCTAssertNotNil(app.presentedImage(of: window)!.textInk(in: area, where: isBlue))
        }
    }

    func testAnItemsOwnTintAndTheTitleAttributesWin() {
        MainActor.assumeIsolated {
            let item = UINavigationItem(title: "Title")
            let right = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            right.tintColor = .red
            item.rightBarButtonItem = right
            let (app, window, bar) = navigationBarWindow(items: [item])
            bar.titleTextAttributes = [.foregroundColor: UIColor.green]
            app.runUntilIdle()
            let image = app.presentedImage(of: window)!

            let redItem = image.textInk(
                in: CGRect(x: 300, y: 0, width: 100, height: 43), where: { $0.red > 200 && $0.green < 60 })
            let greenTitle = image.textInk(
                in: CGRect(x: 150, y: 0, width: 100, height: 43), where: { $0.green > 200 && $0.red < 60 })
            XCTAssertNotNil(redItem)
            XCTAssertNotNil(greenTitle)
        }
    }
}
