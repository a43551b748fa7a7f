import XCTest

@testable import Catalog

/// The notes page's count of words and characters.
final class TextCountTests: XCTestCase {
    func testWordsAreRunsOfLettersAndDigitsWithApostrophesInside() {
        let count = TextCount("Don't panic: 42 towels, rock'n'roll!")

        XCTAssertEqual(count.words, 5)
        XCTAssertEqual(count.characters, 36)
    }

    func testEachIdeographIsAWord() {
        let count = TextCount("春眠不觉晓，Hello 世界")

        XCTAssertEqual(count.words, 8)
        XCTAssertEqual(count.characters, 14)
    }

    func testCharactersAreWhatTheUserSeesAsOne() {
        XCTAssertEqual(TextCount("e\u{301}👍🏽").characters, 2)
        XCTAssertEqual(TextCount("").words, 0)
    }
}
