import UIKitTesting
import WindowSystem
import XCTest

@testable import UIKit

/// What a menu popup lists and how it draws it.
final class UIButtonMenuPopupTests: XCTestCase {
    func testInlineSubmenusAreSectionsAndTitledOnesCascadeFromARow() throws {
        try MainActor.assumeIsolated {
            let log = CallLog()
            let menu = UIMenu(
                title: "Sort",
                children: [
                    UIAction(title: "Name") { _ in }, UIAction(title: "Date") { _ in },
                    UIMenu(options: .displayInline, children: [UIAction(title: "Ascending") { _ in }]),
                    UIMenu(title: "More", children: [UIAction(title: "Nested") { _ in log.record("Nested") }]),
                    UIAction(title: "Hidden", attributes: .hidden) { _ in },
                ])

            let (app, window, popup) = MenuButtonSupport.open(menu)
            let heights: CGFloat = 32 + 2 * 44 + 8 + 44 + 8 + 44
            XCTAssertEqual(popup.frame.height, heights)
            app.click(at: CGPoint(x: 100, y: heights - 22), in: popup)

            // The submenu opened beside its row, its top on the row's.
            let submenu = try XCTUnwrap(
                UIApplication.shared.windows.last { $0 is MenuPopupWindow && !$0.isHidden && $0 !== popup })
            XCTAssertEqual(submenu.frame.minX, popup.frame.maxX - 4)
            XCTAssertEqual(submenu.frame.minY, popup.frame.minY + heights - 44)
            XCTAssertEqual(submenu.frame.height, 44)
            app.click(at: CGPoint(x: 100, y: 22), in: submenu)
            XCTAssertEqual(log.entries, ["Nested"])
            XCTAssertTrue(popup.isHidden)
            XCTAssertTrue(submenu.isHidden)
            let platform = popup.platformWindow as? HeadlessWindow
            XCTAssertEqual(
                platform?.cornerRadius, Int(13 * popup.screen.scale), "the window is cut to the list's corners")
            withExtendedLifetime(window) {}
        }
    }

    func testTheListMarksStatesAndAttributes() {
        MainActor.assumeIsolated {
            let menu = UIMenu(children: [
                UIAction(title: "Chosen", state: .on) { _ in },
                UIAction(title: "Other") { _ in },
                UIMenu(
                    options: .displayInline, children: [UIAction(title: "Delete", attributes: .destructive) { _ in }]),
            ])

            let (app, window, popup) = MenuButtonSupport.open(menu)
            let checkColumn = { (row: CGFloat) in CGRect(x: 14, y: row * 44 + 10, width: 18, height: 24) }
            let isDark = { (pixel: RGBA) in pixel.red < 100 && pixel.green < 100 && pixel.blue < 100 }
            let isRed = { (pixel: RGBA) in pixel.red > 200 && pixel.green < 120 && pixel.blue < 120 }
            let band = app.pixel(in: popup, at: CGPoint(x: 125, y: 88 + 4))
            let corner = app.pixel(in: popup, at: .zero)

            XCTAssertGreaterThan(app.inkCount(in: popup, region: checkColumn(0), where: isDark), 10, "a checkmark")
            XCTAssertEqual(app.inkCount(in: popup, region: checkColumn(1), where: isDark), 0)
            XCTAssertGreaterThan(
                app.inkCount(in: popup, region: CGRect(x: 30, y: 88 + 8 + 10, width: 100, height: 24), where: isRed), 20
            )
            XCTAssertEqual(band.map { Int($0.red) } ?? 0, 235, accuracy: 3, "the section band")
            XCTAssertEqual(corner.map { Int($0.red) } ?? 0, 209, accuracy: 3, "the window shows at the rounded corners")
            withExtendedLifetime(window) {}
        }
    }

    func testThePointerHighlightsTheRowUnderIt() {
        MainActor.assumeIsolated {
            let menu = UIMenu(children: [UIAction(title: "First") { _ in }, UIAction(title: "Second") { _ in }])
            let (app, window, popup) = MenuButtonSupport.open(menu)
            let edgeOfSecond = CGPoint(x: 240, y: 66)

            let before = app.pixel(in: popup, at: edgeOfSecond)
            app.pointerMove(to: CGPoint(x: 100, y: 66), in: popup)
            let hovered = app.pixel(in: popup, at: edgeOfSecond)

            XCTAssertEqual(before?.isClose(to: RGBA(252, 252, 252)), true, "\(String(describing: before))")
            XCTAssertEqual(hovered?.isClose(to: RGBA(229, 229, 234)), true, "\(String(describing: hovered))")
            withExtendedLifetime(window) {}
        }
    }

    func testAnActionThatKeepsTheMenuPresentedLeavesItOpen() {
        MainActor.assumeIsolated {
            var count = 0
            let menu = UIMenu(children: [UIAction(title: "Again", attributes: .keepsMenuPresented) { _ in count += 1 }])
            let (app, window, popup) = MenuButtonSupport.open(menu)

            app.click(at: CGPoint(x: 100, y: 22), in: popup)
            app.click(at: CGPoint(x: 100, y: 22), in: popup)

            XCTAssertEqual(count, 2)
            XCTAssertFalse(popup.isHidden)
            withExtendedLifetime(window) {}
        }
    }
}
