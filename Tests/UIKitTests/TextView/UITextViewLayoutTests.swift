import UIKitTesting
import XCTest

@testable import UIKit

/// Paragraphs laid out near the screen only, kept while unedited; scrolling to ranges; the
/// selection's highlight; self-sizing; TextKit 1's queries.
final class UITextViewLayoutTests: XCTestCase {
    func testALongDocumentGivesViewsOnlyToTheParagraphsNearTheScreen() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            shown.textView.text = (1...10_000).map { "Line number \($0)" }.joined(separator: "\n")
            shown.app.runUntilIdle()

            let lineHeight = ceil(UIFont.systemFont(ofSize: 15).lineHeight)
            XCTAssertLessThan(shown.paragraphViews.count, 60)
            XCTAssertEqual(shown.textView.contentSize.height, 10_000 * lineHeight + 16, accuracy: lineHeight)
            withExtendedLifetime(shown) {}
        }
    }

    func testTypingRelaysOutOnlyTheEditedParagraph() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            shown.textView.text = (1...200).map { "Paragraph \($0)" }.joined(separator: "\n")
            shown.textView.becomeFirstResponder()
            shown.textView.selectedRange = NSRange(location: 3, length: 0)
            shown.app.runUntilIdle()
            let layoutsBefore = shown.paragraphViews.map(\.layout)

            shown.type("!")

            let layoutsAfter = shown.paragraphViews.map(\.layout)
            XCTAssertEqual(layoutsAfter.count, layoutsBefore.count)
            XCTAssertEqual(shown.textView.text.prefix(13), "Par!agraph 1\n")
            let relaidOut = zip(layoutsBefore, layoutsAfter).filter { $0.0 !== $0.1 }
            XCTAssertEqual(relaidOut.count, 1, "only the edited paragraph was laid out again")
            withExtendedLifetime(shown) {}
        }
    }

    func testControlEndGoesToTheEndOfALongDocumentAndShowsIt() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            shown.textView.text = (1...3000).map { "Row \($0)" }.joined(separator: "\n")
            shown.textView.becomeFirstResponder()
            shown.textView.selectedRange = NSRange(location: 0, length: 0)
            shown.app.runUntilIdle()

            shown.press(.keyboardEnd, modifiers: .control)
            shown.app.runUntilIdle()

            let caret = shown.textView.caretRect(for: shown.textView.endOfDocument)
            XCTAssertEqual(shown.textView.selectedRange.location, shown.textView.text.utf16.count)
            XCTAssertTrue(shown.textView.bounds.contains(CGPoint(x: caret.minX + 1, y: caret.midY)))
            XCTAssertTrue(shown.paragraphViews.contains { $0.frame.contains(CGPoint(x: 20, y: caret.midY)) })
            withExtendedLifetime(shown) {}
        }
    }

    func testSelectingEverythingHighlightsTheFirstLastAndMiddleParagraphs() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            shown.textView.tintColor = .systemBlue
            shown.textView.text = "alpha\nbeta\ngamma\ndelta"
            shown.textView.becomeFirstResponder()
            shown.press(.keyboardA, modifiers: .control)
            shown.app.runUntilIdle()

            let tinted = shown.app.pixelCount(in: shown.window, within: shown.textView.frame) {
                $0.blue > 220 && $0.red < 215 && $0.red > 120
            }
            let rects = shown.textView.selectionRects(for: shown.textView.selectedTextRange!)

            XCTAssertEqual(shown.textView.selectedRange, NSRange(location: 0, length: 22))
            XCTAssertEqual(rects.count, 3)
            XCTAssertTrue(rects.first!.containsStart && rects.last!.containsEnd)
            XCTAssertGreaterThan(tinted, 2000)
            withExtendedLifetime(shown) {}
        }
    }

    func testWithScrollingOffTheViewSizesToItsText() {
        MainActor.assumeIsolated {
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
            textView.font = .systemFont(ofSize: 15)
            textView.isScrollEnabled = false
            textView.text = "one"
            let one = textView.intrinsicContentSize.height
            textView.text = "one\ntwo\nthree"
            let three = textView.intrinsicContentSize.height
            let lineHeight = ceil(UIFont.systemFont(ofSize: 15).lineHeight)

            XCTAssertEqual(one, lineHeight + 16, accuracy: 1)
            XCTAssertEqual(three, 3 * lineHeight + 16, accuracy: 1)
            XCTAssertEqual(textView.sizeThatFits(CGSize(width: 200, height: 0)).height, three)
        }
    }

    func testTheTextIsDrawnAndWrapsAtTheContainerWidth() {
        MainActor.assumeIsolated {
            let shown = ShownTextView(size: CGSize(width: 120, height: 200))
            shown.textView.text = "wrap these several words across lines"
            shown.app.runUntilIdle()

            let ink = shown.app.pixelCount(in: shown.window, within: shown.textView.frame) { $0.red < 100 }
            let lastCaret = shown.textView.caretRect(for: shown.textView.endOfDocument)

            XCTAssertGreaterThan(ink, 100)
            XCTAssertGreaterThan(lastCaret.minY, 40, "the text wraps onto several lines")
            XCTAssertLessThanOrEqual(lastCaret.maxX, 120)
            withExtendedLifetime(shown) {}
        }
    }

    func testTheLayoutManagerAnswersInContainerCoordinates() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            shown.textView.text = "hello\nworld"
            shown.app.runUntilIdle()
            let manager = shown.textView.layoutManager
            let container = shown.textView.textContainer

            let world = manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 5), in: container)
            let index = manager.characterIndex(
                for: CGPoint(x: world.midX, y: world.midY), in: container, fractionOfDistanceBetweenInsertionPoints: nil
            )
            let used = manager.usedRect(for: container)

            XCTAssertEqual(world.minX, 5, accuracy: 0.5)
            XCTAssertGreaterThan(world.minY, 10)
            XCTAssertTrue((6..<11).contains(index))
            XCTAssertEqual(used.height, world.maxY, accuracy: 1)
            XCTAssertEqual(manager.numberOfGlyphs, 11)
            withExtendedLifetime(shown) {}
        }
    }

    func testTypingThatWrapsALineMovesTheParagraphsBelowItDown() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            shown.textView.text = "Short\nNext\nLast"
            shown.textView.becomeFirstResponder()
            shown.textView.selectedRange = NSRange(location: 5, length: 0)
            shown.app.runUntilIdle()
            let nextTop = shown.paragraphViews[1].frame.minY

            shown.type(" and then enough words to run past the end of the line")

            let views = shown.paragraphViews
            let lineHeight = ceil(UIFont.systemFont(ofSize: 15).lineHeight)
            XCTAssertEqual(views[1].frame.minY, views[0].frame.maxY)
            XCTAssertEqual(views[1].frame.minY, nextTop + lineHeight, accuracy: 1, "one line lower")
            XCTAssertEqual(views[2].frame.minY, views[1].frame.maxY)
            withExtendedLifetime(shown) {}
        }
    }

    func testALongPasteLaysOutOnlyWhatComesNearTheScreen() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            shown.textView.text = "Start"
            shown.textView.becomeFirstResponder()
            UIPasteboard.general.string = (1...5000).map { "Pasted line \($0)" }.joined(separator: "\n")
            shown.app.runUntilIdle()

            shown.press(.keyboardV, modifiers: .control)

            let lineHeight = ceil(UIFont.systemFont(ofSize: 15).lineHeight)
            let measured = shown.textView.paragraphLayout.isMeasured.filter { $0 }.count
            let caret = shown.textView.caretRect(for: shown.textView.endOfDocument)
            XCTAssertTrue(shown.textView.text.hasSuffix("Pasted line 5000"))
            XCTAssertLessThan(measured, 100, "the paragraphs far from the screen are estimated")
            XCTAssertEqual(shown.textView.contentSize.height, 5000 * lineHeight + 16, accuracy: lineHeight)
            XCTAssertTrue(shown.textView.bounds.contains(CGPoint(x: caret.minX + 1, y: caret.midY)))
            XCTAssertTrue(shown.paragraphViews.contains { $0.frame.contains(CGPoint(x: 20, y: caret.midY)) })
            withExtendedLifetime(shown) {}
        }
    }
}

/// What the text container and typing attributes change.
final class UITextViewAttributesTests: XCTestCase {
    func testAMaximumNumberOfLinesCutsTheTextThere() {
        MainActor.assumeIsolated {
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 10))
            textView.font = .systemFont(ofSize: 15)
            textView.isScrollEnabled = false
            textView.text = "one two three four five six seven eight\nnine\nten"
            let lineHeight = ceil(UIFont.systemFont(ofSize: 15).lineHeight)
            let all = textView.intrinsicContentSize.height

            textView.textContainer.maximumNumberOfLines = 2
            textView.textContainer.lineBreakMode = .byTruncatingTail

            XCTAssertGreaterThan(all, 4 * lineHeight)
            XCTAssertEqual(textView.intrinsicContentSize.height, 2 * lineHeight + 16, accuracy: 1)
        }
    }

    func testTypedTextTakesTheTypingAttributesTheAppSetUntilTheCaretMoves() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            shown.textView.text = "ab"
            shown.textView.becomeFirstResponder()
            shown.textView.typingAttributes = [.foregroundColor: UIColor.red]

            shown.type("X")
            let red = shown.textView.attributedText.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor
            shown.press(.keyboardLeftArrow)
            shown.press(.keyboardHome)
            let afterMove = shown.textView.typingAttributes[.foregroundColor] as? UIColor
            shown.type("Y")
            let plain =
                shown.textView.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor

            XCTAssertEqual(shown.textView.text, "YabX")
            XCTAssertEqual(red, .red)
            XCTAssertNotEqual(afterMove, .red)
            XCTAssertNotEqual(plain, .red)
            withExtendedLifetime(shown) {}
        }
    }
}

/// Marked text, as an input method composes it, shows underlined until it is committed.
final class UITextViewMarkedTextTests: XCTestCase {
    func testMarkedTextIsUnderlinedUntilCommitted() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            shown.textView.becomeFirstResponder()
            let underlines = {
                shown.textView.subviews.filter { $0.frame.height == 1 && !$0.isHidden && $0.frame.width > 5 }
            }

            shown.textView.setMarkedText("你好", selectedRange: NSRange(location: 2, length: 0))
            shown.app.runUntilIdle()
            let whileComposing = underlines()
            let caret = shown.textView.caretRect(for: shown.textView.endOfDocument)
            shown.textView.unmarkText()
            shown.app.runUntilIdle()

            XCTAssertEqual(whileComposing.count, 1)
            XCTAssertEqual(whileComposing.first?.frame.maxX ?? 0, caret.minX, accuracy: 0.5)
            XCTAssertTrue(underlines().isEmpty)
            XCTAssertEqual(shown.textView.text, "你好")
            withExtendedLifetime(shown) {}
        }
    }
}

/// Text flowing around the text container's exclusion paths.
final class UITextViewExclusionTests: XCTestCase {
    func testLinesBesideAnExclusionPathStartAfterItAndLinesBelowItUseTheFullWidth() {
        MainActor.assumeIsolated {
            let shown = ShownTextView()
            let textView = shown.textView
            textView.textContainer.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 120, height: 60))]
            textView.text = String(repeating: "words flow around the picture ", count: 12)
            shown.app.runUntilIdle()

            let first = textView.caretRect(for: textView.beginningOfDocument)
            let lowPoint = CGPoint(x: 30, y: textView.textContainerInset.top + 90)
            let low = textView.closestPosition(to: lowPoint)!
            let lowCaret = textView.caretRect(for: low)
            let lineStart = textView.caretRect(
                for: textView.tokenizer.position(from: low, toBoundary: .line, inDirection: .layout(.left))!)
            let offset = textView.offset(from: textView.beginningOfDocument, to: low)
            let drawn = shown.app.pixelCount(
                in: shown.window, within: CGRect(x: 10 + 5, y: 10 + 8, width: 110, height: 55)
            ) { $0.red < 100 }

            XCTAssertGreaterThanOrEqual(first.minX, 120 + textView.textContainerInset.left)
            XCTAssertEqual(lowCaret.midY, lowPoint.y, accuracy: 12, "the line at that height")
            XCTAssertLessThan(lineStart.minX, 10, "a line below the path starts at the left")
            XCTAssertGreaterThan(offset, 0)
            XCTAssertEqual(drawn, 0, "nothing is drawn over the excluded area")
            withExtendedLifetime(shown) {}
        }
    }
}
