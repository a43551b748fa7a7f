import XCTest

@testable import CoreGraphics

/// Line limits, truncation of the last line for labels, telling whether text fits, and shrinking it.
final class TextLayoutFittingTests: XCTestCase {
    private let sentence = "The quick brown fox jumps over the lazy dog and runs far away from here"

    func testALineLimitKeepsThatManyLinesAndSaysTextWasLeftOut() {
        let unlimited = TextLayout(makeText(sentence), in: TextContainer(width: 150))
        XCTAssertGreaterThan(unlimited.lineCount, 3)
        XCTAssertFalse(unlimited.isTruncated)

        let limited = TextLayout(makeText(sentence), in: TextContainer(width: 150, maximumNumberOfLines: 3))
        XCTAssertEqual(limited.lineCount, 3)
        XCTAssertTrue(limited.isTruncated)
        XCTAssertEqual(limited.usedRect.height, unlimited.lines[2].usedRect.maxY, accuracy: 0.01)
    }

    func testWrappingEveryParagraphKeepsTheTruncatingModeForTheLastLine() {
        let head = makeText(sentence, paragraph: makeParagraph { $0.lineBreak = .truncatingHead })
        XCTAssertEqual(TextLayout(head, in: TextContainer(width: 150)).lineCount, 1, "one line per paragraph")

        let wrapped = TextLayout(
            head,
            in: TextContainer(
                width: 150, truncatesLastVisibleLine: true, maximumNumberOfLines: 2, wrapsEveryParagraph: true))
        let full = TextLayout(makeText(sentence), in: TextContainer(width: 150))
        XCTAssertEqual(wrapped.lineCount, 2)
        XCTAssertEqual(wrapped.lines[0].usedRect, full.lines[0].usedRect, "the first line wraps as usual")
        let lastInk = render(wrapped, width: 150).inkBox(in: CGRect(x: 0, y: 25, width: 150, height: 30))!
        XCTAssertGreaterThan(lastInk.maxX, 130, "the last line ends with the text's end")
        XCTAssertTrue(wrapped.isTruncated)
    }

    func testAClippedOrEllipsizedLineDoesNotFit() {
        let clipped = makeText(sentence, paragraph: makeParagraph { $0.lineBreak = .clipping })
        XCTAssertTrue(TextLayout(clipped, in: TextContainer(width: 100)).isTruncated)
        XCTAssertFalse(TextLayout(clipped, in: TextContainer(width: 1000)).isTruncated)
        let tail = makeText(sentence, paragraph: makeParagraph { $0.lineBreak = .truncatingTail })
        XCTAssertTrue(TextLayout(tail, in: TextContainer(width: 100)).isTruncated)
    }

    func testShrinkingFindsTheLargestSizeThatFits() {
        let cache = TextLayoutCache()
        let text = makeText(sentence, paragraph: makeParagraph { $0.lineBreak = .truncatingTail })
        let natural = TextLayout(text).usedRect.width
        let container = TextContainer(width: natural * 0.6)

        let factor = cache.shrinkFactor(for: text, in: container, minimumScaleFactor: 0.3)
        XCTAssertEqual(factor, 0.6, accuracy: 0.015)
        XCTAssertFalse(cache.layout(for: text.scaled(by: factor), in: container).isTruncated)
        XCTAssertTrue(cache.layout(for: text.scaled(by: factor + 0.02), in: container).isTruncated)

        XCTAssertEqual(cache.shrinkFactor(for: text, in: container, minimumScaleFactor: 0.8), 0.8, "the floor")
        XCTAssertEqual(cache.shrinkFactor(for: text, in: container, minimumScaleFactor: 0), 1, "0: no shrinking")
        XCTAssertEqual(
            cache.shrinkFactor(for: text, in: TextContainer(width: natural + 1), minimumScaleFactor: 0.3), 1,
            "fits as it is")
    }
}
