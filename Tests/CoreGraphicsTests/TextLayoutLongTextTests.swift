import XCTest

@testable import CoreGraphics

/// Paragraphs too long for one Pango layout (wider than Pango's 32-bit fixed point reaches, about
/// 2.1 million points) are laid out in pieces that measure, wrap, truncate and draw as one.
final class TextLayoutLongTextTests: XCTestCase {
    private static let word = "lorem ipsum dolor sit amet "
    /// One paragraph of about 450 KB: some 3.9 million points wide unwrapped at 17 points.
    private static let long = String(repeating: word, count: 450_000 / word.utf8.count)

    private func lineHeight() -> CGFloat {
        TextLayout(makeText("Hg", pointSize: 17)).usedRect.height
    }

    /// The characters each line of `layout` shows, in order.
    private func lineCharacters(_ layout: TextLayout) -> [Range<Int>] {
        layout.lines.map { layout.paragraphs[$0.paragraph].lines[$0.index].characters }
    }

    func testAVeryLongParagraphWrapsToTheWidthWithEveryCharacterOnOneLine() {
        let layout = TextLayout(makeText(Self.long, pointSize: 17), in: TextContainer(width: 300))

        let used = layout.usedRect
        let characters = lineCharacters(layout)

        XCTAssertGreaterThan(layout.paragraphs.count, 1, "laid out in pieces")
        XCTAssertGreaterThan(layout.lineCount, 10_000)
        XCTAssertLessThanOrEqual(used.width, 300)
        XCTAssertGreaterThan(used.width, 250)
        XCTAssertEqual(used.height, CGFloat(layout.lineCount) * lineHeight(), accuracy: 1)
        XCTAssertEqual(characters.first?.lowerBound, 0)
        XCTAssertEqual(characters.last?.upperBound, Self.long.utf16.count)
        XCTAssertTrue(zip(characters, characters.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    }

    func testPiecesBreakLinesWhereOneLayoutWould() {
        // 40 KB: more than two pieces, yet narrow enough for Pango to lay out whole.
        let string = String(Self.long.prefix(40_000))
        let text = makeText(string, pointSize: 17)
        let source = TextSource(string)
        let whole = PangoParagraph(
            source.paragraphs[0], of: text, source: source, style: TextParagraphStyle(), lineEnd: 300,
            singleLine: false)

        let layout = TextLayout(text, in: TextContainer(width: 300))

        XCTAssertGreaterThan(layout.paragraphs.count, 2)
        XCTAssertEqual(lineCharacters(layout), whole.lines.map(\.characters))
    }

    func testContinuedLinesTakeTheHeadIndentAndNoParagraphSpacing() {
        let style = makeParagraph {
            $0.firstLineHeadIndent = 40
            $0.headIndent = 10
            $0.paragraphSpacingBefore = 50
        }
        let text = makeText("First\n" + String(Self.long.prefix(40_000)), pointSize: 17, paragraph: style)

        let layout = TextLayout(text, in: TextContainer(width: 300))

        let starts = layout.lines.map(\.usedRect.minX)
        XCTAssertEqual(starts[0], 40, accuracy: 0.01)
        XCTAssertEqual(starts[1], 40, accuracy: 0.01)
        XCTAssertTrue(starts.dropFirst(2).allSatisfy { abs($0 - 10) < 0.01 })
        let gaps = zip(layout.lines, layout.lines.dropFirst()).map { $1.usedRect.minY - $0.usedRect.maxY }
        XCTAssertEqual(gaps[0], 50, accuracy: 0.01, "between the paragraphs")
        XCTAssertTrue(gaps.dropFirst().allSatisfy { abs($0) < 0.01 }, "none between a paragraph's pieces")
    }

    func testAnUnwrappedVeryLongParagraphIsOneRowAsWideAsItsText() {
        let unit = TextLayout(makeText(Self.word, pointSize: 17)).usedRect.width
        let count = Self.long.utf8.count / Self.word.utf8.count

        let layout = TextLayout(makeText(Self.long, pointSize: 17))

        XCTAssertGreaterThan(layout.paragraphs.count, 1, "laid out in pieces")
        XCTAssertEqual(layout.lineCount, 1)
        XCTAssertGreaterThan(layout.usedRect.width, 2_200_000, "wider than Pango can measure")
        XCTAssertEqual(layout.usedRect.width, unit * CGFloat(count), accuracy: unit * CGFloat(count) / 1000)
        XCTAssertEqual(layout.usedRect.height, lineHeight(), accuracy: 0.01)
        let pieces = layout.lines.map(\.usedRect)
        XCTAssertTrue(
            zip(pieces, pieces.dropFirst()).allSatisfy { abs($0.maxX - $1.minX) < 0.001 && $0.minY == $1.minY })
    }

    func testTruncatingAVeryLongLineKeepsTheEndItShows() {
        func layout(_ mode: TextParagraphStyle.LineBreak) -> TextLayout {
            TextLayout(
                makeText(Self.long + "end", pointSize: 17, paragraph: makeParagraph { $0.lineBreak = mode }),
                in: TextContainer(width: 300))
        }

        let tail = layout(.truncatingTail)
        let head = layout(.truncatingHead)

        XCTAssertEqual(tail.lineCount, 1)
        XCTAssertTrue(tail.isTruncated)
        XCTAssertLessThanOrEqual(tail.usedRect.width, 300)
        XCTAssertEqual(lineCharacters(tail).first?.lowerBound, 0)
        XCTAssertEqual(head.lineCount, 1)
        XCTAssertTrue(head.isTruncated)
        XCTAssertLessThanOrEqual(head.usedRect.width, 300)
        XCTAssertEqual(lineCharacters(head).last?.upperBound, Self.long.utf16.count + 3)
    }

    func testALineLimitWithAnEllipsisStopsEarlyInAVeryLongParagraph() {
        let container = TextContainer(
            width: 300, truncatesLastVisibleLine: true, maximumNumberOfLines: 3, wrapsEveryParagraph: true)

        let layout = TextLayout(makeText(Self.long, pointSize: 17), in: container)

        XCTAssertEqual(layout.lineCount, 3)
        XCTAssertTrue(layout.isTruncated)
        XCTAssertEqual(layout.paragraphs.count, 1, "the first piece holds the lines shown")
    }

    func testAHeightLimitStopsLayingOutPiecesOnceFilled() {
        let layout = TextLayout(makeText(Self.long, pointSize: 17), in: TextContainer(width: 300, height: 100))

        XCTAssertEqual(layout.lineCount, Int(100 / lineHeight()))
        XCTAssertTrue(layout.isTruncated)
        XCTAssertEqual(layout.paragraphs.count, 1, "the first piece holds the lines shown")
    }

    func testDrawingAVeryLongParagraphInksTheVisibleLines() {
        let layout = TextLayout(makeText(Self.long, pointSize: 17), in: TextContainer(width: 300))

        let image = render(layout, width: 320, height: 120)

        let ink = image.inkBox()
        XCTAssertNotNil(ink)
        XCTAssertLessThan(ink?.minY ?? 99, 8)
        XCTAssertGreaterThan(ink?.maxY ?? 0, 110, "lines all the way down")
    }

    func testTheCaretAndTheNearestOffsetAgreeDeepInAVeryLongParagraph() {
        let layout = TextLayout(makeText(Self.long, pointSize: 17), in: TextContainer(width: 300))
        let offset = 300_003

        let caret = layout.caretRect(forUTF16Offset: offset)
        let nearest = layout.utf16Offset(nearest: CGPoint(x: caret.minX + 0.5, y: caret.midY))

        XCTAssertGreaterThan(caret.minY, 100_000)
        XCTAssertEqual(caret.height, lineHeight(), accuracy: 0.01)
        XCTAssertEqual(nearest, offset)
    }
}
