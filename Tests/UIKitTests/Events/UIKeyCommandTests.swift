import UIKit
import UIKitTesting
import XCTest

/// A controller-like responder offering ⌃S and Escape, performing them by name.
final class ShortcutView: UIView {
    var performed: [String] = []
    var pressed: [String] = []

    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "s", modifierFlags: .control, action: "save:"),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: "dismiss:"),
        ]
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        ["save:", "dismiss:"].contains(action.name)
    }

    override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) -> Bool {
        performed.append(action.name)
        return true
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressed.append("began \(presses.first!.key!.characters)")
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressed.append("ended \(presses.first!.key!.characters)")
    }
}

final class UIKeyCommandTests: XCTestCase {
    @MainActor private static func setUp() -> (HeadlessApp, UIWindow, ShortcutView, UIView) {
        let app = HeadlessApp(delegate: LoggingAppDelegate())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let shortcuts = ShortcutView(frame: window.bounds)
        window.addSubview(shortcuts)
        final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
        let field = Field(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        shortcuts.addSubview(field)
        return (app, window, shortcuts, field)
    }

    func testAMatchingKeyCommandAlongTheChainRunsInsteadOfThePress() {
        MainActor.assumeIsolated {
            let (app, window, shortcuts, field) = Self.setUp()
            field.becomeFirstResponder()

            app.typeKey(.keyboardS, text: "\u{13}", modifiers: .control, in: window)
            app.typeKey(.keyboardEscape, in: window)

            XCTAssertEqual(shortcuts.performed, ["save:", "dismiss:"])
            XCTAssertEqual(shortcuts.pressed, [])
            withExtendedLifetime((app, window)) {}
        }
    }

    func testModifiersMustMatchExactlyAndOtherKeysArePresses() {
        MainActor.assumeIsolated {
            let (app, window, shortcuts, field) = Self.setUp()
            field.becomeFirstResponder()

            app.typeKey(.keyboardS, text: "s", in: window)
            app.typeKey(.keyboardS, text: "S", modifiers: [.control, .shift], in: window)

            XCTAssertEqual(shortcuts.performed, [])
            XCTAssertEqual(shortcuts.pressed.count, 4)
            withExtendedLifetime((app, window)) {}
        }
    }
}
