import UIKit
import XCTest

final class NSParagraphStyleTests: XCTestCase {
    func testTheDefaultStyleIsNaturalWordWrappingWithoutSpacing() {
        let style = NSParagraphStyle.default

        XCTAssertEqual(style.alignment, .natural)
        XCTAssertEqual(style.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(style.lineSpacing, 0)
        XCTAssertEqual(style.paragraphSpacing, 0)
        XCTAssertEqual(style.headIndent, 0)
        XCTAssertEqual(style.lineHeightMultiple, 0)
    }

    func testAMutableCopyIsIndependentOfItsOriginal() {
        let original = NSMutableParagraphStyle()
        original.alignment = .center

        let copy = original.mutableCopy() as! NSMutableParagraphStyle
        copy.alignment = .right
        copy.lineSpacing = 4

        XCTAssertEqual(original.alignment, .center)
        XCTAssertEqual(copy.alignment, .right)
        XCTAssertEqual(copy.lineSpacing, 4)
    }

    func testCopyingAMutableStyleGivesAnImmutableOne() {
        let style = NSMutableParagraphStyle()
        style.headIndent = 12

        let copy = style.copy()

        XCTAssertFalse(copy is NSMutableParagraphStyle)
        XCTAssertEqual((copy as? NSParagraphStyle)?.headIndent, 12)
        XCTAssertEqual(copy as? NSParagraphStyle, style)
    }

    func testSetParagraphStyleTakesEveryProperty() {
        let source = NSMutableParagraphStyle()
        source.lineBreakMode = .byTruncatingMiddle
        source.paragraphSpacingBefore = 3
        let target = NSMutableParagraphStyle()

        target.setParagraphStyle(source)

        XCTAssertEqual(target, source)
        target.setParagraphStyle(nil)
        XCTAssertEqual(target, NSParagraphStyle.default)
    }

    func testRawValuesMatchUIKits() {
        XCTAssertEqual(NSTextAlignment.center.rawValue, 1)
        XCTAssertEqual(NSTextAlignment.natural.rawValue, 4)
        XCTAssertEqual(NSLineBreakMode.byTruncatingTail.rawValue, 4)
        XCTAssertEqual(NSUnderlineStyle.double.rawValue, 9)
        XCTAssertEqual(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue, 32)
        XCTAssertEqual(NSAttributedString.Key.font.rawValue, "NSFont")
    }
}
