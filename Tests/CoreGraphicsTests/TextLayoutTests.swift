import XCTest

@testable import CoreGraphics

final class TextLayoutTests: XCTestCase {
    private func makeLayout(
        _ text: String = "Hello", pointSize: CGFloat = 17,
        weight: FontWeight = .regular, maxWidth: CGFloat? = nil
    ) -> TextLayout {
        TextLayout(text: text, fontFamily: "", pointSize: pointSize, weight: weight, maxWidth: maxWidth)
    }

    func testHelloHasAPositiveSizeAndABaselineInsideIt() {
        let layout = makeLayout()

        let size = layout.size

        XCTAssertGreaterThan(size.width, 0)
        XCTAssertGreaterThan(size.height, 0)
        XCTAssertGreaterThan(layout.baseline, 0)
        XCTAssertLessThan(layout.baseline, size.height)
        XCTAssertEqual(size.width, size.width.rounded(.up))
    }

    func testLargerPointSizeGivesALargerBox() {
        let small = makeLayout(pointSize: 12)

        let large = makeLayout(pointSize: 24)

        XCTAssertGreaterThan(large.size.width, small.size.width)
        XCTAssertGreaterThan(large.size.height, small.size.height)
    }

    func testBoldIsWiderThanRegular() {
        let regular = makeLayout(weight: .regular)

        let bold = makeLayout(weight: .bold)

        XCTAssertGreaterThan(bold.size.width, regular.size.width)
    }

    func testMaxWidthWrapsOntoMoreLines() {
        let oneLine = makeLayout("Hello wide world")

        let wrapped = makeLayout("Hello wide world", maxWidth: 60)

        XCTAssertEqual(oneLine.lineCount, 1)
        XCTAssertGreaterThan(wrapped.lineCount, 1)
        XCTAssertLessThanOrEqual(wrapped.size.width, 60)
        XCTAssertGreaterThan(wrapped.size.height, oneLine.size.height)
    }

    func testDrawingPutsDarkPixelsInsideTheBoxAndNoneOutside() {
        let context = makeFlippedContext(width: 120, height: 60)
        let layout = makeLayout()
        let origin = CGPoint(x: 10, y: 12)
        let box = CGRect(origin: origin, size: layout.size)

        layout.draw(in: context, at: origin, color: .black)

        let image = context.makeImage()!
        var inside = 0
        var outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 128 {
                if box.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) { inside += 1 } else { outside += 1 }
            }
        }
        XCTAssertGreaterThan(inside, 20)
        XCTAssertEqual(outside, 0)
    }

    func testTextIsUprightInAFlippedContext() {
        let context = makeFlippedContext(width: 120, height: 60)
        let layout = makeLayout("T", pointSize: 40)

        layout.draw(in: context, at: .zero, color: .black)

        // The bar of a "T" is at its top: the first inked row holds far more ink than the stem near the baseline.
        let image = context.makeImage()!
        let baseline = Int(layout.baseline)
        func ink(row: Int) -> Int { (0..<image.width).filter { image.pixel(x: $0, y: row).alpha > 128 }.count }
        let top = (0..<baseline).first { ink(row: $0) > 0 } ?? baseline
        XCTAssertLessThan(top, baseline - 10)
        XCTAssertGreaterThan(ink(row: top + 1), ink(row: baseline - 2) * 3)
    }

    func testInAnUnflippedContextTextExtendsUpwardsFromTheOrigin() {
        let context = makeBitmapContext(width: 120, height: 60)
        let layout = makeLayout()

        layout.draw(in: context, at: CGPoint(x: 10, y: 10), color: .black)

        // User y 10 is buffer row 50; the layout covers user y 10...10+h, buffer rows 50-h...50.
        let image = context.makeImage()!
        let inkedRows = (0..<60).filter { y in (0..<120).contains { image.pixel(x: $0, y: y).alpha > 128 } }
        XCTAssertFalse(inkedRows.isEmpty)
        XCTAssertGreaterThanOrEqual(inkedRows.min() ?? 0, 50 - Int(layout.size.height))
        XCTAssertLessThan(inkedRows.max() ?? 60, 50)
    }

    func testDrawingUsesTheColourAndTheContextAlpha() {
        let context = makeFlippedContext(width: 120, height: 60)
        context.setAlpha(0.5)

        makeLayout("█", pointSize: 40).draw(in: context, at: .zero, color: Paint.redColor)

        let image = context.makeImage()!
        let alphas = (0..<60).flatMap { y in (0..<120).map { image.pixel(x: $0, y: y) } }.filter { $0.alpha > 0 }
        XCTAssertEqual(Int(alphas.map(\.alpha).max() ?? 0), 128, accuracy: 1)
        XCTAssertTrue(alphas.allSatisfy { $0.red >= 250 && $0.green <= 5 })
    }
}
