import UIKitTesting
import WindowSystem
import XCTest

@testable import UIKit

/// `UIContextMenuInteraction` on a plain view: the secondary button and Ctrl+click, the delegate's
/// calls in iOS's order, the menu's options and attributes, and the keyboard in the popup.
final class ContextMenuInteractionTests: XCTestCase {
    /// A window with a 200 × 200 view at (0, 0) carrying an interaction whose delegate logs and gives `menu`.
    @MainActor
    private static func launch(
        root: UIViewController = UIViewController(), menu: @escaping @MainActor () -> UIMenu?
    ) -> (HeadlessApp, UIWindow, MenuLogDelegate) {
        let app = HeadlessApp(delegate: MenuAppDelegate())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.rootViewController = root
        let target = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.view.addSubview(target)
        let delegate = MenuLogDelegate(menu: menu)
        target.addInteraction(UIContextMenuInteraction(delegate: delegate))
        window.makeKeyAndVisible()
        app.runUntilIdle()
        return (app, window, delegate)
    }

    func testTheDelegateIsAskedThenToldInIOSOrderAndTheActionRunsAfterTheMenuCloses() throws {
        try MainActor.assumeIsolated {
            var delegateLog: MenuLogDelegate?
            let (app, window, delegate) = Self.launch {
                UIMenu(children: [UIAction(title: "Rename") { _ in delegateLog?.log.append("Rename") }])
            }
            defer { withExtendedLifetime(delegate) {} }
            delegateLog = delegate

            app.pointerDown(at: CGPoint(x: 50, y: 60), in: window, button: 3)
            app.pointerUp(at: CGPoint(x: 50, y: 60), in: window, button: 3)
            let popup = try XCTUnwrap(shownMenuPopup)
            XCTAssertEqual(popup.frame.origin, CGPoint(x: 50, y: 60), "the menu's corner is at the pointer")
            app.click(at: CGPoint(x: 100, y: 22), in: popup)
            app.advance(by: 0.5)

            XCTAssertEqual(
                delegate.log, ["configuration at 50,60", "willDisplay", "willEnd", "Rename"])
            XCTAssertNil(shownMenuPopup)
        }
    }

    func testCtrlClickOpensTheMenuAndAPlainClickDoesNot() {
        MainActor.assumeIsolated {
            let (app, window, delegate) = Self.launch { UIMenu(children: [UIAction(title: "Open") { _ in }]) }

            app.click(at: CGPoint(x: 20, y: 20), in: window)
            XCTAssertNil(shownMenuPopup)
            app.click(at: CGPoint(x: 20, y: 20), in: window, modifiers: .control)

            XCTAssertNotNil(shownMenuPopup)
            XCTAssertEqual(delegate.log, ["configuration at 20,20", "willDisplay"])
        }
    }

    func testANilConfigurationOpensNothingAndOutsideTheViewNothingIsAsked() {
        MainActor.assumeIsolated {
            let (app, window, delegate) = Self.launch { nil }

            app.click(at: CGPoint(x: 20, y: 20), in: window, modifiers: .control)
            app.pointerDown(at: CGPoint(x: 300, y: 250), in: window, button: 3)

            XCTAssertNil(shownMenuPopup)
            XCTAssertEqual(delegate.log, ["configuration at 20,20"])
        }
    }

    func testTheKeyboardMovesPastDisabledRowsAndReturnChooses() throws {
        try MainActor.assumeIsolated {
            var chosen: [String] = []
            let (app, window, delegate) = Self.launch {
                UIMenu(children: [
                    UIAction(title: "One") { _ in chosen.append("One") },
                    UIAction(title: "Off", attributes: .disabled) { _ in chosen.append("Off") },
                    UIMenu(
                        title: "More",
                        children: [
                            UIAction(
                                title: "Two",
                                image: UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
                                    UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
                                }
                            ) { _ in chosen.append("Two") }
                        ]),
                ])
            }
            defer { withExtendedLifetime(delegate) {} }
            app.pointerDown(at: CGPoint(x: 10, y: 10), in: window, button: 3)
            let popup = try XCTUnwrap(shownMenuPopup)

            app.typeKey(.keyboardDownArrow, in: popup)
            app.typeKey(.keyboardDownArrow, in: popup)
            app.typeKey(.keyboardReturnOrEnter, in: popup)
            // Return on the submenu's row opened it beside the list, its first row highlighted.
            let submenu = try XCTUnwrap(shownMenuPopup)
            XCTAssertFalse(submenu === popup)
            XCTAssertTrue(submenu.isKeyWindow)
            app.typeKey(.keyboardReturnOrEnter, in: submenu)

            XCTAssertEqual(chosen, ["Two"])
            XCTAssertNil(shownMenuPopup)
        }
    }

    func testASingleSelectionMenuTurnsTheChosenActionOnAndTheOthersOff() throws {
        try MainActor.assumeIsolated {
            let small = UIAction(title: "Small", state: .on) { _ in }
            let large = UIAction(title: "Large") { _ in }
            let (app, window, delegate) = Self.launch {
                UIMenu(title: "Size", options: .singleSelection, children: [small, large])
            }
            defer { withExtendedLifetime(delegate) {} }
            app.pointerDown(at: CGPoint(x: 10, y: 10), in: window, button: 3)
            let popup = try XCTUnwrap(shownMenuPopup)

            app.click(at: CGPoint(x: 100, y: 32 + 44 + 22), in: popup)

            XCTAssertEqual(small.state, .off)
            XCTAssertEqual(large.state, .on)
        }
    }

    func testADestructiveSubmenusTitleIsRed() throws {
        try MainActor.assumeIsolated {
            let (app, window, delegate) = Self.launch {
                UIMenu(children: [
                    UIAction(title: "Keep") { _ in },
                    UIMenu(title: "Danger", options: .destructive, children: [UIAction(title: "Erase") { _ in }]),
                ])
            }
            defer { withExtendedLifetime(delegate) {} }
            app.pointerDown(at: CGPoint(x: 10, y: 10), in: window, button: 3)
            let popup = try XCTUnwrap(shownMenuPopup)
            let header = CGRect(x: 10, y: 44 + 8, width: 120, height: 32)

            let red = app.inkCount(in: popup, region: header) { $0.red > 200 && $0.green < 120 && $0.blue < 120 }

            XCTAssertGreaterThan(red, 10)
        }
    }

    func testACommandInAContextMenuGoesToTheResponderChainAndIsValidated() throws {
        try MainActor.assumeIsolated {
            let responder = ShoutingController()
            let (app, window, delegate) = Self.launch(root: responder) {
                UIMenu(children: [
                    UICommand(title: "Shout", action: "shout:"),
                    UICommand(title: "Whisper", action: "whisper:"),
                ])
            }
            defer { withExtendedLifetime(delegate) {} }
            app.pointerDown(at: CGPoint(x: 10, y: 10), in: window, button: 3)
            let popup = try XCTUnwrap(shownMenuPopup)
            let layout = try shownMenuLayout()

            app.click(at: CGPoint(x: 100, y: 22), in: popup)

            XCTAssertEqual(layout.choosableAction(at: 0)?.title, "Shout loudly", "validated by its target")
            XCTAssertNil(layout.choosableAction(at: 1), "no responder whispers: disabled")
            XCTAssertEqual(responder.shouts, 1)
        }
    }
}

private final class MenuAppDelegate: UIResponder, UIApplicationDelegate {}

/// Performs `shout:` and renames it when validating.
private final class ShoutingController: UIViewController {
    var shouts = 0

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == "shout:" || super.canPerformAction(action, withSender: sender)
    }

    override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) -> Bool {
        guard action == "shout:" else { return super.perform(action, withSender: sender, for: event) }
        shouts += 1
        return true
    }

    override func validate(_ command: UICommand) {
        if command.action == "shout:" { command.title = "Shout loudly" }
    }
}

/// Logs the delegate calls and gives the menu `menu` makes.
@MainActor
final class MenuLogDelegate: NSObject, UIContextMenuInteractionDelegate {
    var log: [String] = []
    private let menu: @MainActor () -> UIMenu?

    init(menu: @escaping @MainActor () -> UIMenu?) {
        self.menu = menu
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.append("configuration at \(Int(location.x)),\(Int(location.y))")
        guard let menu = menu() else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.append("willDisplay")
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.append("willEnd")
    }
}
