import XCTest

@testable import UIKit

/// The runs a text field keeps its attributed text in edit as `NSMutableAttributedString` does.
final class AttributedRunsTests: XCTestCase {
    private let tag = NSAttributedString.Key("tag")

    /// "aa" tagged 1, "bbb" tagged 2, "c" tagged 3.
    private func makeString() -> NSMutableAttributedString {
        let string = NSMutableAttributedString(string: "")
        for (text, value) in [("aa", 1), ("bbb", 2), ("c", 3)] {
            string.append(NSAttributedString(string: text, attributes: [tag: value]))
        }
        return string
    }

    /// The string's tags by range, neighbouring equal tags joined.
    private func tags(_ string: NSAttributedString) -> [String] {
        var tags: [(range: NSRange, value: Int?)] = []
        string.enumerateAttribute(tag, in: NSRange(location: 0, length: string.length)) { value, range, _ in
            if let last = tags.last, last.value == value as? Int {
                tags[tags.count - 1].range.length += range.length
            } else {
                tags.append((range, value as? Int))
            }
        }
        return tags.map { "\($0.range.location)+\($0.range.length):\($0.value.map(String.init) ?? "-")" }
    }

    func testEditsKeepTheStylesAsAMutableAttributedStringDoes() {
        let edits: [(NSRange, String)] = [
            (NSRange(location: 6, length: 0), "x"), (NSRange(location: 0, length: 0), "yy"),
            (NSRange(location: 4, length: 0), "z"), (NSRange(location: 3, length: 3), "w"),
            (NSRange(location: 2, length: 1), ""), (NSRange(location: 0, length: 2), "😀"),
            (NSRange(location: 2, length: 0), "é"), (NSRange(location: 5, length: 3), ""),
        ]
        let expected = makeString()
        var runs = AttributedRuns(makeString())

        for (range, replacement) in edits {
            expected.replaceCharacters(in: range, with: replacement)
            runs.replaceCharacters(in: range, with: replacement)
            XCTAssertEqual(runs.string, expected.string)
            XCTAssertEqual(tags(runs.attributedString), tags(expected), "after replacing \(range) with \(replacement)")
        }
    }

    func testDeletingEverythingThenTypingLeavesTheTextUnstyled() {
        var runs = AttributedRuns(makeString())

        runs.replaceCharacters(in: NSRange(location: 0, length: 6), with: "")
        runs.replaceCharacters(in: NSRange(location: 0, length: 0), with: "new")

        XCTAssertEqual(runs.string, "new")
        XCTAssertEqual(tags(runs.attributedString), ["0+3:-"])
    }

    func testLayoutTextPutsEachRunsAttributesOverTheDefaults() {
        let string = NSMutableAttributedString(string: "ab", attributes: [.kern: 2])
        string.addAttribute(.font, value: UIFont.systemFont(ofSize: 30), range: NSRange(location: 1, length: 1))
        let runs = AttributedRuns(string)

        let text = runs.layoutText(defaults: [.font: UIFont.systemFont(ofSize: 10), .kern: 5])

        XCTAssertEqual(text.runs.map(\.range), [0..<1, 1..<2])
        XCTAssertEqual(text.runs.map(\.attributes.font.pointSize), [10, 30])
        XCTAssertEqual(text.runs.map(\.attributes.kern), [2, 2])
    }
}
