import XCTest

@testable import CoreGraphics

/// Attribute runs of `TextLayout`: fonts, colours, kern, lines, backgrounds, UTF-16 ranges.
final class TextLayoutAttributeTests: XCTestCase {
    private let font = FontDescription(pointSize: 20)
    private let red = TextColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = TextColor(red: 0, green: 0, blue: 1, alpha: 1)

    private func isRed(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        p.alpha > 96 && p.red > 200 && p.blue < 60
    }

    private func isBlue(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        p.alpha > 96 && p.blue > 200 && p.red < 60
    }

    private func width(_ string: String) -> CGFloat {
        TextLayout(AttributedText(string: string, attributes: TextAttributes(font: font))).usedRect.width
    }

    func testRunsColourTheRightCharactersOfNonASCIIText() {
        let string = "héllo wörld ✓"
        let wörld = (string as NSString).range(of: "wörld")
        let text = AttributedText(
            string: string,
            runs: [
                TextRun(range: 0..<wörld.location, attributes: TextAttributes(font: font, foreground: blue)),
                TextRun(
                    range: wörld.location..<(wörld.location + wörld.length),
                    attributes: TextAttributes(font: font, foreground: red)),
                TextRun(
                    range: (wörld.location + wörld.length)..<13,
                    attributes: TextAttributes(font: font, foreground: blue)),
            ])

        let image = render(TextLayout(text), at: CGPoint(x: 5, y: 5))

        let redInk = image.inkBox(where: isRed)!
        let blueInk = image.inkBox(where: isBlue)!
        XCTAssertGreaterThanOrEqual(redInk.minX, 5 + width("héllo ") - 1)
        XCTAssertLessThanOrEqual(redInk.maxX, 5 + width("héllo wörld") + 1)
        XCTAssertLessThan(blueInk.minX, redInk.minX - 20)
        XCTAssertGreaterThan(blueInk.maxX, redInk.maxX + 5, "the ✓ after the red word is blue")
    }

    func testCharactersBeforeTheFirstRunAndBetweenRunsTakeTheNearestRun() {
        let text = AttributedText(
            string: "aaa bbb", runs: [TextRun(range: 2..<3, attributes: TextAttributes(font: font, foreground: red))])

        let image = render(TextLayout(text))

        XCTAssertEqual(image.inkCount(where: isRed), image.inkCount { $0.alpha > 96 })
    }

    func testKernWidensTheTextByAboutTheKernPerCharacter() {
        let plain = TextLayout(AttributedText(string: "kerning", attributes: TextAttributes(font: font)))

        let kerned = TextLayout(AttributedText(string: "kerning", attributes: TextAttributes(font: font, kern: 4)))

        XCTAssertGreaterThan(kerned.usedRect.width, plain.usedRect.width + 4 * 5)
    }

    func testUnderlineAddsALineOfInkJustBelowTheBaseline() {
        let plain = TextLayout(AttributedText(string: "ace", attributes: TextAttributes(font: font)))
        let underlined = TextLayout(
            AttributedText(string: "ace", attributes: TextAttributes(font: font, underline: TextDecoration())))
        func fullRowsBelowBaseline(_ layout: TextLayout) -> Int {
            let image = render(layout)
            let ink = image.inkBox()!
            let rows = Int(layout.baseline)..<Int(layout.baseline + 4)
            return rows.filter { y in
                image.inkCount(in: CGRect(x: ink.minX, y: CGFloat(y), width: ink.width, height: 1)) >= Int(ink.width)
                    - 1
            }.count
        }

        XCTAssertEqual(fullRowsBelowBaseline(plain), 0)
        XCTAssertGreaterThan(fullRowsBelowBaseline(underlined), 0)
    }

    func testDoubleUnderlineInksMoreRowsThanSingle() {
        func underlineRows(_ lines: TextDecoration.Lines) -> Int {
            let layout = TextLayout(
                AttributedText(
                    string: "ace", attributes: TextAttributes(font: font, underline: TextDecoration(lines: lines))))
            let image = render(layout)
            let below = CGRect(x: 0, y: layout.baseline + 1, width: 320, height: 30)
            return image.inkCount(in: below)
        }

        XCTAssertGreaterThan(underlineRows(.double), underlineRows(.single))
    }

    func testUnderlineByWordSkipsTheSpaces() {
        let string = "ab    cd"
        let layout = TextLayout(
            AttributedText(
                string: string, attributes: TextAttributes(font: font, underline: TextDecoration(byWord: true))))
        let gap = CGRect(x: width("ab") + 4, y: layout.baseline + 1, width: width("    ") - 8, height: 10)

        let image = render(layout)

        XCTAssertEqual(image.inkCount(in: gap), 0)
        XCTAssertGreaterThan(image.inkCount(in: CGRect(x: 0, y: layout.baseline + 1, width: 320, height: 10)), 0)
    }

    func testStrikethroughCrossesTheTextAboveTheBaseline() {
        let layout = TextLayout(
            AttributedText(string: "ace", attributes: TextAttributes(font: font, strikethrough: TextDecoration())))
        let plain = render(TextLayout(AttributedText(string: "ace", attributes: TextAttributes(font: font))))

        let image = render(layout)

        let ink = plain.inkBox()!
        let rows = Int(ink.minY)..<Int(ink.maxY)
        let fullRow = rows.first { y in
            image.inkCount(in: CGRect(x: ink.minX, y: CGFloat(y), width: ink.width, height: 1)) >= Int(ink.width) - 2
        }
        XCTAssertNotNil(fullRow, "a row of ink crosses all three letters")
        XCTAssertLessThan(CGFloat(fullRow ?? 0), layout.baseline)
    }

    func testBackgroundFillsTheRunsBoxBehindTheGlyphs() {
        let green = TextColor(red: 0, green: 1, blue: 0, alpha: 1)
        let layout = TextLayout(
            AttributedText(string: "ace", attributes: TextAttributes(font: font, background: green)))
        let box = layout.usedRect.offsetBy(dx: 10, dy: 10)

        let image = render(layout, at: CGPoint(x: 10, y: 10))

        let isGreen: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool = {
            $0.alpha > 250 && $0.green > 250 && $0.red < 5
        }
        let greenBox = image.inkBox(where: isGreen)!
        XCTAssertEqual(greenBox.minX, box.minX, accuracy: 1)
        XCTAssertEqual(greenBox.maxX, box.maxX, accuracy: 1)
        XCTAssertEqual(greenBox.minY, box.minY, accuracy: 1)
        XCTAssertEqual(greenBox.maxY, box.maxY, accuracy: 1)
        let inside = CGRect(
            x: box.minX.rounded(.up), y: box.minY.rounded(.up), width: (box.width - 1).rounded(.down),
            height: (box.height - 1).rounded(.down))
        XCTAssertEqual(image.inkCount(in: inside) { $0.alpha < 250 }, 0, "the whole box is filled")
        XCTAssertGreaterThan(image.inkCount(in: box) { $0.alpha > 250 && $0.green < 100 }, 20, "black glyphs on top")
    }

    func testTabularDigitsHaveEqualWidths() {
        let tabular = FontDescription(pointSize: 20, tabularDigits: true)
        func width(_ digits: String) -> CGFloat {
            TextLayout(AttributedText(string: digits, attributes: TextAttributes(font: tabular))).usedRect.width
        }

        XCTAssertEqual(width("1111"), width("8888"), accuracy: 0.01)
    }

    func testBaselineOffsetRaisesTheGlyphs() {
        let plain = TextLayout(AttributedText(string: "x", attributes: TextAttributes(font: font)))

        let raised = TextLayout(AttributedText(string: "x", attributes: TextAttributes(font: font, baselineOffset: 6)))

        let plainBottom = render(plain).inkBox()!.maxY - plain.baseline
        let raisedBottom = render(raised).inkBox()!.maxY - raised.baseline
        XCTAssertEqual(raisedBottom, plainBottom - 6, accuracy: 1)
        XCTAssertEqual(raised.baseline, plain.baseline + 6, accuracy: 0.5, "the line makes room above")
    }

    func testTranslucentRunColoursAndTheContextAlphaMultiply() {
        let context = makeFlippedContext(width: 120, height: 60)
        context.setAlpha(0.5)
        let halfRed = TextColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let layout = TextLayout(
            AttributedText(string: "█", attributes: TextAttributes(font: font, foreground: halfRed)))

        layout.draw(in: context, at: .zero)

        let image = context.makeImage()!
        let alphas = (0..<60).flatMap { y in (0..<120).map { image.pixel(x: $0, y: y).alpha } }
        XCTAssertEqual(Int(alphas.max() ?? 0), 64, accuracy: 2)
    }
}
