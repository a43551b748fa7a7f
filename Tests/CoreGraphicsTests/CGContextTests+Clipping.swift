import XCTest

@testable import CoreGraphics

final class CGContextClippingTests: XCTestCase {
    func testClipToRectLimitsPainting() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 100))

        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))

        XCTAssertEqual(context.rgba(25, 50), Paint.red)
        XCTAssertEqual(context.rgba(75, 50), Paint.none)
    }

    func testClipsIntersect() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        context.clip(to: CGRect(x: 0, y: 0, width: 60, height: 100))
        context.clip(to: CGRect(x: 40, y: 0, width: 60, height: 100))

        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))

        XCTAssertEqual(context.rgba(50, 50), Paint.red)
        XCTAssertEqual(context.rgba(20, 50), Paint.none)
        XCTAssertEqual(context.rgba(80, 50), Paint.none)
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 40, y: 0, width: 20, height: 100))
    }

    func testEvenOddPathClipLeavesAHole() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        context.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        context.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))

        context.clip(using: .evenOdd)
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))

        XCTAssertEqual(context.rgba(50, 50), Paint.none)
        XCTAssertEqual(context.rgba(10, 10), Paint.red)
        XCTAssertTrue(context.isPathEmpty)
    }

    func testClipToRectsUsesTheirUnion() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        context.clip(to: [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 80, y: 80, width: 20, height: 20)])

        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))

        XCTAssertEqual(context.rgba(10, 10), Paint.red)
        XCTAssertEqual(context.rgba(90, 90), Paint.red)
        XCTAssertEqual(context.rgba(50, 50), Paint.none)
    }

    func testResetClipRemovesTheClip() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))

        context.resetClip()
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))

        XCTAssertEqual(context.rgba(50, 50), Paint.red)
    }

    func testUnclippedBoundingBoxIsTheWholeContextInUserSpace() {
        let context = makeFlippedContext(width: 100, height: 80)
        context.scaleBy(x: 2, y: 2)

        let box = context.boundingBoxOfClipPath

        XCTAssertEqual(box, CGRect(x: 0, y: 0, width: 50, height: 40))
    }
}
