import XCTest

@testable import CoreGraphics

final class CGPathTests: XCTestCase {
    func testNewMutablePathIsEmptyWithNullBounds() {
        let path = CGMutablePath()

        XCTAssertTrue(path.isEmpty)
        XCTAssertTrue(path.boundingBox.isNull)
        XCTAssertTrue(path.boundingBoxOfPath.isNull)
        XCTAssertEqual(path.currentPoint, .zero)
    }

    func testLineWithoutCurrentPointIsIgnored() {
        let path = CGMutablePath()

        path.addLine(to: CGPoint(x: 10, y: 10))

        XCTAssertTrue(path.isEmpty)
    }

    func testBoundingBoxIncludesControlPointsButBoundingBoxOfPathDoesNot() {
        let path = CGMutablePath()
        path.move(to: .zero)

        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))

        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(path.boundingBoxOfPath.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(path.boundingBoxOfPath.height, 50, accuracy: 1e-9)
        XCTAssertEqual(path.boundingBoxOfPath.width, 100, accuracy: 1e-9)
    }

    func testCubicBoundingBoxOfPathFindsTheCurveExtremum() {
        let path = CGMutablePath()
        path.move(to: .zero)

        path.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 0, y: 40), control2: CGPoint(x: 30, y: 40))

        XCTAssertEqual(path.boundingBoxOfPath.height, 30, accuracy: 1e-9)
        XCTAssertEqual(path.boundingBox.height, 40, accuracy: 1e-9)
    }

    func testCurrentPointAfterCloseIsTheSubpathStart() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 1, y: 2), CGPoint(x: 10, y: 2), CGPoint(x: 10, y: 9)])

        path.closeSubpath()

        XCTAssertEqual(path.currentPoint, CGPoint(x: 1, y: 2))
    }

    func testRectPathContainsItsInteriorOnly() {
        let path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)

        XCTAssertTrue(path.contains(CGPoint(x: 20, y: 20)))
        XCTAssertFalse(path.contains(CGPoint(x: 5, y: 20)))
        XCTAssertFalse(path.contains(CGPoint(x: 20, y: 35)))
    }

    func testEvenOddExcludesTheInnerOfTwoNestedRectangles() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))

        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))

        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
    }

    func testEllipseContainsItsCenterButNotTheRectCorners() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)

        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 25)))
        XCTAssertTrue(path.contains(CGPoint(x: 98, y: 25)))
        XCTAssertFalse(path.contains(CGPoint(x: 5, y: 5)))
        XCTAssertEqual(path.boundingBoxOfPath.width, 100, accuracy: 1e-9)
        XCTAssertEqual(path.boundingBoxOfPath.height, 50, accuracy: 1e-9)
    }

    func testRoundedRectLeavesItsCornersOut() {
        let path = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 20, cornerHeight: 10,
            transform: nil)

        XCTAssertFalse(path.contains(CGPoint(x: 2, y: 1)))
        XCTAssertTrue(path.contains(CGPoint(x: 20, y: 1)))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 30)))
        XCTAssertEqual(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    func testCounterClockwiseArcSweepsIncreasingAngles() {
        let path = CGMutablePath()
        path.move(to: .zero)

        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        path.closeSubpath()

        XCTAssertTrue(path.contains(CGPoint(x: 4, y: 4)))
        XCTAssertFalse(path.contains(CGPoint(x: -4, y: -4)))
        XCTAssertEqual(path.currentPoint.x, 0, accuracy: 1e-9)
    }

    func testClockwiseArcSweepsDecreasingAngles() {
        let path = CGMutablePath()
        path.move(to: .zero)

        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        path.closeSubpath()

        XCTAssertFalse(path.contains(CGPoint(x: 4, y: 4)))
        XCTAssertTrue(path.contains(CGPoint(x: -4, y: -4)))
        XCTAssertTrue(path.contains(CGPoint(x: 4, y: -4)))
    }

    func testFullTurnArcIsACircle() {
        let path = CGMutablePath()

        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)

        XCTAssertEqual(path.boundingBoxOfPath.minX, 40, accuracy: 1e-6)
        XCTAssertEqual(path.boundingBoxOfPath.height, 20, accuracy: 1e-6)
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 42)))
    }

    func testArcWithoutCurrentPointStartsASubpathAtItsStart() {
        let path = CGMutablePath()

        path.addArc(center: CGPoint(x: 1, y: 2), radius: 5, startAngle: 0, endAngle: .pi, clockwise: true)

        XCTAssertEqual(path.elements.first, .move(to: CGPoint(x: 6, y: 2)))
    }

    func testTangentArcEndsAtTheSecondTangentPoint() {
        let path = CGMutablePath()
        path.move(to: .zero)

        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)

        XCTAssertEqual(path.currentPoint.x, 100, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.y, 20, accuracy: 1e-9)
        XCTAssertEqual(path.boundingBoxOfPath.maxX, 100, accuracy: 1e-9)
        XCTAssertTrue(path.elements.contains(.line(to: CGPoint(x: 80, y: 0))))
    }

    func testTransformIsAppliedToAddedPoints() {
        let path = CGMutablePath()

        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 7))

        XCTAssertEqual(path.boundingBox, CGRect(x: 5, y: 7, width: 10, height: 10))
    }

    func testPointerTransformIsAppliedByTheConvenienceInitializers() {
        var scale = CGAffineTransform(scaleX: 2, y: 3)

        let path = CGPath(rect: CGRect(x: 1, y: 1, width: 10, height: 10), transform: &scale)

        XCTAssertEqual(path.boundingBox, CGRect(x: 2, y: 3, width: 20, height: 30))
    }

    func testCopyIsASnapshotUnaffectedByLaterMutation() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))

        let snapshot = path.copy()!
        path.addRect(CGRect(x: 50, y: 50, width: 10, height: 10))

        XCTAssertFalse(snapshot is CGMutablePath)
        XCTAssertEqual(snapshot.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertNotEqual(snapshot, path)
        XCTAssertEqual(snapshot.mutableCopy(), snapshot)
    }

    func testAddPathAppendsTheOtherPathsSubpaths() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))

        path.addPath(CGPath(rect: CGRect(x: 20, y: 0, width: 10, height: 10), transform: nil))

        XCTAssertTrue(path.contains(CGPoint(x: 5, y: 5)))
        XCTAssertTrue(path.contains(CGPoint(x: 25, y: 5)))
        XCTAssertFalse(path.contains(CGPoint(x: 15, y: 5)))
    }

    func testLineAfterCloseStartsANewSubpathAtTheClosedStart() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))

        path.addLine(to: CGPoint(x: 20, y: 20))

        XCTAssertEqual(Array(path.elements.suffix(2)), [.move(to: .zero), .line(to: CGPoint(x: 20, y: 20))])
    }

    func testApplyWithBlockReportsEachElementType() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1, y: 0))
        path.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1, y: 1))
        path.addCurve(to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 2, y: 1), control2: CGPoint(x: 3, y: 1))
        path.closeSubpath()
        var types: [CGPathElementType] = []
        var lastCurveEnd = CGPoint.zero

        path.applyWithBlock { element in
            types.append(element.pointee.type)
            if element.pointee.type == .addCurveToPoint { lastCurveEnd = element.pointee.points[2] }
        }

        XCTAssertEqual(types, [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        XCTAssertEqual(lastCurveEnd, CGPoint(x: 3, y: 0))
    }

    func testApplyCallsTheFunctionWithInfoForEachElement() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        var count = 0

        withUnsafeMutablePointer(to: &count) { counter in
            path.apply(info: counter) { info, _ in
                info!.assumingMemoryBound(to: Int.self).pointee += 1
            }
        }

        XCTAssertEqual(count, 5)
    }
}
