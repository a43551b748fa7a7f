import XCTest

@testable import CoreGraphics

/// `clockwise` is defined in user space (decreasing angle). Each test fills the pie slice from angle 0
/// to π/2 about the centre of a 100×100 context; the quarter between those angles lies at +x, +y in
/// user space, which is the bottom-right of the buffer when flipped and the top-right when not.
final class CGContextArcTests: XCTestCase {
    private func fillSlice(in context: CGContext, clockwise: Bool) {
        context.setFillColor(Paint.redColor)
        context.move(to: CGPoint(x: 50, y: 50))
        context.addArc(
            center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2,
            clockwise: clockwise)
        context.closePath()
        context.fillPath()
    }

    func testCounterClockwiseQuarterInAFlippedContextIsBottomRightOnScreen() {
        let context = makeFlippedContext()

        fillSlice(in: context, clockwise: false)

        XCTAssertEqual(context.rgba(70, 70), Paint.red)
        XCTAssertEqual(context.rgba(70, 30), Paint.none)
        XCTAssertEqual(context.rgba(30, 30), Paint.none)
        XCTAssertEqual(context.rgba(30, 70), Paint.none)
    }

    func testClockwiseInAFlippedContextSweepsTheOtherThreeQuartersLookingCounterClockwise() {
        let context = makeFlippedContext()

        fillSlice(in: context, clockwise: true)

        XCTAssertEqual(context.rgba(70, 70), Paint.none)
        XCTAssertEqual(context.rgba(70, 30), Paint.red)
        XCTAssertEqual(context.rgba(30, 30), Paint.red)
        XCTAssertEqual(context.rgba(30, 70), Paint.red)
    }

    func testCounterClockwiseQuarterInAnUnflippedContextIsTopRightOnScreen() {
        let context = makeBitmapContext()

        fillSlice(in: context, clockwise: false)

        XCTAssertEqual(context.rgba(70, 30), Paint.red)
        XCTAssertEqual(context.rgba(70, 70), Paint.none)
        XCTAssertEqual(context.rgba(30, 30), Paint.none)
    }

    func testClockwiseInAnUnflippedContextLooksClockwise() {
        let context = makeBitmapContext()

        fillSlice(in: context, clockwise: true)

        XCTAssertEqual(context.rgba(70, 30), Paint.none)
        XCTAssertEqual(context.rgba(70, 70), Paint.red)
        XCTAssertEqual(context.rgba(30, 30), Paint.red)
        XCTAssertEqual(context.rgba(30, 70), Paint.red)
    }

    func testArcAfterAPointAddsALineToItsStart() {
        let context = makeFlippedContext()
        context.move(to: CGPoint(x: 0, y: 0))

        context.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)

        XCTAssertEqual(context.path?.elements[1], .line(to: CGPoint(x: 60, y: 50)))
        XCTAssertEqual(context.currentPointOfPath.x, 40, accuracy: 1e-9)
    }
}
