import XCTest

@testable import CoreGraphics

final class CGContextPaintingTests: XCTestCase {
    func testFillPathPaintsInsideAndNotOutside() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        context.addRect(CGRect(x: 20, y: 20, width: 40, height: 40))

        context.fillPath()

        XCTAssertEqual(context.rgba(40, 40), Paint.red)
        XCTAssertEqual(context.rgba(70, 40), Paint.none)
        XCTAssertTrue(context.isPathEmpty)
    }

    func testEvenOddFillLeavesTheHoleOfNestedRectangles() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        context.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        context.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))

        context.fillPath(using: .evenOdd)

        XCTAssertEqual(context.rgba(50, 50), Paint.none)
        XCTAssertEqual(context.rgba(10, 50), Paint.red)
    }

    func testStrokePathPaintsTheOutlineOnly() {
        let context = makeFlippedContext()
        context.setStrokeColor(Paint.blueColor)
        context.setLineWidth(4)
        context.addRect(CGRect(x: 20, y: 20, width: 60, height: 60))

        context.strokePath()

        XCTAssertEqual(context.rgba(20, 50), Paint.blue)
        XCTAssertEqual(context.rgba(50, 50), Paint.none)
        XCTAssertEqual(context.rgba(24, 50), Paint.none)
    }

    func testDefaultLineWidthIsOnePoint() {
        let context = makeFlippedContext()
        context.setStrokeColor(Paint.blueColor)

        context.strokeLineSegments(between: [CGPoint(x: 0, y: 10.5), CGPoint(x: 100, y: 10.5)])

        XCTAssertEqual(context.rgba(50, 10), Paint.blue)
        XCTAssertEqual(context.rgba(50, 9), Paint.none)
        XCTAssertEqual(context.rgba(50, 11), Paint.none)
    }

    func testFillStrokePaintsTheStrokeOverTheFill() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        context.setStrokeColor(Paint.blueColor)
        context.setLineWidth(6)
        context.addEllipse(in: CGRect(x: 20, y: 20, width: 60, height: 60))

        context.drawPath(using: .fillStroke)

        XCTAssertEqual(context.rgba(50, 50), Paint.red)
        XCTAssertEqual(context.rgba(50, 20), Paint.blue)
        XCTAssertEqual(context.rgba(22, 22), Paint.none)
    }

    func testFillRectsPaintsEveryRectangle() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)

        context.fill([CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 50, y: 50, width: 10, height: 10)])

        XCTAssertEqual(context.rgba(5, 5), Paint.red)
        XCTAssertEqual(context.rgba(55, 55), Paint.red)
        XCTAssertEqual(context.rgba(30, 30), Paint.none)
    }

    func testStrokeLineSegmentsDoesNotJoinThePairs() {
        let context = makeFlippedContext()
        context.setStrokeColor(Paint.blueColor)
        context.setLineWidth(4)

        context.strokeLineSegments(between: [
            CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 10),
            CGPoint(x: 10, y: 90), CGPoint(x: 90, y: 90),
        ])

        XCTAssertEqual(context.rgba(50, 10), Paint.blue)
        XCTAssertEqual(context.rgba(50, 90), Paint.blue)
        XCTAssertEqual(context.rgba(90, 50), Paint.none)
    }

    func testStrokeRectWithWidthLeavesTheStateLineWidth() {
        let context = makeFlippedContext()
        context.setStrokeColor(Paint.blueColor)
        context.stroke(CGRect(x: 20, y: 20, width: 60, height: 60), width: 10)

        context.strokeLineSegments(between: [CGPoint(x: 0, y: 95.5), CGPoint(x: 100, y: 95.5)])

        XCTAssertEqual(context.rgba(50, 16), Paint.blue)
        XCTAssertEqual(context.rgba(50, 95), Paint.blue)
        XCTAssertEqual(context.rgba(50, 97), Paint.none)
    }

    func testDashesAlternatePaintedAndUnpaintedLengths() {
        let context = makeFlippedContext()
        context.setStrokeColor(Paint.blueColor)
        context.setLineWidth(4)

        context.setLineDash(phase: 0, lengths: [10, 10])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 10), CGPoint(x: 100, y: 10)])

        XCTAssertEqual(context.rgba(5, 10), Paint.blue)
        XCTAssertEqual(context.rgba(15, 10), Paint.none)
        XCTAssertEqual(context.rgba(25, 10), Paint.blue)
    }

    func testDashPhaseShiftsThePattern() {
        let context = makeFlippedContext()
        context.setStrokeColor(Paint.blueColor)
        context.setLineWidth(4)

        context.setLineDash(phase: 5, lengths: [10, 10])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 10), CGPoint(x: 100, y: 10)])

        XCTAssertEqual(context.rgba(2, 10), Paint.blue)
        XCTAssertEqual(context.rgba(10, 10), Paint.none)
        XCTAssertEqual(context.rgba(17, 10), Paint.blue)
    }

    func testEmptyDashLengthsGiveASolidLine() {
        let context = makeFlippedContext()
        context.setStrokeColor(Paint.blueColor)
        context.setLineWidth(4)
        context.setLineDash(phase: 0, lengths: [10, 10])

        context.setLineDash(phase: 0, lengths: [])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 10), CGPoint(x: 100, y: 10)])

        XCTAssertEqual(context.rgba(15, 10), Paint.blue)
    }

    func testSquareCapExtendsTheLineButButtDoesNot() {
        let butt = makeFlippedContext()
        let square = makeFlippedContext()
        for (context, cap) in [(butt, CGLineCap.butt), (square, .square)] {
            context.setStrokeColor(Paint.blueColor)
            context.setLineWidth(10)
            context.setLineCap(cap)

            context.strokeLineSegments(between: [CGPoint(x: 20, y: 50), CGPoint(x: 80, y: 50)])
        }

        XCTAssertEqual(butt.rgba(17, 50), Paint.none)
        XCTAssertEqual(square.rgba(17, 50), Paint.blue)
    }

    func testBevelJoinCutsTheCornerThatMiterFills() {
        let miter = makeFlippedContext()
        let bevel = makeFlippedContext()
        for (context, join) in [(miter, CGLineJoin.miter), (bevel, .bevel)] {
            context.setStrokeColor(Paint.blueColor)
            context.setLineWidth(20)
            context.setLineJoin(join)
            context.addLines(between: [CGPoint(x: 20, y: 80), CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 20)])

            context.strokePath()
        }

        XCTAssertEqual(miter.rgba(12, 12), Paint.blue)
        XCTAssertEqual(bevel.rgba(12, 12), Paint.none)
    }

    func testGrayFillColorPaintsGray() {
        let context = makeFlippedContext()
        context.setFillColor(gray: 1, alpha: 1)

        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))

        XCTAssertEqual(context.rgba(5, 5), [255, 255, 255, 255])
    }

    func testAlphaScalesThePaintedCoverage() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        context.setAlpha(0.5)

        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))

        XCTAssertEqual(Double(context.alpha(5, 5)), 127.5, accuracy: 1)
    }

    func testDisablingAntialiasingGivesHardEdges() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        context.setShouldAntialias(false)

        context.fillEllipse(in: CGRect(x: 10.3, y: 10.3, width: 70.4, height: 70.4))

        let image = context.makeImage()!
        for y in 0..<100 {
            for x in 0..<100 {
                let alpha = image.pixel(x: x, y: y).alpha
                XCTAssertTrue(alpha == 0 || alpha == 255, "partial coverage \(alpha) at (\(x), \(y))")
            }
        }
    }
}
