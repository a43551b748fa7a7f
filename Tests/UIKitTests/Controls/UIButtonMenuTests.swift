import UIKitTesting
import XCTest

@testable import UIKit

/// A button's menu shown as a popup window: opening, choosing, closing, pop-up buttons.
final class UIButtonMenuTests: XCTestCase {
    /// A menu of three actions that log their titles: "Copy", "Paste" (disabled) and "Delete"
    /// (destructive).
    @MainActor
    private static func menu(logging log: CallLog) -> UIMenu {
        UIMenu(children: [
            UIAction(title: "Copy") { action in log.record("\(action.title) from \(type(of: action.sender!))") },
            UIAction(title: "Paste", attributes: .disabled) { _ in log.record("Paste") },
            UIAction(title: "Delete", attributes: .destructive) { _ in log.record("Delete") },
        ])
    }

    func testATapOpensThePopupBelowTheButtonAtAlertLevel() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, button) = MenuButtonSupport.window(with: Self.menu(logging: log))
            var opened = 0
            button.addAction(UIAction { _ in opened += 1 }, for: .menuActionTriggered)
            var primary = 0
            button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)

            app.click(at: MenuButtonSupport.buttonCentre, in: window)

            let popup = MenuButtonSupport.popup
            XCTAssertNotNil(popup)
            XCTAssertEqual(popup?.frame.origin, CGPoint(x: 100 + 20, y: 100 + 50 + 6))
            XCTAssertEqual(popup?.frame.height, 3 * 44)
            XCTAssertEqual(popup?.frame.width, 250)
            XCTAssertTrue(popup?.isKeyWindow ?? false)
            XCTAssertEqual(opened, 1)
            XCTAssertEqual(primary, 0, "the menu is the primary action")
            XCTAssertTrue(log.entries.isEmpty)
            withExtendedLifetime(window) {}
        }
    }

    func testClickingAnActionPerformsItWithTheButtonAsSenderAndCloses() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, popup) = MenuButtonSupport.open(Self.menu(logging: log))

            app.click(at: MenuButtonSupport.row(0), in: popup)

            XCTAssertEqual(log.entries, ["Copy from UIButton"])
            XCTAssertTrue(popup.isHidden)
            XCTAssertTrue(window.isKeyWindow)
            withExtendedLifetime(window) {}
        }
    }

    func testADisabledActionCannotBeChosen() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, popup) = MenuButtonSupport.open(Self.menu(logging: log))

            app.click(at: MenuButtonSupport.row(1), in: popup)

            XCTAssertTrue(log.entries.isEmpty)
            XCTAssertFalse(popup.isHidden)
            withExtendedLifetime(window) {}
        }
    }

    func testAClickOutsideClosesThePopupAndGoesNoFurther() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, button) = MenuButtonSupport.window(with: Self.menu(logging: log))
            var otherTaps = 0
            let other = UIButton(type: .system, primaryAction: UIAction(title: "Other") { _ in otherTaps += 1 })
            other.frame = CGRect(x: 20, y: 300, width: 100, height: 30)
            window.rootViewController!.view.addSubview(other)
            app.click(at: MenuButtonSupport.buttonCentre, in: window)
            let popup = MenuButtonSupport.popup!

            app.click(at: CGPoint(x: 70, y: 315), in: window)
            let tapsWhileOpen = otherTaps
            app.click(at: CGPoint(x: 70, y: 315), in: window)

            XCTAssertTrue(popup.isHidden)
            XCTAssertEqual(tapsWhileOpen, 0)
            XCTAssertEqual(otherTaps, 1, "the next click is delivered")
            XCTAssertTrue(log.entries.isEmpty)
            XCTAssertFalse(button.isHighlighted)
            withExtendedLifetime(window) {}
        }
    }

    func testEscapeClosesThePopupAndArrowsAndReturnChoose() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, first) = MenuButtonSupport.open(Self.menu(logging: log))

            app.typeKey(.keyboardEscape, text: "\u{1B}", in: first)
            let closedByEscape = first.isHidden
            app.click(at: MenuButtonSupport.buttonCentre, in: window)
            let second = MenuButtonSupport.popup!
            app.typeKey(.keyboardDownArrow, in: second)
            app.typeKey(.keyboardDownArrow, in: second)
            app.typeKey(.keyboardReturnOrEnter, text: "\r", in: second)

            XCTAssertTrue(closedByEscape)
            XCTAssertEqual(log.entries, ["Delete"], "Down skips the disabled action")
            XCTAssertTrue(second.isHidden)
            withExtendedLifetime(window) {}
        }
    }

    func testWithoutShowsMenuAsPrimaryActionATapActsAndAHoldOpensTheMenu() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, button) = MenuButtonSupport.window(with: Self.menu(logging: log), onTap: false)
            var primary = 0
            button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)

            app.click(at: MenuButtonSupport.buttonCentre, in: window)
            let openAfterTap = MenuButtonSupport.popup != nil
            app.pointerDown(at: MenuButtonSupport.buttonCentre, in: window)
            app.advance(by: 0.6)
            let openAfterHold = MenuButtonSupport.popup != nil
            app.pointerUp(at: MenuButtonSupport.buttonCentre, in: window)

            XCTAssertFalse(openAfterTap)
            XCTAssertEqual(primary, 1, "only the tap acted")
            XCTAssertTrue(openAfterHold)
            XCTAssertFalse(button.isHighlighted)
            withExtendedLifetime(window) {}
        }
    }

    func testThePopupOpensAboveTheButtonWhenTheScreenHasNoRoomBelow() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, _) = MenuButtonSupport.window(with: Self.menu(logging: log))
            window.frame.origin.y = 700

            app.click(at: MenuButtonSupport.buttonCentre, in: window)

            XCTAssertEqual(MenuButtonSupport.popup?.frame.maxY, 700 + 20 - 6)
            withExtendedLifetime(window) {}
        }
    }

    func testAPopUpButtonShowsTheChosenActionAsItsTitle() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let actions = ["Small", "Medium", "Large"].map { title in
                UIAction(title: title) { action in log.record("\(action.title) \(action.state == .on ? "on" : "off")") }
            }
            let button = UIButton(type: .system)
            button.menu = UIMenu(children: actions)
            button.showsMenuAsPrimaryAction = true
            button.changesSelectionAsPrimaryAction = true
            let (app, window) = buttonWindow(button, frame: CGRect(x: 20, y: 20, width: 100, height: 30))
            let initialTitle = button.currentTitle

            app.click(at: MenuButtonSupport.buttonCentre, in: window)
            app.click(at: MenuButtonSupport.row(2), in: MenuButtonSupport.popup!)

            XCTAssertEqual(initialTitle, "Small", "the first action is chosen when none is on")
            XCTAssertEqual(button.currentTitle, "Large")
            XCTAssertEqual(actions.map(\.state), [.off, .off, .on])
            XCTAssertEqual(log.entries, ["Large on"])
            XCTAssertEqual((button.menu?.selectedElements.first as? UIAction)?.title, "Large")
            withExtendedLifetime(window) {}
        }
    }

    func testActivatingDoesWhatATapDoes() {
        MainActor.assumeIsolated {
            var events: [String] = []
            let plain = UIButton(type: .system)
            plain.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
            plain.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
            let log = CallLog()
            let (_, window, menuButton) = MenuButtonSupport.window(with: Self.menu(logging: log))
            window.rootViewController!.view.addSubview(plain)

            plain.activate()
            plain.isEnabled = false
            plain.activate()
            menuButton.activate()

            XCTAssertEqual(events, ["up", "primary"])
            XCTAssertNotNil(MenuButtonSupport.popup)
            withExtendedLifetime(window) {}
        }
    }
}
