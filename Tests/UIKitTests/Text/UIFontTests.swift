import UIKit
import XCTest

final class UIFontTests: XCTestCase {
    func testMetricsHaveTheSignsAndOrderOfIOS() {
        let font = UIFont.systemFont(ofSize: 17)

        XCTAssertGreaterThan(font.ascender, 0)
        XCTAssertLessThan(font.descender, 0)
        XCTAssertEqual(font.lineHeight, font.ascender - font.descender + font.leading, accuracy: 0.01)
        XCTAssertGreaterThanOrEqual(font.leading, 0)
        XCTAssertLessThan(font.capHeight, font.ascender)
        XCTAssertLessThan(font.xHeight, font.capHeight)
        XCTAssertGreaterThan(font.xHeight, 0)
        XCTAssertEqual(font.capHeight, 17 * 0.73, accuracy: 1, "DejaVu Sans' capitals are 0.73 em")
    }

    func testMetricsScaleWithThePointSize() {
        let small = UIFont.systemFont(ofSize: 12)

        let large = small.withSize(24)

        XCTAssertEqual(large.ascender, 2 * small.ascender, accuracy: 0.2)
        XCTAssertEqual(large.descender, 2 * small.descender, accuracy: 0.2)
        XCTAssertEqual(large.lineHeight, 2 * small.lineHeight, accuracy: 0.2)
        XCTAssertEqual(large.capHeight, 2 * small.capHeight, accuracy: 1)
    }

    func testLineHeightIsTheHeightOfOneLineOfText() {
        let font = UIFont.systemFont(ofSize: 17)

        let size = "Hello".size(withAttributes: [.font: font])

        XCTAssertEqual(size.height, font.lineHeight, accuracy: 0.5)
    }

    func testMonospacedSystemFontGivesEveryCharacterTheSameAdvance() {
        let mono = UIFont.monospacedSystemFont(ofSize: 17, weight: .regular)
        let proportional = UIFont.systemFont(ofSize: 17)
        func width(_ text: String, _ font: UIFont) -> CGFloat { text.size(withAttributes: [.font: font]).width }

        XCTAssertEqual(width("iiii", mono), width("WWWW", mono), accuracy: 0.01)
        XCTAssertLessThan(width("iiii", proportional), width("WWWW", proportional) / 2)
        XCTAssertEqual(mono.familyName, "DejaVu Sans Mono")
        XCTAssertTrue(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
    }

    func testMonospacedDigitSystemFontGivesDigitsTheSameAdvance() {
        let font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        func width(_ text: String) -> CGFloat { text.size(withAttributes: [.font: font]).width }

        XCTAssertEqual(width("1111"), width("8888"), accuracy: 0.01)
        XCTAssertLessThan(width("iiii"), width("WWWW"), "letters stay proportional")
        XCTAssertNotEqual(font, UIFont.systemFont(ofSize: 17))
    }

    func testSystemFontsPickTheMatchingDejaVuFaces() {
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).fontName, "DejaVuSans")
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 17).fontName, "DejaVuSans-Bold")
        XCTAssertEqual(UIFont.italicSystemFont(ofSize: 17).fontName, "DejaVuSans-Oblique")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .ultraLight).fontName, "DejaVuSans-ExtraLight")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .heavy).fontName, "DejaVuSans-Bold")
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 17, weight: .bold).fontName, "DejaVuSansMono-Bold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).familyName, "DejaVu Sans")
    }

    func testBoldIsWiderThanRegular() {
        let regular = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])

        let bold = "Hello".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)])

        XCTAssertGreaterThan(bold.width, regular.width)
    }

    func testFamilyNamesAreSortedAndIncludeDejaVu() {
        let names = UIFont.familyNames

        XCTAssertTrue(names.contains("DejaVu Sans"))
        XCTAssertTrue(names.contains("DejaVu Sans Mono"))
        XCTAssertEqual(names, names.sorted())
        XCTAssertEqual(Set(names).count, names.count)
    }

    func testFontNamesListTheFamilysFaces() {
        let names = UIFont.fontNames(forFamilyName: "DejaVu Sans")

        XCTAssertTrue(names.contains("DejaVuSans"))
        XCTAssertTrue(names.contains("DejaVuSans-Bold"))
        XCTAssertTrue(names.contains("DejaVuSans-Oblique"))
        XCTAssertEqual(UIFont.fontNames(forFamilyName: "No Such Family"), [])
        XCTAssertTrue(names.allSatisfy { UIFont(name: $0, size: 12)?.fontName == $0 })
    }

    func testFamilyNamesMatchInAnyCaseAndListFacesInOrder() {
        let names = UIFont.fontNames(forFamilyName: "DejaVu Sans")

        let lowercase = UIFont.fontNames(forFamilyName: "dejavu sans")
        let uppercase = UIFont.fontNames(forFamilyName: "DEJAVU SANS")

        XCTAssertEqual(lowercase, names)
        XCTAssertEqual(uppercase, names)
        XCTAssertEqual(names, names.sorted())
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .bold).fontName, "DejaVuSans-Bold")
    }

    func testNamesResolveByPostScriptNameFamilyNameOrFamilyAndStyle() {
        XCTAssertEqual(UIFont(name: "DejaVuSans-Bold", size: 20)?.fontName, "DejaVuSans-Bold")
        XCTAssertEqual(UIFont(name: "DejaVuSans-Bold", size: 20)?.familyName, "DejaVu Sans")
        XCTAssertEqual(UIFont(name: "DejaVu Sans", size: 20)?.fontName, "DejaVuSans")
        XCTAssertEqual(UIFont(name: "dejavu sans mono", size: 20)?.fontName, "DejaVuSansMono")
        XCTAssertEqual(UIFont(name: "DejaVu Sans-Bold Oblique", size: 20)?.fontName, "DejaVuSans-BoldOblique")
        XCTAssertEqual(UIFont(name: "DejaVuSans-Italic", size: 20)?.fontName, "DejaVuSans-Oblique")
        XCTAssertEqual(UIFont(name: "DejaVuSans-Regular", size: 20)?.fontName, "DejaVuSans")
        XCTAssertEqual(UIFont(name: "DejaVuSans-Bold", size: 20)?.pointSize, 20)
    }

    func testUnknownNamesGiveNil() {
        XCTAssertNil(UIFont(name: "No Such Font", size: 12))
        XCTAssertNil(UIFont(name: "DejaVuSans-NoSuchStyle", size: 12))
        XCTAssertNil(UIFont(name: "", size: 12))
    }

    func testFontsAreEqualByNameAndSize() {
        let a = UIFont.boldSystemFont(ofSize: 17)

        let b = UIFont(name: "DejaVuSans-Bold", size: 17)!

        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hash, b.hash)
        XCTAssertNotEqual(a, a.withSize(18))
        XCTAssertNotEqual(a, UIFont.systemFont(ofSize: 17))
    }

    func testWithSizeKeepsTheFace() {
        let font = UIFont.italicSystemFont(ofSize: 12)

        let larger = font.withSize(30)

        XCTAssertEqual(larger.fontName, "DejaVuSans-Oblique")
        XCTAssertEqual(larger.pointSize, 30)
        XCTAssertEqual(font.pointSize, 12)
    }

    func testStandardSizesAreIOSs() {
        XCTAssertEqual(UIFont.systemFontSize, 14)
        XCTAssertEqual(UIFont.labelFontSize, 17)
        XCTAssertEqual(UIFont.buttonFontSize, 18)
        XCTAssertEqual(UIFont.smallSystemFontSize, 12)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).fontName, "DejaVuSans-Bold")
    }

    func testFontsCanBeMadeAndMeasuredOffTheMainThread() {
        let expected = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        nonisolated(unsafe) var measured = CGSize.zero
        nonisolated(unsafe) var lineHeight: CGFloat = 0
        let done = expectation(description: "measured")

        DispatchQueue.global().async {
            let font = UIFont.systemFont(ofSize: 17)
            measured = "Hello".size(withAttributes: [.font: font])
            lineHeight = font.lineHeight
            done.fulfill()
        }
        wait(for: [done], timeout: 10)

        XCTAssertEqual(measured, expected)
        XCTAssertEqual(lineHeight, UIFont.systemFont(ofSize: 17).lineHeight)
    }
}

/// Sizes that are not positive numbers give the system size instead of invisible text.
final class UIFontSizeFallbackTests: XCTestCase {
    func testZeroNegativeAndNaNSizesGiveTheSystemSize() {
        let sizes: [CGFloat] = [0, -3, .nan, .infinity]

        let fonts = sizes.map { UIFont.systemFont(ofSize: $0) } + [UIFont(name: "DejaVu Sans", size: .nan)!]

        for font in fonts {
            XCTAssertEqual(font.pointSize, UIFont.systemFontSize)
            XCTAssertGreaterThan(("A" as NSString).size(withAttributes: [.font: font]).height, 10)
        }
    }
}
