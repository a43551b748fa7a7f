import UIKit
import UIKitTesting
import XCTest

/// Undo and redo of the user's edits, grouped as iOS groups typing, through Ctrl+Z and Ctrl+Shift+Z.
final class UITextFieldUndoTests: XCTestCase {
    func testARunOfTypingIsUndoneAndRedoneAsOneStep() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()
            shown.type("hello")
            shown.press(.keyboardDeleteOrBackspace, text: "\u{8}")
            shown.type("p")

            let name = shown.field.undoManager?.undoActionName
            shown.app.typeKey(.keyboardZ, modifiers: .control, in: shown.window)
            let undone = shown.field.text
            shown.app.typeKey(.keyboardZ, modifiers: [.control, .shift], in: shown.window)

            XCTAssertEqual(name, "Typing")
            XCTAssertEqual(undone, "")
            XCTAssertEqual(shown.field.text, "hellp")
            withExtendedLifetime(shown) {}
        }
    }

    func testMovingTheCaretStartsANewStep() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()
            shown.type("ac")
            shown.press(.keyboardLeftArrow)
            shown.type("b")

            shown.app.typeKey(.keyboardZ, modifiers: .control, in: shown.window)
            let once = shown.field.text
            let selection = shown.field.selectedRange
            shown.app.typeKey(.keyboardZ, modifiers: .control, in: shown.window)

            XCTAssertEqual(once, "ac")
            XCTAssertEqual(selection, NSRange(location: 1, length: 0))
            XCTAssertEqual(shown.field.text, "")
            XCTAssertFalse(shown.field.undoManager?.canUndo ?? true)
            withExtendedLifetime(shown) {}
        }
    }

    func testUndoPutsBackWhatASelectionReplacedAndSelectsIt() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.field.text = "keep this"
            shown.tapField()
            shown.app.typeKey(.keyboardLeftArrow, modifiers: [.shift, .control], in: shown.window)
            shown.type("that")

            shown.app.typeKey(.keyboardZ, modifiers: .control, in: shown.window)

            XCTAssertEqual(shown.field.text, "keep this")
            XCTAssertEqual(shown.field.selectedRange, NSRange(location: 5, length: 4))
            withExtendedLifetime(shown) {}
        }
    }

    func testUndoReportsAChangeWithoutAskingTheDelegate() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()
            shown.type("x")
            let log = TextFieldLog(shown.field)

            shown.app.typeKey(.keyboardZ, modifiers: .control, in: shown.window)

            XCTAssertEqual(log.entries, ["event changed", "note changed"])
            withExtendedLifetime((shown, log)) {}
        }
    }
}
