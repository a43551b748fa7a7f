import XCTest

@testable import UIKit

/// The text view's paragraphs: cut at every kind of separator, with their starts as UTF-16 offsets,
/// and kept in step by edits.
final class TextViewStorageTests: XCTestCase {
    func testTheTextIsCutAtEverySeparatorAndCountedInUTF16() {
        let storage = TextViewStorage()

        storage.setText(plain: "a\r\nb\rcé\u{2029}😀d\n")

        XCTAssertEqual(storage.paragraphs.map(\.text), ["a", "b", "cé", "😀d", ""])
        XCTAssertEqual(storage.paragraphs.map(\.length), [1, 1, 2, 3, 0])
        XCTAssertEqual(storage.paragraphs.map(\.separatorLength), [2, 1, 1, 1, 0])
        XCTAssertEqual(storage.starts, [0, 3, 5, 8, 12])
    }

    func testAnEditRebuildsItsParagraphsAndMovesTheStartsAfterIt() {
        let storage = TextViewStorage()
        storage.setText(plain: "one\ntwo\nthree")
        let untouched = storage.paragraphs[2].id

        let (replaced, count) = storage.replaceCharacters(in: NSRange(location: 5, length: 1), with: "😀\nw")

        XCTAssertEqual(replaced, 1..<2)
        XCTAssertEqual(count, 2)
        XCTAssertEqual(storage.paragraphs.map(\.text), ["one", "t😀", "wo", "three"])
        XCTAssertEqual(storage.starts, [0, 4, 8, 11])
        XCTAssertEqual(storage.paragraphs[3].id, untouched)
        XCTAssertEqual(storage.string as String, "one\nt😀\nwo\nthree")
    }
}
