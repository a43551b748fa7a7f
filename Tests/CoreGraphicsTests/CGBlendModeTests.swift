import XCTest

@testable import CoreGraphics

/// Blend modes against the formulas in Apple's documentation, each checked inside the shape and,
/// because Core Graphics only ever changes the shape's pixels, just outside it.
final class CGBlendModeTests: XCTestCase {
    /// The destination everywhere: (0.2, 0.4, 0.8) at `alpha`.
    private func makeDestination(alpha: CGFloat = 1) -> CGContext {
        let context = makeFlippedContext(width: 20, height: 20)
        context.setFillColor(red: 0.2, green: 0.4, blue: 0.8, alpha: alpha)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        return context
    }

    /// Fills the middle of `context` with `color` in `mode`.
    private func paint(_ context: CGContext, _ mode: CGBlendMode, _ color: CGColor) {
        context.setBlendMode(mode)
        context.setFillColor(color)
        context.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    private let source = CGColor(red: 1, green: 0.6, blue: 0.2, alpha: 1)

    func testRawValuesAreApples() {
        XCTAssertEqual(CGBlendMode.normal.rawValue, 0)
        XCTAssertEqual(CGBlendMode.luminosity.rawValue, 15)
        XCTAssertEqual(CGBlendMode.clear.rawValue, 16)
        XCTAssertEqual(CGBlendMode.copy.rawValue, 17)
        XCTAssertEqual(CGBlendMode.destinationOut.rawValue, 23)
        XCTAssertEqual(CGBlendMode.xor.rawValue, 25)
        XCTAssertEqual(CGBlendMode(rawValue: 26), .plusDarker)
        XCTAssertEqual(CGBlendMode(rawValue: 27), .plusLighter)
        XCTAssertNil(CGBlendMode(rawValue: 28))
    }

    func testNormalPaintsTheSourceOver() {
        let context = makeDestination()
        paint(context, .normal, CGColor(red: 1, green: 0.6, blue: 0.2, alpha: 0.5))
        // S + D(1 - Sa)
        XCTAssertPixel(context, 10, 10, [byte(0.6), byte(0.5), byte(0.5), 255])
        XCTAssertPixel(context, 2, 2, [51, 102, 204, 255])
    }

    func testMultiplyMultipliesTheColours() {
        let context = makeDestination()
        paint(context, .multiply, source)
        XCTAssertPixel(context, 10, 10, [byte(0.2), byte(0.24), byte(0.16), 255])
        XCTAssertPixel(context, 2, 2, [51, 102, 204, 255])
    }

    func testScreenInvertsMultipliesAndInvertsBack() {
        let context = makeDestination()
        paint(context, .screen, source)
        // S + D - S*D
        XCTAssertPixel(context, 10, 10, [255, byte(0.76), byte(0.84), 255])
    }

    func testDifferenceSubtractsTheDarkerFromTheLighter() {
        let context = makeDestination()
        paint(context, .difference, source)
        XCTAssertPixel(context, 10, 10, [byte(0.8), byte(0.2), byte(0.6), 255])
        XCTAssertPixel(context, 2, 2, [51, 102, 204, 255])
    }

    func testCopyReplacesTheDestinationWithTheSourceInsideTheShapeOnly() {
        let context = makeDestination()
        paint(context, .copy, CGColor(red: 1, green: 0.6, blue: 0.2, alpha: 0.5))
        XCTAssertPixel(context, 10, 10, [255, 153, 51, 128])
        XCTAssertPixel(context, 2, 2, [51, 102, 204, 255])
    }

    func testClearClearsTheShapeOnly() {
        let context = makeDestination()
        paint(context, .clear, source)
        XCTAssertPixel(context, 10, 10, [0, 0, 0, 0])
        XCTAssertPixel(context, 2, 2, [51, 102, 204, 255])
    }

    func testSourceInKeepsTheSourceWhereTheDestinationIsAndNothingOutsideChanges() {
        let context = makeDestination(alpha: 0.5)
        paint(context, .sourceIn, source)
        // R = S * Da: the source colour at the destination's alpha.
        XCTAssertPixel(context, 10, 10, [255, 153, 51, 128])
        // cairo's IN would clear this; Core Graphics leaves it.
        XCTAssertPixel(context, 2, 2, [51, 102, 204, 128])
    }

    func testSourceOutKeepsTheSourceWhereTheDestinationIsNot() {
        let context = makeDestination(alpha: 0.25)
        paint(context, .sourceOut, source)
        // R = S * (1 - Da)
        XCTAssertPixel(context, 10, 10, [255, 153, 51, 191])
        // Stored premultiplied at alpha 64, so the colour reads back less exactly.
        XCTAssertPixel(context, 2, 2, [51, 102, 204, 64], tolerance: 4)
    }

    func testDestinationInKeepsTheDestinationByTheSourceAlpha() {
        let context = makeDestination()
        paint(context, .destinationIn, CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        // R = D * Sa
        XCTAssertPixel(context, 10, 10, [51, 102, 204, 128])
        XCTAssertPixel(context, 2, 2, [51, 102, 204, 255])
    }

    func testDestinationOutErasesByTheSourceAlpha() {
        let context = makeDestination()
        paint(context, .destinationOut, CGColor(red: 1, green: 0, blue: 0, alpha: 0.75))
        // R = D * (1 - Sa)
        XCTAssertPixel(context, 10, 10, [51, 102, 204, 64])
        XCTAssertPixel(context, 2, 2, [51, 102, 204, 255])
    }

    func testDestinationAtopOnlyTouchesTheShape() {
        let context = makeDestination(alpha: 0.5)
        paint(context, .destinationAtop, source)
        // R = S*(1 - Da) + D*Sa: half source, half destination, opaque.
        XCTAssertPixel(context, 10, 10, [byte(0.6), byte(0.5), byte(0.5), 255])
        XCTAssertPixel(context, 2, 2, [51, 102, 204, 128])
    }

    func testPlusLighterAddsAndSaturates() {
        let context = makeDestination()
        paint(context, .plusLighter, CGColor(red: 0.5, green: 0.3, blue: 0.1, alpha: 1))
        XCTAssertPixel(context, 10, 10, [byte(0.7), byte(0.7), byte(0.9), 255])
        paint(context, .plusLighter, CGColor(red: 0.5, green: 0.3, blue: 0.1, alpha: 1))
        XCTAssertPixel(context, 10, 10, [255, 255, 255, 255])
    }

    func testXorKeepsEachWhereTheOtherIsNot() {
        let context = makeFlippedContext(width: 20, height: 20)
        context.setFillColor(Paint.blueColor)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        context.setBlendMode(.xor)
        context.setFillColor(Paint.redColor)
        context.fill(CGRect(x: 5, y: 0, width: 15, height: 20))
        XCTAssertPixel(context, 2, 10, Paint.blue.map(Int.init))
        XCTAssertPixel(context, 7, 10, [0, 0, 0, 0])
        XCTAssertPixel(context, 15, 10, Paint.red.map(Int.init))
    }

    func testUnboundedModesRespectTheClipAndAntialiasedEdges() {
        let context = makeDestination()
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        context.setBlendMode(.destinationIn)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 0))
        context.fill(CGRect(x: 5, y: 5, width: 10.5, height: 10))
        XCTAssertPixel(context, 7, 10, [0, 0, 0, 0])
        XCTAssertPixel(context, 12, 10, [51, 102, 204, 255], "outside the clip")
        XCTAssertPixel(context, 7, 2, [51, 102, 204, 255], "outside the shape")
    }

    func testBlendModeIsSavedAndRestoredWithTheGraphicsState() {
        let context = makeDestination()
        context.saveGState()
        context.setBlendMode(.clear)
        XCTAssertEqual(context.blendMode, .clear)
        context.restoreGState()
        XCTAssertEqual(context.blendMode, .normal)
        paint(context, context.blendMode, source)
        XCTAssertPixel(context, 10, 10, [255, 153, 51, 255])
    }

    func testStrokesAreBlendedToo() {
        let context = makeDestination()
        context.setBlendMode(.multiply)
        context.setStrokeColor(source)
        context.setLineWidth(4)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)])
        XCTAssertPixel(context, 10, 10, [byte(0.2), byte(0.24), byte(0.16), 255])
        XCTAssertPixel(context, 10, 3, [51, 102, 204, 255])
    }
}
