import XCTest

@testable import CoreGraphics

/// Line breaking, truncation, spacing, indents and alignment of `TextLayout`.
final class TextLayoutParagraphTests: XCTestCase {
    private let sentence = "The quick brown fox jumps over the lazy dog"

    private func lineHeight(pointSize: CGFloat = 20) -> CGFloat {
        TextLayout(makeText("Hg", pointSize: pointSize)).usedRect.height
    }

    func testCenterAndRightAlignmentMoveTheInkRight() {
        func inkBox(_ alignment: TextParagraphStyle.Alignment) -> CGRect {
            let text = makeText("Hi", paragraph: makeParagraph { $0.alignment = alignment })
            return render(TextLayout(text, in: TextContainer(width: 300))).inkBox()!
        }

        let left = inkBox(.left)
        let center = inkBox(.center)
        let right = inkBox(.right)

        XCTAssertLessThan(left.minX, 5)
        XCTAssertEqual(center.midX, 150, accuracy: 4)
        XCTAssertEqual(right.maxX, 300, accuracy: 4)
        XCTAssertLessThan(left.minX, center.minX)
        XCTAssertLessThan(center.minX, right.minX)
    }

    func testNaturalAlignmentPutsARightToLeftParagraphOnTheRight() {
        let layout = TextLayout(makeText("שלום עולם"), in: TextContainer(width: 300))

        let ink = render(layout).inkBox()!

        XCTAssertEqual(ink.maxX, 300, accuracy: 4)
        XCTAssertGreaterThan(ink.minX, 150)
    }

    func testNaturalAlignmentFollowsTheDirectionOfAMixedParagraphsFirstCharacter() {
        let hebrewFirst = render(TextLayout(makeText("שלום abc"), in: TextContainer(width: 300))).inkBox()!
        let latinFirst = render(TextLayout(makeText("abc שלום"), in: TextContainer(width: 300))).inkBox()!

        XCTAssertEqual(hebrewFirst.maxX, 300, accuracy: 4)
        XCTAssertGreaterThan(hebrewFirst.minX, 150)
        XCTAssertLessThan(latinFirst.minX, 4)
        XCTAssertLessThan(latinFirst.maxX, 150)
    }

    func testWrappingMakesTheHeightAMultipleOfTheLineHeight() {
        let layout = TextLayout(makeText(sentence), in: TextContainer(width: 120))

        let height = layout.usedRect.height

        XCTAssertGreaterThan(layout.lineCount, 2)
        XCTAssertEqual(height, CGFloat(layout.lineCount) * lineHeight(), accuracy: 0.01)
        XCTAssertLessThanOrEqual(layout.usedRect.maxX, 120)
    }

    func testCharacterWrappingFillsLinesThatWordWrappingBreaksEarly() {
        let string = "ab abcdefghijklmnopqrstuvwxyz"
        let words = TextLayout(makeText(string), in: TextContainer(width: 120))

        let characters = TextLayout(
            makeText(string, paragraph: makeParagraph { $0.lineBreak = .charWrapping }), in: TextContainer(width: 120))

        XCTAssertLessThan(words.lines[0].usedRect.width, 40, "the long word starts a new line")
        XCTAssertGreaterThan(characters.lines[0].usedRect.width, 100)
        XCTAssertLessThanOrEqual(characters.lines[0].usedRect.width, 120)
    }

    func testTruncatingTailKeepsOneLineEndingInAnEllipsisWithinTheWidth() {
        let text = makeText(sentence, paragraph: makeParagraph { $0.lineBreak = .truncatingTail })
        let layout = TextLayout(text, in: TextContainer(width: 150))
        let ellipsisWidth = TextLayout(makeText("…")).usedRect.width

        let image = render(layout)

        let ink = image.inkBox()!
        XCTAssertEqual(layout.lineCount, 1)
        XCTAssertLessThanOrEqual(ink.maxX, 150)
        XCTAssertGreaterThan(ink.maxX, 150 - ellipsisWidth * 2)
        let end = CGRect(x: layout.usedRect.maxX - ellipsisWidth + 1, y: 0, width: ellipsisWidth, height: 120)
        XCTAssertGreaterThan(image.inkBox(in: end)!.minY, layout.baseline - 5, "only the dots of … end the line")
    }

    func testTruncatingHeadStartsWithAnEllipsis() {
        let text = makeText(sentence, paragraph: makeParagraph { $0.lineBreak = .truncatingHead })
        let layout = TextLayout(text, in: TextContainer(width: 150))
        let ellipsisWidth = TextLayout(makeText("…")).usedRect.width

        let image = render(layout)

        let start = CGRect(x: 0, y: 0, width: ellipsisWidth - 1, height: 120)
        XCTAssertEqual(layout.lineCount, 1)
        XCTAssertGreaterThan(image.inkBox(in: start)!.minY, layout.baseline - 5)
    }

    func testClippingKeepsEachParagraphOnOneLine() {
        let text = makeText(sentence + "\nsecond", paragraph: makeParagraph { $0.lineBreak = .clipping })

        let layout = TextLayout(text, in: TextContainer(width: 100))

        XCTAssertEqual(layout.lineCount, 2)
        XCTAssertGreaterThan(layout.lines[0].usedRect.width, 100)
    }

    func testJustifiedLinesFillTheWidthExceptTheLast() {
        let text = makeText(sentence, paragraph: makeParagraph { $0.alignment = .justified })

        let layout = TextLayout(text, in: TextContainer(width: 150))

        XCTAssertGreaterThan(layout.lineCount, 1)
        XCTAssertEqual(layout.lines[0].usedRect.width, 150, accuracy: 0.5)
        XCTAssertLessThan(layout.lines.last!.usedRect.width, 140)
    }

    func testLineSpacingGoesBetweenLinesOnly() {
        let text = makeText("one\ntwo\nthree", paragraph: makeParagraph { $0.lineSpacing = 7 })

        let layout = TextLayout(text)

        XCTAssertEqual(layout.usedRect.height, 3 * lineHeight() + 2 * 7, accuracy: 0.01)
        XCTAssertEqual(layout.lines[1].usedRect.minY, lineHeight() + 7, accuracy: 0.01)
    }

    func testParagraphSpacingGoesBetweenParagraphs() {
        let style = makeParagraph {
            $0.paragraphSpacing = 10
            $0.paragraphSpacingBefore = 4
        }

        let layout = TextLayout(makeText("one\ntwo", paragraph: style))

        XCTAssertEqual(layout.lines[0].usedRect.minY, 0)
        XCTAssertEqual(layout.usedRect.height, 2 * lineHeight() + 14, accuracy: 0.01)
    }

    func testCarriageReturnLineFeedSeparatesOneParagraph() {
        let layout = TextLayout(makeText("one\r\ntwo\rthree\u{2029}four"))

        XCTAssertEqual(layout.lineCount, 4)
    }

    func testIndentsMoveTheFirstAndFollowingLines() {
        let style = makeParagraph {
            $0.firstLineHeadIndent = 30
            $0.headIndent = 12
        }

        let layout = TextLayout(makeText(sentence, paragraph: style), in: TextContainer(width: 160))

        XCTAssertEqual(layout.lines[0].usedRect.minX, 30, accuracy: 0.01)
        XCTAssertEqual(layout.lines[1].usedRect.minX, 12, accuracy: 0.01)
        XCTAssertTrue(layout.lines.allSatisfy { $0.usedRect.maxX <= 160 })
    }

    func testNegativeTailIndentShortensLines() {
        let style = makeParagraph { $0.tailIndent = -40 }

        let layout = TextLayout(makeText(sentence, paragraph: style), in: TextContainer(width: 200))

        XCTAssertTrue(layout.lines.allSatisfy { $0.usedRect.maxX <= 160 })
    }

    func testLineHeightMultipleAddsTheExtraAboveTheGlyphs() {
        let plain = TextLayout(makeText("Hg"))

        let doubled = TextLayout(makeText("Hg", paragraph: makeParagraph { $0.lineHeightMultiple = 2 }))

        XCTAssertEqual(doubled.usedRect.height, 2 * plain.usedRect.height, accuracy: 0.01)
        XCTAssertEqual(doubled.baseline, plain.baseline + plain.usedRect.height, accuracy: 0.01)
    }

    func testMinimumAndMaximumLineHeightsBoundTheLine() {
        let natural = lineHeight()

        let tall = TextLayout(makeText("Hg", paragraph: makeParagraph { $0.minimumLineHeight = 50 }))
        let short = TextLayout(makeText("Hg", paragraph: makeParagraph { $0.maximumLineHeight = 15 }))

        XCTAssertEqual(tall.usedRect.height, 50, accuracy: 0.01)
        XCTAssertEqual(short.usedRect.height, 15, accuracy: 0.01)
        XCTAssertGreaterThan(natural, 15)
    }

    func testAShortContainerKeepsOnlyTheLinesThatFit() {
        let container = TextContainer(width: 120, height: lineHeight() * 2.5)

        let layout = TextLayout(makeText(sentence), in: container)

        XCTAssertEqual(layout.lineCount, 2)
        XCTAssertLessThanOrEqual(layout.usedRect.maxY, container.height!)
    }

    func testAContainerShorterThanALineStillKeepsTheFirstLine() {
        let layout = TextLayout(makeText(sentence), in: TextContainer(width: 120, height: 5))

        XCTAssertEqual(layout.lineCount, 1)
    }

    func testTruncatingTheLastVisibleLineEndsItInAnEllipsis() {
        let container = TextContainer(width: 120, height: lineHeight() * 2.5, truncatesLastVisibleLine: true)
        let cut = TextLayout(makeText(sentence), in: TextContainer(width: 120, height: lineHeight() * 2.5))
        let ellipsisWidth = TextLayout(makeText("…")).usedRect.width

        let layout = TextLayout(makeText(sentence), in: container)

        let image = render(layout)
        let lastLine = layout.lines[1].usedRect
        let end = CGRect(
            x: lastLine.maxX - ellipsisWidth + 1, y: lastLine.minY, width: ellipsisWidth, height: lastLine.height)
        XCTAssertEqual(layout.lineCount, 2)
        XCTAssertLessThanOrEqual(lastLine.maxX, 120)
        XCTAssertGreaterThan(image.inkBox(in: end)!.minY, layout.lines[1].origin.y - 5)
        XCTAssertNotEqual(lastLine.width, cut.lines[1].usedRect.width)
    }

    func testASingleLineContainerKeepsTheFirstLineUnwrapped() {
        let layout = TextLayout(makeText(sentence + "\nmore"), in: TextContainer(width: 50, singleLine: true))

        XCTAssertEqual(layout.lineCount, 1)
        XCTAssertGreaterThan(layout.usedRect.width, 50)
    }

    func testEmptyTextHasNoLinesAndNoSize() {
        let layout = TextLayout(makeText(""))

        XCTAssertEqual(layout.lineCount, 0)
        XCTAssertEqual(layout.usedRect, .zero)
        XCTAssertEqual(layout.size, .zero)
    }

    func testEmptyParagraphsKeepTheirLineHeight() {
        let layout = TextLayout(makeText("one\n\nthree\n"))

        XCTAssertEqual(layout.lineCount, 4)
        XCTAssertEqual(layout.usedRect.height, 4 * lineHeight(), accuracy: 0.01)
    }
}
