import XCTest

@testable import CoreGraphics

/// `replacePathWithStrokedPath()`: the path becomes the outline of its stroke, with the context's
/// line style.
final class CGContextStrokedPathTests: XCTestCase {
    func testFillingTheReplacedPathPaintsTheRingAStrokeWouldPaint() {
        let context = makeFlippedContext()
        context.addEllipse(in: CGRect(x: 20, y: 20, width: 60, height: 60))
        context.setLineWidth(10)
        context.setFillColor(Paint.redColor)

        context.replacePathWithStrokedPath()
        context.fillPath()

        XCTAssertEqual(context.rgba(50, 20), Paint.red, "on the circle")
        XCTAssertEqual(context.rgba(50, 16), Paint.red, "inside the stroke's outer half")
        XCTAssertEqual(context.rgba(50, 24), Paint.red, "inside the stroke's inner half")
        XCTAssertEqual(context.rgba(50, 50), Paint.none, "the middle stays empty")
        XCTAssertEqual(context.rgba(50, 12), Paint.none, "beyond the stroke")
    }

    func testTheBoundingBoxGrowsByHalfTheLineWidth() {
        let context = makeFlippedContext()
        context.addRect(CGRect(x: 20, y: 30, width: 40, height: 20))
        context.setLineWidth(8)

        context.replacePathWithStrokedPath()

        let box = context.boundingBoxOfPath
        XCTAssertEqual(box.minX, 16, accuracy: 0.05)
        XCTAssertEqual(box.minY, 26, accuracy: 0.05)
        XCTAssertEqual(box.maxX, 64, accuracy: 0.05)
        XCTAssertEqual(box.maxY, 54, accuracy: 0.05)
    }

    func testTheDashIsFollowed() {
        let context = makeFlippedContext()
        context.move(to: CGPoint(x: 0, y: 50))
        context.addLine(to: CGPoint(x: 100, y: 50))
        context.setLineWidth(6)
        context.setLineDash(phase: 0, lengths: [10, 10])
        context.setFillColor(Paint.redColor)

        context.replacePathWithStrokedPath()
        context.fillPath()

        XCTAssertEqual(context.rgba(5, 50), Paint.red)
        XCTAssertEqual(context.rgba(15, 50), Paint.none)
        XCTAssertEqual(context.rgba(25, 50), Paint.red)
    }

    func testAnEmptyPathStaysEmpty() {
        let context = makeFlippedContext()

        context.replacePathWithStrokedPath()

        XCTAssertTrue(context.isPathEmpty)
    }
}
