import UIKit
import XCTest

final class UIFontDescriptorTests: XCTestCase {
    func testADescriptorDescribesItsFont() {
        let descriptor = UIFont.boldSystemFont(ofSize: 15).fontDescriptor

        XCTAssertEqual(descriptor.postscriptName, "DejaVuSans-Bold")
        XCTAssertEqual(descriptor.pointSize, 15)
        XCTAssertEqual(descriptor.symbolicTraits, .traitBold)
    }

    func testSymbolicTraitsOfItalicAndPlainFaces() {
        XCTAssertEqual(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits, .traitItalic)
        XCTAssertEqual(UIFont.systemFont(ofSize: 12).fontDescriptor.symbolicTraits, [])
    }

    func testWithSymbolicTraitsFindsTheFamilysFace() {
        let regular = UIFont.systemFont(ofSize: 16).fontDescriptor

        let boldItalic = regular.withSymbolicTraits([.traitBold, .traitItalic])
        let mono = regular.withSymbolicTraits(.traitMonoSpace)

        XCTAssertEqual(boldItalic?.postscriptName, "DejaVuSans-BoldOblique")
        XCTAssertEqual(boldItalic?.pointSize, 16)
        XCTAssertEqual(mono?.postscriptName, "DejaVuSansMono")
        XCTAssertEqual(
            UIFont.boldSystemFont(ofSize: 16).fontDescriptor.withSymbolicTraits([])?.postscriptName, "DejaVuSans")
    }

    func testWithSymbolicTraitsGivesNilWhenTheFamilyHasNoSuchFace() {
        let mono = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor

        XCTAssertNil(mono.withSymbolicTraits(.traitCondensed))
    }

    func testAFontFromADescriptorTakesItsSizeWhenGivenZero() {
        let descriptor = UIFontDescriptor(name: "DejaVuSans-Oblique", size: 21)

        let font = UIFont(descriptor: descriptor, size: 0)
        let resized = UIFont(descriptor: descriptor, size: 9)

        XCTAssertEqual(font.fontName, "DejaVuSans-Oblique")
        XCTAssertEqual(font.pointSize, 21)
        XCTAssertEqual(resized.pointSize, 9)
    }

    func testFamilyAndFaceAttributesResolve() {
        let descriptor = UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans Mono", .face: "Bold", .size: 11])

        let font = UIFont(descriptor: descriptor, size: 0)

        XCTAssertEqual(font.fontName, "DejaVuSansMono-Bold")
        XCTAssertEqual(descriptor.withSize(30).pointSize, 30)
        XCTAssertEqual(descriptor.withFamily("DejaVu Serif").postscriptName, "DejaVuSerif")
        XCTAssertEqual(descriptor.withFace("Oblique").postscriptName, "DejaVuSansMono-Oblique")
    }

    func testADescriptorNamingNoInstalledFontGivesTheSystemFont() {
        let font = UIFont(descriptor: UIFontDescriptor(name: "Helvetica-Nonexistent", size: 13), size: 0)

        XCTAssertEqual(font.familyName, "DejaVu Sans")
        XCTAssertEqual(font.pointSize, 13)
    }
}
