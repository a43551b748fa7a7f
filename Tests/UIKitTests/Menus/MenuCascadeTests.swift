import UIKitTesting
import XCTest

@testable import UIKit

/// Titled submenus cascade: the pointer resting on a submenu's row opens it beside the list and
/// moving to another row closes it; Right (or Return) opens it with the keys, Left closes it,
/// Escape and a press outside close the whole menu.
final class MenuCascadeTests: XCTestCase {
    /// "First", then the submenu "More" (rows "Inner" and "Deeper"), then "Last".
    @MainActor
    private static func open(_ log: CallLog) -> (HeadlessApp, UIWindow, UIWindow) {
        let menu = UIMenu(children: [
            UIAction(title: "First") { _ in log.record("First") },
            UIMenu(
                title: "More",
                children: [
                    UIAction(title: "Inner") { _ in log.record("Inner") },
                    UIAction(title: "Deeper") { _ in log.record("Deeper") },
                ]),
            UIAction(title: "Last") { _ in log.record("Last") },
        ])
        return MenuButtonSupport.open(menu)
    }

    @MainActor
    private static func submenu(besides popup: UIWindow) -> UIWindow? {
        UIApplication.shared.windows.last { $0 is MenuPopupWindow && !$0.isHidden && $0 !== popup }
    }

    func testThePointerOnASubmenusRowOpensItAndAnotherRowClosesIt() throws {
        try MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, popup) = Self.open(log)
            app.pointerMove(to: CGPoint(x: 100, y: 44 + 22), in: popup)
            let submenu = try XCTUnwrap(Self.submenu(besides: popup))
            XCTAssertEqual(submenu.frame.origin, CGPoint(x: popup.frame.maxX - 4, y: popup.frame.minY + 44))
            XCTAssertFalse(submenu.isKeyWindow, "the pointer opened it: the list keeps the keys")
            XCTAssertTrue(popup.isKeyWindow)

            // Into the submenu and back: its row stays open while the pointer is in the submenu.
            app.pointerMove(to: CGPoint(x: 60, y: 66), in: submenu)
            XCTAssertFalse(submenu.isHidden)
            app.pointerMove(to: CGPoint(x: 100, y: 2 * 44 + 22), in: popup)
            XCTAssertTrue(submenu.isHidden)
            XCTAssertFalse(popup.isHidden)
            XCTAssertEqual(log.entries, [])
            withExtendedLifetime(window) {}
        }
    }

    func testRightOpensTheSubmenuWithTheKeysAndLeftClosesIt() throws {
        try MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, popup) = Self.open(log)
            app.typeKey(.keyboardDownArrow, in: popup)
            app.typeKey(.keyboardDownArrow, in: popup)
            app.typeKey(.keyboardRightArrow, in: popup)
            let submenu = try XCTUnwrap(Self.submenu(besides: popup))
            XCTAssertTrue(submenu.isKeyWindow)

            app.typeKey(.keyboardLeftArrow, in: submenu)
            XCTAssertTrue(submenu.isHidden)
            XCTAssertTrue(popup.isKeyWindow, "Left gives the keys back to the list")

            app.typeKey(.keyboardRightArrow, in: popup)
            let again = try XCTUnwrap(Self.submenu(besides: popup))
            app.typeKey(.keyboardDownArrow, in: again)
            app.typeKey(.keyboardReturnOrEnter, in: again)
            XCTAssertEqual(log.entries, ["Deeper"])
            XCTAssertTrue(popup.isHidden)
            XCTAssertTrue(again.isHidden)

            withExtendedLifetime(window) {}
        }
    }

    func testEscapeInASubmenuClosesTheWholeMenu() throws {
        try MainActor.assumeIsolated {
            let (app, window, popup) = Self.open(CallLog())
            app.typeKey(.keyboardDownArrow, in: popup)
            app.typeKey(.keyboardDownArrow, in: popup)
            app.typeKey(.keyboardReturnOrEnter, in: popup)
            let submenu = try XCTUnwrap(Self.submenu(besides: popup))
            app.typeKey(.keyboardEscape, in: submenu)
            XCTAssertTrue(submenu.isHidden)
            XCTAssertTrue(popup.isHidden)
            XCTAssertTrue(window.isKeyWindow)
        }
    }

    func testAPressOutsideClosesTheListAndItsSubmenu() throws {
        try MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, popup) = Self.open(log)
            app.pointerMove(to: CGPoint(x: 100, y: 44 + 22), in: popup)
            let submenu = try XCTUnwrap(Self.submenu(besides: popup))
            app.click(at: CGPoint(x: 5, y: 300), in: window)
            XCTAssertTrue(popup.isHidden)
            XCTAssertTrue(submenu.isHidden)
            XCTAssertEqual(log.entries, [])
        }
    }
}
