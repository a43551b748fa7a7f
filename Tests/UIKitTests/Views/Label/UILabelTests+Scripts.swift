import UIKit
import UIKitTesting
import XCTest

/// Text beyond Latin: CJK from a fallback font (Droid Sans Fallback, which scripts/install-deps.sh
/// installs), combining marks, right-to-left runs, and characters outside the Basic Multilingual
/// Plane, whose UTF-16 offsets (what `NSRange` counts) differ from their UTF-8 ones (what Pango reads).
final class UILabelScriptTests: XCTestCase {
    @MainActor
    private static func label(_ text: NSAttributedString, size: CGFloat = 20) -> UILabel {
        let label = UILabel()
        label.attributedText = text
        label.font = .systemFont(ofSize: size)
        return label
    }

    func testCJKCharactersAreFullWidthGlyphsFromTheFallbackFont() {
        MainActor.assumeIsolated {
            let label = Self.label(NSAttributedString(string: "漢字かな"))
            XCTAssertEqual(label.intrinsicContentSize.width, 80, accuracy: 1, "four 20-point ems")
            let image = snapshot(of: label, in: CGSize(width: 120, height: 40))
            let ink = image.textInk(where: Ink.any)!
            XCTAssertGreaterThan(ink.width, 70)
            XCTAssertGreaterThan(ink.height, 15)
            for cell in 0..<4 {
                let em = CGRect(x: CGFloat(cell) * 20, y: 0, width: 20, height: 40)
                XCTAssertNotNil(image.textInk(in: em, where: Ink.any), "a glyph in em \(cell)")
            }
        }
    }

    func testCombiningMarksStackOnTheirBaseAndKeepTheirRanges() {
        MainActor.assumeIsolated {
            let plain = Self.label(NSAttributedString(string: "eee"), size: 30)
            let marked = "e\u{301}e\u{301}e\u{301}"
            let accented = Self.label(colouredText(marked, red: "e\u{301}"), size: 30)
            XCTAssertEqual(
                accented.intrinsicContentSize.width, plain.intrinsicContentSize.width, accuracy: 1,
                "marks take no room of their own")
            let plainInk = snapshot(of: plain, in: CGSize(width: 120, height: 50)).textInk(where: Ink.any)!
            let image = snapshot(of: accented, in: CGSize(width: 120, height: 50))
            let accentedInk = image.textInk(where: Ink.any)!
            XCTAssertLessThan(accentedInk.minY, plainInk.minY - 3, "accents above the letters")
            let red = image.textInk(where: Ink.red)!
            XCTAssertLessThan(red.maxX, accentedInk.minX + accentedInk.width / 3 + 1, "only the first letter is red")
            XCTAssertLessThan(red.minY, plainInk.minY - 3, "its accent with it")
        }
    }

    func testRightToLeftTextRunsFromTheRightAndAlignsLeftByDefault() {
        MainActor.assumeIsolated {
            let text = "שלום עולם"
            let label = Self.label(colouredText(text, red: "שלום", blue: "עולם"))
            let image = snapshot(of: label, in: CGSize(width: 300, height: 40))
            let red = image.textInk(where: Ink.red)!
            let blue = image.textInk(where: Ink.blue)!
            XCTAssertGreaterThan(red.minX, blue.maxX - 1, "the first word is on the right")
            XCTAssertLessThan(blue.minX, 4, "natural alignment is left")
            let width = red.maxX - blue.minX
            XCTAssertTrue(width <= label.intrinsicContentSize.width && width > label.intrinsicContentSize.width - 6)

            label.textAlignment = .right
            let right = snapshot(of: label, in: CGSize(width: 300, height: 40)).textInk(where: Ink.any)!
            XCTAssertGreaterThan(right.maxX, 296)
        }
    }

    func testRangesAfterCharactersBeyondTheBasicPlaneColourTheRightLetters() {
        MainActor.assumeIsolated {
            let text = "😀😀 RED"
            let label = Self.label(colouredText(text, red: "RED"))
            XCTAssertEqual((text as NSString).range(of: "RED").location, 5, "two surrogate pairs and a space")
            let image = snapshot(of: label, in: CGSize(width: 300, height: 40))
            let red = image.textInk(where: Ink.red)!
            let word = snapshot(of: Self.label(colouredText("RED", red: "RED")), in: CGSize(width: 300, height: 40))
                .textInk(where: Ink.red)!
            XCTAssertEqual(red.width, word.width, accuracy: 1, "the whole word and nothing else")
            let prefix = Self.label(NSAttributedString(string: "😀😀 ")).intrinsicContentSize.width
            XCTAssertEqual(red.minX, word.minX + prefix, accuracy: 2)
        }
    }
}
