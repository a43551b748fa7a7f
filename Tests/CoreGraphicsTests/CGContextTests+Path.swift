import XCTest

@testable import CoreGraphics

final class CGContextPathTests: XCTestCase {
    func testNewContextHasAnEmptyPath() {
        let context = makeFlippedContext()

        XCTAssertTrue(context.isPathEmpty)
        XCTAssertEqual(context.currentPointOfPath, .zero)
        XCTAssertTrue(context.boundingBoxOfPath.isNull)
    }

    func testLineWithoutCurrentPointIsIgnored() {
        let context = makeFlippedContext()

        context.addLine(to: CGPoint(x: 10, y: 10))

        XCTAssertTrue(context.isPathEmpty)
    }

    func testCurrentPointFollowsTheLastSegment() {
        let context = makeFlippedContext()
        context.move(to: CGPoint(x: 5, y: 5))

        context.addQuadCurve(to: CGPoint(x: 30, y: 5), control: CGPoint(x: 15, y: 40))

        XCTAssertEqual(context.currentPointOfPath.x, 30, accuracy: 1e-9)
        XCTAssertEqual(context.currentPointOfPath.y, 5, accuracy: 1e-9)
    }

    func testPathPointsStayWhereTheyWereAddedWhenTheCTMChanges() {
        let context = makeFlippedContext()
        context.move(to: .zero)

        context.translateBy(x: 10, y: 10)
        context.addLine(to: .zero)

        XCTAssertEqual(context.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 10, height: 10))
    }

    func testFillAfterTranslatingPaintsTheRectWhereItWasAdded() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))

        context.translateBy(x: 50, y: 50)
        context.fillPath()

        XCTAssertEqual(context.rgba(5, 5), Paint.red)
        XCTAssertEqual(context.rgba(55, 55), Paint.none)
    }

    func testBeginPathDiscardsThePath() {
        let context = makeFlippedContext()
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))

        context.beginPath()

        XCTAssertTrue(context.isPathEmpty)
    }

    func testAddPathMatchesThePathsOwnContainment() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 10, y: 10, width: 80, height: 80), cornerWidth: 30, cornerHeight: 30)

        context.addPath(path)
        let bounds = context.boundingBoxOfPath
        context.fillPath()

        XCTAssertEqual(bounds, path.boundingBox)
        XCTAssertEqual(context.rgba(50, 50), Paint.red)
        XCTAssertEqual(context.rgba(13, 13), Paint.none)
        XCTAssertEqual(context.rgba(13, 50), Paint.red)
    }

    func testTangentArcRoundsTheCorner() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        context.move(to: CGPoint(x: 10, y: 90))
        context.addArc(tangent1End: CGPoint(x: 10, y: 10), tangent2End: CGPoint(x: 90, y: 10), radius: 40)
        context.addLine(to: CGPoint(x: 90, y: 90))

        let end = context.path?.elements.dropLast().last?.endPoint
        context.fillPath()

        XCTAssertEqual(end?.x ?? 0, 50, accuracy: 1e-9)
        XCTAssertEqual(context.rgba(15, 15), Paint.none)
        XCTAssertEqual(context.rgba(40, 40), Paint.red)
    }

    func testContextPathConvertsToACGPathInUserSpace() {
        let context = makeFlippedContext()
        context.scaleBy(x: 2, y: 2)
        context.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))

        let path = context.path

        XCTAssertEqual(path?.boundingBox, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertTrue(context.pathContains(CGPoint(x: 2, y: 4), mode: .fill))
        XCTAssertFalse(context.pathContains(CGPoint(x: 10, y: 4), mode: .fill))
    }
}
