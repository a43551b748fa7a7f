import UIKit
import UIKitTesting
import XCTest

/// Beginning and ending editing, typing, deleting, moving the caret, Return, the delegate's say.
final class UITextFieldEditingTests: XCTestCase {
    func testATapBeginsEditingAndResigningEndsItTellingEveryoneInOrder() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            let log = TextFieldLog(shown.field)

            shown.tapField()
            let begun = log.entries
            log.entries = []
            let resigned = shown.field.resignFirstResponder()

            XCTAssertEqual(begun, ["shouldBegin", "didBegin", "event didBegin", "note didBegin"])
            XCTAssertTrue(resigned)
            XCTAssertEqual(log.entries, ["shouldEnd", "didEnd", "event didEnd", "note didEnd"])
            XCTAssertFalse(shown.field.isEditing)
            XCTAssertFalse(shown.field.isFirstResponder)
            withExtendedLifetime((shown, log)) {}
        }
    }

    func testTheDelegateCanKeepEditingFromBeginningOrEnding() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            let log = TextFieldLog(shown.field)
            log.allowsBeginning = false

            shown.tapField()
            let refusedToBegin = shown.field.isEditing
            log.allowsBeginning = true
            shown.field.becomeFirstResponder()
            log.allowsEnding = false

            XCTAssertFalse(refusedToBegin)
            XCTAssertFalse(shown.field.resignFirstResponder())
            XCTAssertTrue(shown.field.isEditing)
            XCTAssertTrue(shown.field.isFirstResponder)
            withExtendedLifetime((shown, log)) {}
        }
    }

    func testTypingInsertsTheCharactersAndReportsEachChange() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()
            let log = TextFieldLog(shown.field)

            shown.type("hé")

            XCTAssertEqual(shown.field.text, "hé")
            XCTAssertTrue(shown.field.hasText)
            XCTAssertEqual(
                log.entries,
                [
                    "shouldChange 0,0 \"h\"", "event changed", "note changed",
                    "shouldChange 1,0 \"é\"", "event changed", "note changed",
                ])
            withExtendedLifetime((shown, log)) {}
        }
    }

    func testBackspaceDeletesTheCharacterBeforeTheCaret() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.field.text = "ab👍🏽"
            shown.field.becomeFirstResponder()
            let log = TextFieldLog(shown.field)

            shown.press(.keyboardDeleteOrBackspace, text: "\u{8}")
            shown.press(.keyboardDeleteOrBackspace, text: "\u{8}")

            XCTAssertEqual(shown.field.text, "a")
            XCTAssertEqual(log.entries.first, "shouldChange 2,4 \"\"")
            XCTAssertEqual(log.entries.filter { $0 == "note changed" }.count, 2)
            withExtendedLifetime((shown, log)) {}
        }
    }

    func testArrowsHomeAndEndMoveTheCaretWhereTypingInserts() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()

            shown.type("ac")
            shown.press(.keyboardLeftArrow)
            shown.type("b")
            shown.press(.keyboardHome)
            shown.type("[")
            shown.press(.keyboardEnd)
            shown.type("]")
            shown.press(.keyboardLeftArrow)
            shown.press(.keyboardLeftArrow)
            shown.press(.keyboardRightArrow)
            shown.press(.keyboardDeleteForward)

            XCTAssertEqual(shown.field.text, "[abc")
            withExtendedLifetime(shown) {}
        }
    }

    func testTheDelegateCanRefuseAChange() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()
            let log = TextFieldLog(shown.field)
            log.refused = .decimalDigits

            shown.type("a1b")

            XCTAssertEqual(shown.field.text, "ab")
            XCTAssertEqual(log.entries.filter { $0.hasPrefix("shouldChange") }.count, 3)
            XCTAssertEqual(log.entries.filter { $0 == "event changed" }.count, 2)
            withExtendedLifetime((shown, log)) {}
        }
    }

    func testReturnAsksTheDelegateThenSendsEndOnExitWhichEndsEditing() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()
            let log = TextFieldLog(shown.field)
            log.allowsReturn = false

            shown.press(.keyboardReturnOrEnter, text: "\r")
            let whenRefused = log.entries
            log.allowsReturn = true
            log.entries = []
            shown.press(.keyboardReturnOrEnter, text: "\r")

            XCTAssertEqual(whenRefused, ["shouldReturn"])
            XCTAssertEqual(
                log.entries, ["shouldReturn", "event endOnExit", "shouldEnd", "didEnd", "event didEnd", "note didEnd"])
            XCTAssertFalse(shown.field.isEditing)
            withExtendedLifetime((shown, log)) {}
        }
    }

    func testReturnWithNoTargetForEndOnExitKeepsEditing() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()

            shown.press(.keyboardReturnOrEnter, text: "\r")

            XCTAssertTrue(shown.field.isEditing)
            withExtendedLifetime(shown) {}
        }
    }

    func testSettingTheTextInCodeReportsNothingAndKeysWithControlTypeNothing() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()
            let log = TextFieldLog(shown.field)

            shown.field.text = "set"
            shown.app.typeKey(.keyboardS, text: "\u{13}", modifiers: .control, in: shown.window)
            shown.field.text = nil

            XCTAssertEqual(log.entries, [])
            XCTAssertEqual(shown.field.text, "")
            XCTAssertFalse(shown.field.hasText)
            withExtendedLifetime((shown, log)) {}
        }
    }

    func testADisabledFieldDoesNotBeginEditing() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.field.isEnabled = false

            shown.tapField()

            XCTAssertFalse(shown.field.isEditing)
            XCTAssertFalse(shown.field.becomeFirstResponder())
            withExtendedLifetime(shown) {}
        }
    }

    func testLeavingTheWindowEndsEditingEvenWhenTheDelegateRefuses() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()
            let log = TextFieldLog(shown.field)
            log.allowsEnding = false

            shown.field.removeFromSuperview()

            XCTAssertFalse(shown.field.isEditing)
            XCTAssertEqual(log.entries, ["shouldEnd", "didEnd", "event didEnd", "note didEnd"])
            withExtendedLifetime((shown, log)) {}
        }
    }

    /// The clear button on a field not being edited: the text goes first, then editing begins (on
    /// iOS a search bar's clear button is known to change the text before the bar becomes first
    /// responder); once editing, a refused clear changes nothing.
    func testTheClearButtonEmptiesTheFieldWhenTheDelegateAgrees() {
        MainActor.assumeIsolated {
            let field = UITextField()
            field.clearButtonMode = .always
            field.text = "words"
            let shown = ShownField(field)
            let log = TextFieldLog(field)
            let button = field.clearButtonRect(forBounds: field.bounds)
            let tap = CGPoint(x: field.frame.minX + button.midX, y: field.frame.minY + button.midY)

            shown.app.click(at: tap, in: shown.window)
            let cleared = (field.text, field.isEditing, log.entries)
            log.entries.removeAll()
            field.text = "again"
            log.allowsClearing = false
            shown.app.click(at: tap, in: shown.window)

            XCTAssertEqual(cleared.0, "")
            XCTAssertTrue(cleared.1)
            XCTAssertEqual(
                cleared.2,
                [
                    "shouldClear", "event changed", "note changed", "shouldBegin", "didBegin", "event didBegin",
                    "note didBegin",
                ])
            XCTAssertEqual(field.text, "again")
            XCTAssertEqual(log.entries, ["shouldClear"])
            withExtendedLifetime((shown, log)) {}
        }
    }
}

/// Typing into attributed text.
final class UITextFieldAttributedEditingTests: XCTestCase {
    func testTypedTextTakesTheStyleOfTheCharacterBeforeIt() {
        MainActor.assumeIsolated {
            let field = UITextField()
            let styled = NSMutableAttributedString(string: "ab", attributes: [.foregroundColor: UIColor.red])
            styled.append(NSAttributedString(string: "cd", attributes: [.foregroundColor: UIColor.blue]))
            field.attributedText = styled
            let shown = ShownField(field)
            shown.tapField()

            shown.press(.keyboardEnd)
            shown.type("x")
            shown.press(.keyboardHome)
            shown.type("y")

            let edited = field.attributedText!
            XCTAssertEqual(edited.string, "yabcdx")
            let colors = (0..<edited.length).map {
                edited.attribute(.foregroundColor, at: $0, effectiveRange: nil) as? UIColor
            }
            XCTAssertEqual(colors, [.red, .red, .red, .blue, .blue, .blue], "at the start, the style after it")
            withExtendedLifetime(shown) {}
        }
    }
}

/// Held keys repeat in text being edited, as the X server repeats them: presses without releases.
final class UITextFieldKeyRepeatTests: XCTestCase {
    func testAHeldKeyTypesAgainAtEachRepeatAndBackspaceDeletesAgain() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()

            for _ in 0..<3 { shown.app.key(.keyboardA, in: shown.window) }
            shown.app.key(.keyboardA, isDown: false, in: shown.window)
            let typed = shown.field.text
            for _ in 0..<2 { shown.app.key(.keyboardDeleteOrBackspace, text: "\u{8}", in: shown.window) }
            shown.app.key(.keyboardDeleteOrBackspace, text: "\u{8}", isDown: false, in: shown.window)

            XCTAssertEqual(typed, "aaa")
            XCTAssertEqual(shown.field.text, "a")
            withExtendedLifetime(shown) {}
        }
    }
}
