import UIKit
import UIKitTesting
import WindowSystem
import XCTest

/// Cut, copy and paste with Ctrl+X, Ctrl+C and Ctrl+V through the desktop's clipboard, and the
/// primary selection: selected text is offered to other apps, a middle click pastes theirs.
final class UITextFieldClipboardTests: XCTestCase {
    func testControlCCopiesTheSelectionForOtherApps() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.field.text = "copy me"
            shown.tapField()
            shown.app.typeKey(.keyboardLeftArrow, modifiers: [.shift, .control], in: shown.window)

            shown.app.typeKey(.keyboardC, modifiers: .control, in: shown.window)

            let selections = shown.app.backend.headlessSelections
            XCTAssertEqual(
                selections.readAsAnotherClient(.clipboard, type: SelectionType.utf8Text), Data("me".utf8))
            XCTAssertEqual(shown.field.text, "copy me")
            withExtendedLifetime(shown) {}
        }
    }

    func testCutThenPasteMovesTextAndEachUndoesAsOneStep() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.field.text = "ab cd"
            shown.tapField()
            shown.app.typeKey(.keyboardLeftArrow, modifiers: [.shift, .control], in: shown.window)

            shown.app.typeKey(.keyboardX, modifiers: .control, in: shown.window)
            let cut = shown.field.text
            shown.press(.keyboardHome)
            shown.app.typeKey(.keyboardV, modifiers: .control, in: shown.window)
            let pasted = shown.field.text
            let name = shown.field.undoManager?.undoActionName
            shown.app.typeKey(.keyboardZ, modifiers: .control, in: shown.window)

            XCTAssertEqual(cut, "ab ")
            XCTAssertEqual(pasted, "cdab ")
            XCTAssertEqual(name, "Paste")
            XCTAssertEqual(shown.field.text, "ab ")
            withExtendedLifetime(shown) {}
        }
    }

    func testPasteReadsAnotherAppsClipboardAndOffersItToTheDelegateAsOneEdit() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()
            let log = TextFieldLog(shown.field)
            shown.app.backend.headlessSelections.setByAnotherClient(.clipboard, item: textItem("from elsewhere"))

            shown.app.typeKey(.keyboardV, modifiers: .control, in: shown.window)

            XCTAssertEqual(shown.field.text, "from elsewhere")
            XCTAssertEqual(log.entries.first, "shouldChange 0,0 \"from elsewhere\"")
            XCTAssertEqual(log.entries.filter { $0 == "event changed" }.count, 1)
            withExtendedLifetime((shown, log)) {}
        }
    }

    func testASecureFieldCopiesNothing() {
        MainActor.assumeIsolated {
            let field = UITextField()
            field.isSecureTextEntry = true
            let shown = ShownField(field)
            UIPasteboard.general.string = "before"
            field.text = "hunter2"
            shown.tapField()
            shown.app.typeKey(.keyboardA, modifiers: .control, in: shown.window)

            shown.app.typeKey(.keyboardC, modifiers: .control, in: shown.window)
            shown.app.typeKey(.keyboardX, modifiers: .control, in: shown.window)

            XCTAssertEqual(UIPasteboard.general.string, "before")
            XCTAssertEqual(field.text, "hunter2")
            XCTAssertFalse(shown.app.backend.headlessSelections.isOwned(.primary))
            withExtendedLifetime(shown) {}
        }
    }

    func testSelectedTextIsThePrimarySelectionAndAMiddleClickPastesAnotherAppsSelection() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.field.text = "pick"
            shown.tapField()
            let selections = shown.app.backend.headlessSelections
            shown.app.typeKey(.keyboardA, modifiers: .control, in: shown.window)
            let offered = selections.readAsAnotherClient(.primary, type: SelectionType.utf8Text)

            selections.setByAnotherClient(.primary, item: textItem("ed"))
            let end = shown.point(atOffset: 4)
            shown.app.pointerDown(at: end, in: shown.window, button: 2)
            shown.app.pointerUp(at: end, in: shown.window, button: 2)

            XCTAssertEqual(offered, Data("pick".utf8))
            XCTAssertEqual(shown.field.text, "picked")
            withExtendedLifetime(shown) {}
        }
    }
}

/// A selection item of another app holding `text`.
func textItem(_ text: String) -> SelectionItem {
    var item = SelectionItem()
    item.add(SelectionType.utf8Text, data: Data(text.utf8))
    return item
}
