import UIKit
import UIKitTesting
import XCTest

/// A button's title is measured unbounded to size it, then drawn at that size: one text layout.
final class UIButtonTitleLayoutTests: XCTestCase {
    func testATitleMeasuredAndDrawnIsLaidOutOnce() {
        MainActor.assumeIsolated {
            let cache = TextLayoutCache.current
            let button = UIButton(type: .system)
            button.setTitle("Once \(UUID().uuidString.prefix(4))", for: .normal)
            let (misses, placements) = (cache.misses, cache.placements)

            let (app, window) = buttonWindow(button, frame: CGRect(x: 10, y: 10, width: 200, height: 44))

            XCTAssertEqual(cache.placements - placements, 1, "drawn from the measured layout")
            XCTAssertEqual(cache.misses - cache.placements - (misses - placements), 1, "laid out once")
            let ink = app.pixelCount(in: window, within: button.frame, where: ButtonInk.isTint)
            XCTAssertGreaterThan(ink, 20)
        }
    }

    func testALongerTitleAfterwardsIsDrawnWhole() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setTitle("I", for: .normal)
            let (app, window) = buttonWindow(button, frame: CGRect(x: 10, y: 10, width: 200, height: 44))
            let before = app.pixelCount(in: window, within: button.frame, where: ButtonInk.isTint)

            button.setTitle("WWWWWW", for: .normal)
            app.runUntilIdle()

            let after = app.pixelCount(in: window, within: button.frame, where: ButtonInk.isTint)
            XCTAssertGreaterThan(after, 6 * before)
            XCTAssertEqual(button.titleLabel?.frame.width, button.titleLabel?.intrinsicContentSize.width)
        }
    }

    func testALargerFontAfterwardsIsDrawnAtItsSize() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setTitle("Grow", for: .normal)
            let (app, window) = buttonWindow(button, frame: CGRect(x: 10, y: 10, width: 200, height: 44))
            let before = app.pixelCount(in: window, within: button.frame, where: ButtonInk.isTint)

            button.titleLabel?.font = .systemFont(ofSize: 30)
            button.setNeedsLayout()
            app.runUntilIdle()

            let after = app.pixelCount(in: window, within: button.frame, where: ButtonInk.isTint)
            XCTAssertGreaterThan(after, 2 * before)
        }
    }
}
