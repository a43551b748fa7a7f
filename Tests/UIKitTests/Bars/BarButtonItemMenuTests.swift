import UIKit
import UIKitTesting
import XCTest

/// Bar button items with menus (opened by a click without an action, by holding with one), and
/// the selected look.
final class BarButtonItemMenuTests: XCTestCase {
    @MainActor
    private static var popup: UIWindow? {
        UIApplication.shared.windows.last { $0.windowLevel == .alert && !$0.isHidden }
    }

    @MainActor
    private static func menu(_ log: CallLog) -> UIMenu {
        UIMenu(children: [
            UIAction(title: "Sort by Name") { _ in log.record("name") },
            UIAction(title: "Sort by Date") { _ in log.record("date") },
        ])
    }

    func testAClickOpensTheMenuOfAnItemWithoutAnAction() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let item = UINavigationItem(title: "Files")
            item.rightBarButtonItem = UIBarButtonItem(
                title: "Sort", image: nil, primaryAction: nil, menu: Self.menu(log))
            let (app, window, _) = navigationBarWindow(items: [item])

            app.click(at: CGPoint(x: 370, y: 22), in: window)
            app.runUntilIdle()

            let popup = Self.popup
            XCTAssertNotNil(popup)
            XCTAssertGreaterThanOrEqual(popup?.frame.minY ?? 0, 44)
            app.click(at: CGPoint(x: 40, y: 22), in: popup!)
            app.runUntilIdle()
            XCTAssertEqual(log.entries, ["name"])
            XCTAssertNil(Self.popup)
        }
    }

    func testAnItemWithAnActionOpensItsMenuWhenHeld() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let item = UINavigationItem(title: "Files")
            let button = UIBarButtonItem(
                title: "Add", image: nil, primaryAction: UIAction { _ in log.record("add") }, menu: Self.menu(log))
            item.rightBarButtonItem = button
            let (app, window, _) = navigationBarWindow(items: [item])

            app.click(at: CGPoint(x: 375, y: 22), in: window)
            app.runUntilIdle()
            XCTAssertEqual(log.entries, ["add"])
            XCTAssertNil(Self.popup)

            app.pointerDown(at: CGPoint(x: 375, y: 22), in: window)
            app.advance(by: 0.6)
            app.runUntilIdle()
            XCTAssertNotNil(Self.popup)
            app.pointerUp(at: CGPoint(x: 375, y: 22), in: window)
            app.runUntilIdle()
            XCTAssertEqual(log.entries, ["add"], "the hold does not also tap")
        }
    }

    func testASelectedItemIsDrawnOnARoundedFill() {
        MainActor.assumeIsolated {
            let item = UINavigationItem(title: "")
            let button = UIBarButtonItem(barButtonSystemItem: .bookmarks, target: nil, action: nil)
            item.rightBarButtonItem = button
            let (app, window, bar) = navigationBarWindow(items: [item])
            bar.standardAppearance = solidAppearance(.white)
            app.runUntilIdle()
            let view = bar.subviews.flatMap(\.subviews).first { $0 is UIControl && $0.frame.minX > 300 }!
            let corner = view.convert(CGPoint(x: -3, y: view.bounds.midY), to: window)
            XCTAssertEqual(app.pixel(in: window, at: corner), RGBA(255, 255, 255))

            button.isSelected = true
            app.runUntilIdle()

            // tertiarySystemFill (118, 118, 128 at 12 %) over white.
            let fill = app.pixel(in: window, at: corner)
            XCTAssertEqual(Double(fill?.red ?? 0), 238.5, accuracy: 2)
            XCTAssertEqual(Double(fill?.blue ?? 0), 239.7, accuracy: 2)
            // Rounded: the fill's outermost corner stays white.
            let outer = view.convert(CGPoint(x: -5.5, y: view.bounds.midY - 15), to: window)
            XCTAssertEqual(app.pixel(in: window, at: outer), RGBA(255, 255, 255))
        }
    }

    func testChangesSelectionAsPrimaryActionTogglesBeforeTheAction() {
        MainActor.assumeIsolated {
            var seen: [Bool] = []
            let item = UINavigationItem(title: "")
            let button = UIBarButtonItem(title: "Bold", image: nil, primaryAction: nil, menu: nil)
            button.primaryAction = UIAction(title: "Bold") { [weak button] _ in seen.append(button?.isSelected ?? false)
            }
            button.changesSelectionAsPrimaryAction = true
            item.rightBarButtonItem = button
            let (app, window, _) = navigationBarWindow(items: [item])

            app.click(at: CGPoint(x: 370, y: 22), in: window)
            app.click(at: CGPoint(x: 370, y: 22), in: window)
            app.runUntilIdle()

            XCTAssertEqual(seen, [true, false])
        }
    }
}
