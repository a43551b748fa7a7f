import UIKit
import UIKitTesting
import XCTest

/// Typing, Return, keys across lines, the delegate's calls in iOS's order, undo, clicks and drags.
final class UITextViewEditingTests: XCTestCase {
    func testAClickBeginsEditingAndTypingTellsTheDelegateInOrder() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            let log = TextViewLog(shown.textView)

            shown.app.click(at: shown.point(atOffset: 0), in: shown.window)
            let begun = log.entries
            log.entries = []
            shown.type("a")
            shown.press(.keyboardReturnOrEnter, text: "\r")

            XCTAssertEqual(begun, ["shouldBegin", "selection 0,0", "didBegin", "note didBegin"])
            XCTAssertEqual(
                log.entries,
                [
                    "shouldChange 0,0 \"a\"", "didChange", "note changed", "selection 1,0",
                    "shouldChange 1,0 \"\\n\"", "didChange", "note changed", "selection 2,0",
                ])
            XCTAssertEqual(shown.textView.text, "a\n")
            withExtendedLifetime((shown, log)) {}
        }
    }

    func testUpAndDownMoveBetweenLinesKeepingToTheColumn() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            shown.textView.text = "abcdef\nab\nabcdef"
            shown.textView.becomeFirstResponder()
            shown.textView.selectedRange = NSRange(location: 5, length: 0)

            shown.press(.keyboardDownArrow)
            let shortLine = shown.textView.selectedRange.location
            shown.press(.keyboardDownArrow)
            let third = shown.textView.selectedRange.location
            shown.press(.keyboardUpArrow, modifiers: .shift)

            XCTAssertEqual(shortLine, 9, "the end of the short line")
            XCTAssertEqual(third, 15, "back to the fifth column")
            XCTAssertEqual(shown.textView.selectedRange, NSRange(location: 9, length: 6))
            withExtendedLifetime(shown) {}
        }
    }

    func testHomeAndEndGoToTheLineAndControlToTheText() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            shown.textView.text = "one\ntwo two\nthree"
            shown.textView.becomeFirstResponder()
            shown.textView.selectedRange = NSRange(location: 6, length: 0)

            shown.press(.keyboardHome)
            let home = shown.textView.selectedRange.location
            shown.press(.keyboardEnd)
            let end = shown.textView.selectedRange.location
            shown.press(.keyboardHome, modifiers: .control)

            XCTAssertEqual(home, 4)
            XCTAssertEqual(end, 11)
            XCTAssertEqual(shown.textView.selectedRange.location, 0)
            withExtendedLifetime(shown) {}
        }
    }

    /// A click that begins editing a long text scrolled to its middle puts the caret where it landed
    /// and leaves the text where it is; it used to scroll to the old selection at the end first,
    /// then back, leaving the clicked line at the top edge.
    func testAClickThatBeginsEditingLeavesTheTextWhereItIsScrolled() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            shown.textView.text = (1...3000).map { "Row \($0)" }.joined(separator: "\n")
            shown.app.runUntilIdle()
            shown.textView.contentOffset = CGPoint(x: 0, y: 20_000)
            shown.app.runUntilIdle()
            let offset = shown.textView.contentOffset
            let point = CGPoint(x: 60, y: offset.y + 100)

            shown.app.click(at: shown.textView.convert(point, to: shown.window), in: shown.window)

            let caret = shown.textView.caretRect(for: shown.textView.selectedTextRange!.start)
            XCTAssertTrue(shown.textView.isFirstResponder)
            XCTAssertEqual(shown.textView.contentOffset, offset)
            XCTAssertEqual(caret.midY, point.y, accuracy: caret.height / 2)
            withExtendedLifetime(shown) {}
        }
    }

    func testAMouseDragSelectsAcrossLinesInsteadOfScrolling() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            shown.textView.text = (1...40).map { "line \($0)" }.joined(separator: "\n")
            shown.textView.becomeFirstResponder()
            shown.textView.selectedRange = NSRange(location: 0, length: 0)
            shown.app.runUntilIdle()
            let from = shown.point(atOffset: 2)
            let to = shown.point(atOffset: 16)
            let offset = shown.textView.contentOffset

            shown.app.pointerDown(at: from, in: shown.window)
            for step in 1...5 {
                let t = CGFloat(step) / 5
                shown.app.pointerMove(
                    to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t), in: shown.window)
            }
            shown.app.pointerUp(at: to, in: shown.window)

            XCTAssertEqual(shown.textView.selectedRange, NSRange(location: 2, length: 14))
            XCTAssertEqual(shown.textView.contentOffset, offset)
            withExtendedLifetime(shown) {}
        }
    }

    func testTypingAcrossParagraphsUndoesAsOneStep() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            shown.textView.becomeFirstResponder()
            shown.type("ab")
            shown.press(.keyboardReturnOrEnter, text: "\r")
            shown.type("cd")

            shown.press(.keyboardZ, modifiers: .control)
            let undone = shown.textView.text
            shown.press(.keyboardZ, modifiers: [.control, .shift])

            XCTAssertEqual(undone, "")
            XCTAssertEqual(shown.textView.text, "ab\ncd")
            withExtendedLifetime(shown) {}
        }
    }

    func testTheDelegateCanRefuseAnEditAndANonEditableViewTakesNoKeys() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            let log = TextViewLog(shown.textView)
            log.refused = "x"
            shown.textView.becomeFirstResponder()
            shown.type("axb")
            let typed = shown.textView.text
            shown.textView.resignFirstResponder()
            shown.textView.isEditable = false
            let selectable = shown.textView.becomeFirstResponder()
            shown.type("c")
            shown.textView.resignFirstResponder()
            shown.textView.isSelectable = false

            XCTAssertTrue(selectable, "a selectable view takes keys to select and copy")
            XCTAssertEqual(shown.textView.text, "ab", "but types nothing")
            XCTAssertFalse(shown.textView.isEditing)
            XCTAssertFalse(shown.textView.becomeFirstResponder())
            XCTAssertEqual(typed, "ab")
            withExtendedLifetime((shown, log)) {}
        }
    }

    func testDeletingASeparatorJoinsParagraphs() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            shown.textView.text = "first\nsecond"
            shown.textView.becomeFirstResponder()
            shown.textView.selectedRange = NSRange(location: 6, length: 0)

            shown.press(.keyboardDeleteOrBackspace, text: "\u{8}")
            shown.app.runUntilIdle()

            XCTAssertEqual(shown.textView.text, "firstsecond")
            XCTAssertEqual(shown.paragraphViews.count, 1)
            XCTAssertEqual(shown.textView.selectedRange.location, 5)
            withExtendedLifetime(shown) {}
        }
    }
}
