import XCTest

@testable import CoreGraphics

/// The UTF-16 to UTF-8 bookkeeping and paragraph splitting under `TextLayout`.
final class TextLayoutSourceTests: XCTestCase {
    func testUTF16OffsetsMapToByteOffsetsAcrossMultiByteCharacters() {
        let source = TextSource("aé😀b")

        let bytes = (0...5).map { source.byteOffset(utf16: $0) }

        // a: 1 byte; é: 1 UTF-16 unit, 2 bytes; 😀: 2 units (a surrogate pair), 4 bytes; b: 1 byte.
        XCTAssertEqual(bytes, [0, 1, 3, 3, 7, 8])
    }

    func testOffsetsOutsideTheStringAreClamped() {
        let source = TextSource("ab")

        XCTAssertEqual(source.byteOffset(utf16: -3), 0)
        XCTAssertEqual(source.byteOffset(utf16: 99), 2)
    }

    func testParagraphsSplitAtEachKindOfSeparator() {
        let source = TextSource("a\nb\r\nc\rd\u{2029}é")

        let paragraphs = source.paragraphs.map(\.utf16)

        XCTAssertEqual(paragraphs, [0..<1, 2..<3, 5..<6, 7..<8, 9..<10])
        XCTAssertEqual(source.paragraphs.last!.utf8, 11..<13)
    }

    /// ASCII text takes a shorter path; it splits and maps as text with one accented letter does.
    func testASCIITextSplitsAndMapsAsOtherTextDoes() {
        let ascii = TextSource("a\nb\r\nc\rd\r")
        let accented = TextSource("a\nb\r\nc\rd\ré")

        XCTAssertEqual(ascii.paragraphs.map(\.utf16), [0..<1, 2..<3, 5..<6, 7..<8, 9..<9])
        XCTAssertEqual(ascii.paragraphs.map(\.utf16), accented.paragraphs.dropLast().map(\.utf16) + [9..<9])
        XCTAssertEqual(ascii.paragraphs.map(\.utf8), accented.paragraphs.dropLast().map(\.utf8) + [9..<9])
        XCTAssertEqual((0...9).map { ascii.byteOffset(utf16: $0) }, Array(0...9))
        XCTAssertEqual(TextSource("").paragraphs.map(\.utf16), [0..<0])
    }

    func testATrailingSeparatorStartsAnEmptyParagraph() {
        let source = TextSource("a\n")

        XCTAssertEqual(source.paragraphs.map(\.utf16), [0..<1, 2..<2])
    }

    func testByteOffsetsMapBackToUTF16Offsets() {
        let source = TextSource("aé😀b")

        let offsets = [0, 1, 3, 7, 8, 99].map { source.utf16Offset(byte: $0) }

        XCTAssertEqual(offsets, [0, 1, 2, 4, 5, 5])
    }

    /// ASCII text keeps no offset table: its offsets map both ways as themselves, clamped alike.
    func testASCIIOffsetsMapBothWaysAndClampAsOtherTextDoes() {
        let ascii = TextSource("abc")

        XCTAssertEqual([-2, 0, 2, 3, 99].map { ascii.byteOffset(utf16: $0) }, [0, 0, 2, 3, 3])
        XCTAssertEqual([-2, 0, 2, 3, 99].map { ascii.utf16Offset(byte: $0) }, [0, 0, 2, 3, 3])
        XCTAssertEqual(ascii.utf16Count, 3)
    }

    func testAPieceEndsAfterTheLastSpaceInTheSecondHalfOfTheLimit() {
        let source = TextSource("aaaa bbbb cccc dddd")

        let piece = source.piece(of: source.paragraphs[0], from: 0, limit: 12)

        XCTAssertEqual(piece.utf8, 0..<10)
        XCTAssertEqual(piece.utf16, 0..<10)
    }

    func testAPieceWithoutSpacesEndsBetweenGraphemes() {
        // "e" and a combining acute accent: three bytes a grapheme.
        let source = TextSource(String(repeating: "e\u{301}", count: 10))

        let piece = source.piece(of: source.paragraphs[0], from: 3, limit: 10)

        XCTAssertEqual(piece.utf8, 3..<12)
        XCTAssertEqual(piece.utf16, 2..<8)
    }

    func testThePieceThatReachesTheParagraphsEndIsTheRest() {
        let source = TextSource("aaaa bbbb\ncc")

        let piece = source.piece(of: source.paragraphs[0], from: 5, limit: 4)

        XCTAssertEqual(piece.utf8, 5..<9)
    }
}
