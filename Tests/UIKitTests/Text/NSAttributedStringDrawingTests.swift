import UIKit
import XCTest

/// Attributed string drawing: attribute runs turned into Pango attributes by UTF-16 range.
private let font = UIFont.systemFont(ofSize: 20)

private func isRed(_ p: Pixel) -> Bool { p.alpha > 96 && p.red > 200 && p.blue < 60 && p.green < 60 }
private func isBlue(_ p: Pixel) -> Bool { p.alpha > 96 && p.blue > 200 && p.red < 60 && p.green < 60 }

private func width(_ string: String) -> CGFloat {
    string.size(withAttributes: [.font: font]).width
}

final class NSAttributedStringDrawingTests: XCTestCase {
    func testRunsColourTheRightCharactersOfNonASCIIText() {
        MainActor.assumeIsolated {
            let text = NSMutableAttributedString(
                string: "héllo wörld ✓", attributes: [.font: font, .foregroundColor: UIColor.blue])
            text.addAttribute(.foregroundColor, value: UIColor.red, range: (text.string as NSString).range(of: "wörld"))

            let image = renderText { text.draw(at: CGPoint(x: 5, y: 5)) }

            let red = image.textInk(where: isRed)!
            let blue = image.textInk(where: isBlue)!
            XCTAssertGreaterThanOrEqual(red.minX, 5 + width("héllo ") - 1)
            XCTAssertLessThanOrEqual(red.maxX, 5 + width("héllo wörld") + 1)
            XCTAssertLessThan(blue.minX, red.minX - 20)
            XCTAssertGreaterThan(blue.maxX, red.maxX + 5, "the ✓ is blue")
        }
    }

    func testRunsAfterASurrogatePairStartAtTheRightCharacter() {
        MainActor.assumeIsolated {
            // "𝐀" (U+1D400) is two UTF-16 units; "B" starts at offset 2.
            let text = NSMutableAttributedString(
                string: "𝐀B", attributes: [.font: font, .foregroundColor: UIColor.blue])
            text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 2, length: 1))

            let image = renderText { text.draw(at: .zero) }

            let red = image.textInk(where: isRed)!
            XCTAssertGreaterThanOrEqual(red.minX, width("𝐀") - 1)
            XCTAssertNotNil(image.textInk(where: isBlue))
        }
    }

    func testSizeOfAUniformAttributedStringMatchesThePlainString() {
        let text = NSAttributedString(string: "Hello there", attributes: [.font: font])

        XCTAssertEqual(text.size(), "Hello there".size(withAttributes: [.font: font]))
        XCTAssertEqual(NSAttributedString(string: "").size(), .zero)
    }

    func testMixedFontsMakeTheLineAsTallAsTheLargest() {
        let text = NSMutableAttributedString(string: "small BIG", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: 30), range: NSRange(location: 6, length: 3))

        let size = text.size()

        XCTAssertEqual(size.height, UIFont.systemFont(ofSize: 30).lineHeight, accuracy: 0.5)
    }

    func testKernWidensTheText() {
        let plain = NSAttributedString(string: "kerning", attributes: [.font: font]).size()

        let kerned = NSAttributedString(string: "kerning", attributes: [.font: font, .kern: 3]).size()

        XCTAssertGreaterThan(kerned.width, plain.width + 3 * 5)
    }

    func testUnderlineAddsALineBelowTheBaseline() {
        MainActor.assumeIsolated {
            let attributes: [NSAttributedString.Key: Any] = [
                .font: font, .underlineStyle: NSUnderlineStyle.single.rawValue,
            ]
            let baseline = 10 + font.ascender

            let plain = renderText { "ace".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: font]) }
            let underlined = renderText { "ace".draw(at: CGPoint(x: 10, y: 10), withAttributes: attributes) }

            let ink = plain.textInk()!
            let below = CGRect(x: ink.minX, y: baseline + 0.5, width: ink.width, height: 4)
            let rows = { (image: CGImage) in image.textInk(in: below).map { Int($0.width) } ?? 0 }
            XCTAssertLessThan(rows(plain), Int(ink.width) / 2)
            XCTAssertGreaterThanOrEqual(rows(underlined), Int(ink.width) - 1)
        }
    }

    func testUnderlineColourAndStrikethroughAreDrawn() {
        MainActor.assumeIsolated {
            let text = NSAttributedString(
                string: "ace",
                attributes: [
                    .font: font, .underlineStyle: NSUnderlineStyle.double, .underlineColor: UIColor.red,
                    .strikethroughStyle: 1, .strikethroughColor: UIColor.blue,
                ])

            let image = renderText { text.draw(at: CGPoint(x: 10, y: 10)) }

            let red = image.textInk(where: isRed)!
            let blue = image.textInk(where: isBlue)!
            XCTAssertGreaterThan(red.minY, 10 + font.ascender - 1, "the underline is below the baseline")
            XCTAssertLessThan(blue.maxY, 10 + font.ascender, "the strikethrough is above it")
            XCTAssertGreaterThan(blue.width, 25)
        }
    }

    func testBackgroundColourFillsTheRunsBox() {
        MainActor.assumeIsolated {
            let text = NSMutableAttributedString(string: "plain marked plain", attributes: [.font: font])
            let marked = (text.string as NSString).range(of: "marked")
            text.addAttribute(.backgroundColor, value: UIColor.green, range: marked)
            let isGreen = { (p: Pixel) in p.alpha > 250 && p.green > 250 && p.red < 5 && p.blue < 5 }

            let image = renderText { text.draw(at: CGPoint(x: 4, y: 4)) }

            let green = image.textInk(where: isGreen)!
            XCTAssertEqual(green.minX, 4 + width("plain "), accuracy: 1.5)
            XCTAssertEqual(green.maxX, 4 + width("plain marked"), accuracy: 1.5)
            XCTAssertEqual(green.minY, 4, accuracy: 1)
            XCTAssertEqual(green.height, font.lineHeight, accuracy: 1.5)
        }
    }

    func testEachParagraphTakesTheStyleAtItsStart() {
        MainActor.assumeIsolated {
            let centered = NSMutableParagraphStyle()
            centered.alignment = .center
            let right = NSMutableParagraphStyle()
            right.alignment = .right
            let text = NSMutableAttributedString(
                string: "one\ntwo", attributes: [.font: font, .paragraphStyle: centered])
            text.addAttribute(.paragraphStyle, value: right, range: NSRange(location: 4, length: 3))

            let image = renderText { text.draw(in: CGRect(x: 0, y: 0, width: 300, height: 100)) }

            let first = image.textInk(in: CGRect(x: 0, y: 0, width: 300, height: font.lineHeight))!
            let second = image.textInk(in: CGRect(x: 0, y: font.lineHeight, width: 300, height: font.lineHeight))!
            XCTAssertEqual(first.midX, 150, accuracy: 4)
            XCTAssertEqual(second.maxX, 300, accuracy: 4)
        }
    }

    func testBoundingRectOfAttributedStringAgreesWithTheStringOne() {
        let options: NSStringDrawingOptions = .usesLineFragmentOrigin
        let size = CGSize(width: 120, height: 0)
        let string = "The quick brown fox jumps"

        let attributed = NSAttributedString(string: string, attributes: [.font: font])
            .boundingRect(with: size, options: options, context: nil)

        XCTAssertEqual(
            attributed, string.boundingRect(with: size, options: options, attributes: [.font: font], context: nil))
    }
}
