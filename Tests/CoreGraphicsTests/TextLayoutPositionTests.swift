import XCTest

@testable import CoreGraphics

/// Where the caret goes for an offset, and which offset a point is nearest.
final class TextLayoutPositionTests: XCTestCase {
    func testTheCaretRunsFromTheLineStartToItsEnd() {
        let layout = TextLayout(makeText("Hello"))

        let start = layout.caretRect(forUTF16Offset: 0)
        let end = layout.caretRect(forUTF16Offset: 5)
        let past = layout.caretRect(forUTF16Offset: 99)

        XCTAssertEqual(start.minX, 0, accuracy: 0.01)
        XCTAssertEqual(end.minX, layout.usedRect.maxX, accuracy: 0.01)
        XCTAssertEqual(past, end)
        XCTAssertEqual(start.height, layout.usedRect.height, accuracy: 0.01)
    }

    func testTheCaretAfterAPrefixStandsWhereThePrefixEnds() {
        let layout = TextLayout(makeText("Hello world"))

        let caret = layout.caretRect(forUTF16Offset: 5)

        XCTAssertEqual(caret.minX, TextLayout(makeText("Hello")).usedRect.width, accuracy: 0.5)
    }

    func testOffsetsCountUTF16UnitsPastAstralCharacters() {
        let layout = TextLayout(makeText("a😀b"))

        let beforeB = layout.caretRect(forUTF16Offset: 3)
        let nearest = layout.utf16Offset(nearest: CGPoint(x: beforeB.minX + 0.5, y: 5))

        XCTAssertEqual(beforeB.minX, TextLayout(makeText("a😀")).usedRect.width, accuracy: 0.5)
        XCTAssertEqual(nearest, 3)
    }

    func testTheCaretOnAWrappedLineIsOnThatLine() {
        let layout = TextLayout(makeText("one two three four five six"), in: TextContainer(width: 80))
        let second = layout.lines[1]
        let secondStart = layout.paragraphs[0].lines[1].characters.lowerBound

        let caret = layout.caretRect(forUTF16Offset: secondStart + 1)

        XCTAssertGreaterThan(layout.lineCount, 2)
        XCTAssertEqual(caret.minY, second.usedRect.minY, accuracy: 0.01)
        XCTAssertGreaterThan(caret.minX, 5)
        XCTAssertLessThan(caret.minX, 80)
    }

    func testAPointIsNearestTheCharacterBoundaryUnderIt() {
        let layout = TextLayout(makeText("Hello world"))
        let width = layout.usedRect.width

        XCTAssertEqual(layout.utf16Offset(nearest: CGPoint(x: -20, y: 5)), 0)
        XCTAssertEqual(layout.utf16Offset(nearest: CGPoint(x: width + 20, y: 5)), 11)
        let beforeW = layout.caretRect(forUTF16Offset: 6).minX
        XCTAssertEqual(layout.utf16Offset(nearest: CGPoint(x: beforeW + 1, y: 5)), 6)
        XCTAssertEqual(layout.utf16Offset(nearest: CGPoint(x: beforeW - 1, y: 5)), 6)
    }

    func testAPointBelowTheTextIsOnTheLastLine() {
        let layout = TextLayout(makeText("one\ntwo"))

        let offset = layout.utf16Offset(nearest: CGPoint(x: 500, y: 500))

        XCTAssertEqual(offset, 7)
    }

    func testEmptyTextHasItsCaretAtZero() {
        let layout = TextLayout(makeText(""))

        XCTAssertEqual(layout.caretRect(forUTF16Offset: 3), .zero)
        XCTAssertEqual(layout.utf16Offset(nearest: CGPoint(x: 10, y: 10)), 0)
    }
}
