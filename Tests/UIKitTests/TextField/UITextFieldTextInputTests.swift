import UIKit
import UIKitTesting
import XCTest

/// The field as a `UITextInput`: positions, ranges, marked text as an input method drives it,
/// geometry, and its tokenizer.
final class UITextFieldTextInputTests: XCTestCase {
    func testMarkedTextIsReplacedWhileComposingThenCommittedAsTyping() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()
            shown.type("a")
            let log = TextFieldLog(shown.field)

            shown.field.setMarkedText("n", selectedRange: NSRange(location: 1, length: 0))
            shown.field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
            let marked = shown.field.markedTextRange.map { shown.field.text(in: $0) }
            shown.field.insertText("你")
            let committed = shown.field.text

            shown.app.typeKey(.keyboardZ, modifiers: .control, in: shown.window)

            XCTAssertEqual(marked, "ni")
            XCTAssertEqual(committed, "a你")
            XCTAssertNil(shown.field.markedTextRange)
            XCTAssertEqual(
                log.entries.filter { $0.hasPrefix("shouldChange") },
                ["shouldChange 1,0 \"n\"", "shouldChange 1,1 \"ni\"", "shouldChange 1,2 \"你\""])
            XCTAssertEqual(shown.field.text, "", "the composition joins the typing before it")
            withExtendedLifetime((shown, log)) {}
        }
    }

    func testUnmarkingKeepsTheComposedTextAndAnEmptyCompositionRemovesIt() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()

            shown.field.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
            shown.field.unmarkText()
            let kept = shown.field.text
            shown.field.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
            shown.field.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))

            XCTAssertEqual(kept, "ka")
            XCTAssertEqual(shown.field.text, "ka")
            XCTAssertNil(shown.field.markedTextRange)
            XCTAssertEqual(shown.field.selectedRange, NSRange(location: 2, length: 0))
            withExtendedLifetime(shown) {}
        }
    }

    func testPositionsRangesAndComparisons() {
        MainActor.assumeIsolated {
            let field = UITextField()
            field.text = "a👍b"
            let start = field.beginningOfDocument
            let end = field.endOfDocument

            XCTAssertEqual(field.offset(from: start, to: end), 4)
            XCTAssertNil(field.position(from: end, offset: 1))
            let second = field.position(from: start, offset: 1)!
            XCTAssertEqual(field.compare(second, to: end), .orderedAscending)
            XCTAssertEqual(field.compare(end, to: second), .orderedDescending)
            XCTAssertEqual(field.text(in: field.textRange(from: second, to: end)!), "👍b")
            XCTAssertEqual(field.text(in: field.textRange(from: end, to: second)!), "👍b")
            let left = field.position(from: second, in: .left, offset: 1)!
            XCTAssertEqual(field.offset(from: start, to: left), 0)
        }
    }

    func testReplaceIsTheUsersEditAndSelectedTextRangeMovesTheCaret() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.field.text = "one two"
            shown.tapField()
            let log = TextFieldLog(shown.field)
            let field = shown.field

            let two = field.textRange(
                from: field.position(from: field.beginningOfDocument, offset: 4)!, to: field.endOfDocument)!
            field.replace(two, withText: "2")
            field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
            shown.type(">")

            XCTAssertEqual(field.text, ">one 2")
            XCTAssertEqual(log.entries.first, "shouldChange 4,3 \"2\"")
            withExtendedLifetime((shown, log)) {}
        }
    }

    func testCaretAndClosestPositionAgreeAndSelectionRectsSpanTheRange() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.field.text = "measure"
            shown.tapField()
            let field = shown.field
            let third = field.position(from: field.beginningOfDocument, offset: 3)!
            let caret = field.caretRect(for: third)

            let closest = field.closestPosition(to: CGPoint(x: caret.minX + 0.5, y: caret.midY))!
            let range = field.textRange(from: field.beginningOfDocument, to: third)!
            let rects = field.selectionRects(for: range)

            XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: closest), 3)
            XCTAssertEqual(rects.count, 1)
            XCTAssertEqual(rects[0].rect.maxX, caret.minX, accuracy: 0.5)
            XCTAssertTrue(rects[0].containsStart && rects[0].containsEnd)
            XCTAssertEqual(field.firstRect(for: range), rects[0].rect)
            XCTAssertGreaterThan(caret.height, 15)
            withExtendedLifetime(shown) {}
        }
    }

    func testTheTokenizerFindsWordsSentencesAndParagraphs() {
        MainActor.assumeIsolated {
            let field = UITextField()
            field.text = "Hello, wide world. 你好世界 again."
            let tokenizer = field.tokenizer
            let at = { (offset: Int) in field.position(from: field.beginningOfDocument, offset: offset)! }
            let offset = { (position: UITextPosition?) in
                position.map { field.offset(from: field.beginningOfDocument, to: $0) }
            }
            let word = tokenizer.rangeEnclosingPosition(at(9), with: .word, inDirection: .storage(.forward))

            XCTAssertEqual(word.flatMap { field.text(in: $0) }, "wide")
            XCTAssertNil(tokenizer.rangeEnclosingPosition(at(6), with: .word, inDirection: .storage(.forward)))
            XCTAssertEqual(
                offset(tokenizer.position(from: at(0), toBoundary: .word, inDirection: .storage(.forward))), 5)
            XCTAssertEqual(offset(tokenizer.position(from: at(12), toBoundary: .word, inDirection: .layout(.left))), 7)
            XCTAssertTrue(tokenizer.isPosition(at(11), atBoundary: .word, inDirection: .storage(.forward)))
            XCTAssertFalse(tokenizer.isPosition(at(11), atBoundary: .word, inDirection: .storage(.backward)))
            XCTAssertTrue(tokenizer.isPosition(at(8), withinTextUnit: .word, inDirection: .storage(.forward)))
            XCTAssertEqual(
                offset(tokenizer.position(from: at(0), toBoundary: .sentence, inDirection: .storage(.forward))), 18)
            XCTAssertEqual(
                tokenizer.rangeEnclosingPosition(at(20), with: .word, inDirection: .storage(.forward))
                    .flatMap { field.text(in: $0) }?.isEmpty,
                false)
            XCTAssertEqual(
                offset(tokenizer.position(from: at(3), toBoundary: .paragraph, inDirection: .storage(.forward))),
                field.text!.utf16.count)
            XCTAssertEqual(
                offset(tokenizer.position(from: at(3), toBoundary: .character, inDirection: .storage(.backward))), 2)
        }
    }

    func testTraitsAreStoredWithIOSDefaults() {
        MainActor.assumeIsolated {
            let field = UITextField()
            XCTAssertEqual(field.keyboardType, .default)
            XCTAssertEqual(field.autocapitalizationType, .sentences)
            XCTAssertEqual(field.returnKeyType, .default)
            XCTAssertNil(field.textContentType)
            field.keyboardType = .emailAddress
            field.returnKeyType = .send
            field.textContentType = .emailAddress
            XCTAssertEqual(field.keyboardType, .emailAddress)
            XCTAssertEqual(field.returnKeyType, .send)
            XCTAssertEqual(field.textContentType, .emailAddress)
        }
    }
}
