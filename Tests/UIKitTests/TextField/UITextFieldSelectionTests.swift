import UIKit
import UIKitTesting
import XCTest

/// The selection: Shift and Ctrl with the arrows, clicks, double clicks and drags, Select All,
/// typing over a selection, and how the selection is drawn.
final class UITextFieldSelectionTests: XCTestCase {
    func testShiftArrowsSelectAndTypingReplacesTheSelection() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()
            shown.type("hello")

            shown.app.typeKey(.keyboardLeftArrow, modifiers: .shift, in: shown.window)
            shown.app.typeKey(.keyboardLeftArrow, modifiers: .shift, in: shown.window)
            let selected = shown.field.selectedRange
            shown.type("p!")

            XCTAssertEqual(selected, NSRange(location: 3, length: 2))
            XCTAssertEqual(shown.field.text, "help!")
            XCTAssertEqual(shown.field.selectedRange, NSRange(location: 5, length: 0))
            withExtendedLifetime(shown) {}
        }
    }

    func testLeftAndRightCollapseASelectionToItsEnds() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()
            shown.type("abcd")
            shown.app.typeKey(.keyboardHome, modifiers: .shift, in: shown.window)

            shown.press(.keyboardRightArrow)
            let afterRight = shown.field.selectedRange
            shown.app.typeKey(.keyboardLeftArrow, modifiers: .shift, in: shown.window)
            shown.press(.keyboardLeftArrow)

            XCTAssertEqual(afterRight, NSRange(location: 4, length: 0))
            XCTAssertEqual(shown.field.selectedRange, NSRange(location: 3, length: 0))
            withExtendedLifetime(shown) {}
        }
    }

    func testControlArrowsMoveByWordsAndControlBackspaceDeletesAWord() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.tapField()
            shown.type("one two, three")

            shown.app.typeKey(.keyboardLeftArrow, modifiers: .control, in: shown.window)
            let beforeThree = shown.field.selectedRange.location
            shown.app.typeKey(.keyboardLeftArrow, modifiers: .control, in: shown.window)
            let beforeTwo = shown.field.selectedRange.location
            shown.app.typeKey(.keyboardRightArrow, modifiers: .control, in: shown.window)
            let afterTwo = shown.field.selectedRange.location
            shown.app.typeKey(.keyboardDeleteOrBackspace, text: "\u{8}", modifiers: .control, in: shown.window)

            XCTAssertEqual(beforeThree, 9)
            XCTAssertEqual(beforeTwo, 4)
            XCTAssertEqual(afterTwo, 7)
            XCTAssertEqual(shown.field.text, "one , three")
            withExtendedLifetime(shown) {}
        }
    }

    func testADoubleClickSelectsAWordAndADragExtendsByWords() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.field.text = "alpha beta gamma"
            shown.tapField()
            let beta = shown.point(atOffset: 8)
            let gamma = shown.point(atOffset: 13)

            shown.app.click(at: beta, in: shown.window)
            shown.app.pointerDown(at: beta, in: shown.window)
            let word = shown.field.selectedRange
            shown.app.pointerMove(to: gamma, in: shown.window)
            shown.app.pointerUp(at: gamma, in: shown.window)

            XCTAssertEqual(word, NSRange(location: 6, length: 4))
            XCTAssertEqual(shown.field.selectedRange, NSRange(location: 6, length: 10))
            withExtendedLifetime(shown) {}
        }
    }

    func testAClickPlacesTheCaretADragSelectsAndShiftClickExtends() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.field.text = "alpha beta gamma"
            shown.tapField()

            shown.app.click(at: shown.point(atOffset: 2), in: shown.window)
            let caret = shown.field.selectedRange
            shown.app.advance(by: 1)
            shown.app.pointerDown(at: shown.point(atOffset: 1), in: shown.window)
            shown.app.pointerMove(to: shown.point(atOffset: 4), in: shown.window)
            shown.app.pointerUp(at: shown.point(atOffset: 4), in: shown.window)
            let dragged = shown.field.selectedRange
            shown.app.advance(by: 1)
            shown.app.click(at: shown.point(atOffset: 10), in: shown.window, modifiers: .shift)

            XCTAssertEqual(caret, NSRange(location: 2, length: 0))
            XCTAssertEqual(dragged, NSRange(location: 1, length: 3))
            XCTAssertEqual(shown.field.selectedRange, NSRange(location: 1, length: 9))
            withExtendedLifetime(shown) {}
        }
    }

    func testControlASelectsEverythingAndDeleteRemovesIt() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.field.text = "everything"
            shown.tapField()

            shown.app.typeKey(.keyboardA, modifiers: .control, in: shown.window)
            let all = shown.field.selectedRange
            let canCopy = shown.field.canPerformAction(Selector("copy:"), withSender: nil)
            shown.press(.keyboardDeleteOrBackspace, text: "\u{8}")

            XCTAssertEqual(all, NSRange(location: 0, length: 10))
            XCTAssertTrue(canCopy)
            XCTAssertEqual(shown.field.text, "")
            withExtendedLifetime(shown) {}
        }
    }

    func testASecureFieldDoesNotOfferCopyOrCut() {
        MainActor.assumeIsolated {
            let field = UITextField()
            field.isSecureTextEntry = true
            let shown = ShownField(field)
            field.text = "secret"
            shown.tapField()
            shown.app.typeKey(.keyboardA, modifiers: .control, in: shown.window)

            XCTAssertEqual(field.selectedRange, NSRange(location: 0, length: 6))
            XCTAssertFalse(field.canPerformAction(Selector("copy:"), withSender: nil))
            XCTAssertFalse(field.canPerformAction(Selector("cut:"), withSender: nil))
            XCTAssertTrue(field.canPerformAction(Selector("delete:"), withSender: nil))
            withExtendedLifetime(shown) {}
        }
    }

    func testTheSelectionIsDrawnInTheTintBehindTheTextAndHidesTheCaret() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            shown.field.tintColor = .systemBlue
            shown.field.text = "WWWWWW"
            shown.tapField()
            let tinted = { (pixel: RGBA) in pixel.blue > 220 && pixel.red < 215 && pixel.red > 120 }
            let before = shown.app.pixelCount(in: shown.window, within: shown.field.frame, where: tinted)

            shown.app.typeKey(.keyboardA, modifiers: .control, in: shown.window)
            shown.app.runUntilIdle()
            let after = shown.app.pixelCount(in: shown.window, within: shown.field.frame, where: tinted)

            XCTAssertLessThan(before, 20)
            XCTAssertGreaterThan(after, 200)
            XCTAssertTrue(shown.field.subviews.allSatisfy { $0.isHidden || $0.frame.width > 2 })
            withExtendedLifetime(shown) {}
        }
    }
}

extension UITextField {
    /// The selection as an `NSRange`, for assertions.
    var selectedRange: NSRange {
        guard let range = selectedTextRange else { return NSRange(location: NSNotFound, length: 0) }
        return NSRange(
            location: offset(from: beginningOfDocument, to: range.start),
            length: offset(from: range.start, to: range.end))
    }
}

extension ShownField {
    /// Where the caret before the character at `offset` stands, in the window.
    func point(atOffset offset: Int) -> CGPoint {
        guard let position = field.position(from: field.beginningOfDocument, offset: offset) else { return .zero }
        let caret = field.caretRect(for: position)
        return field.convert(CGPoint(x: caret.minX, y: caret.midY), to: window)
    }
}
