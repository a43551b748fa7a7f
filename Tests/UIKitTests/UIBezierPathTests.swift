import UIKit
import XCTest

final class UIBezierPathTests: XCTestCase {
    // MARK: - Creating

    func testNewPathIsEmptyWithTheDefaultLineStyle() {
        let path = UIBezierPath()

        XCTAssertTrue(path.isEmpty)
        XCTAssertTrue(path.bounds.isNull)
        XCTAssertEqual(path.currentPoint, .zero)
        XCTAssertEqual(path.lineWidth, 1)
        XCTAssertEqual(path.lineCapStyle, .butt)
        XCTAssertEqual(path.lineJoinStyle, .miter)
        XCTAssertEqual(path.miterLimit, 10)
        XCTAssertEqual(path.flatness, 0.6)
        XCTAssertFalse(path.usesEvenOddFillRule)
    }

    func testRectGoesClockwiseOnScreenFromTheTopLeft() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))

        XCTAssertEqual(
            path.cgPath.elements,
            [
                .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 40, y: 20)), .line(to: CGPoint(x: 40, y: 60)),
                .line(to: CGPoint(x: 10, y: 60)), .close,
            ])
    }

    func testOvalIsInscribedInItsRect() {
        let path = UIBezierPath(ovalIn: CGRect(x: 10, y: 20, width: 60, height: 40))

        XCTAssertEqual(path.bounds, CGRect(x: 10, y: 20, width: 60, height: 40))
        XCTAssertTrue(path.contains(CGPoint(x: 40, y: 40)))
        XCTAssertFalse(path.contains(CGPoint(x: 12, y: 22)))
    }

    func testRoundedRectClampsTheRadiusToHalfTheShorterSide() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)

        let path = UIBezierPath(roundedRect: rect, cornerRadius: 30)

        XCTAssertEqual(path.cgPath.elements.first, .move(to: CGPoint(x: 20, y: 0)))
        XCTAssertEqual(path.bounds, rect)
        XCTAssertFalse(path.contains(CGPoint(x: 2, y: 2)))
        XCTAssertTrue(path.contains(CGPoint(x: 20, y: 2)))
    }

    func testByRoundingCornersRoundsOnlyTheChosenCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)

        let path = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 20, height: 20))

        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)), "top-left is rounded")
        XCTAssertTrue(path.contains(CGPoint(x: 99, y: 1)), "top-right stays square")
        XCTAssertTrue(path.contains(CGPoint(x: 1, y: 59)), "bottom-left stays square")
        XCTAssertFalse(path.contains(CGPoint(x: 99, y: 59)), "bottom-right is rounded")
        XCTAssertEqual(path.bounds, rect)
    }

    func testAllCornersIsEveryCorner() {
        XCTAssertTrue(UIRectCorner.allCorners.isSuperset(of: [.topLeft, .topRight, .bottomLeft, .bottomRight]))
    }

    func testClockwiseArcFromZeroToPiIsTheLowerHalfOnScreen() {
        let center = CGPoint(x: 50, y: 50)

        let clockwise = UIBezierPath(arcCenter: center, radius: 40, startAngle: 0, endAngle: .pi, clockwise: true)
        let counterClockwise = UIBezierPath(
            arcCenter: center, radius: 40, startAngle: 0, endAngle: .pi, clockwise: false)

        XCTAssertEqual(clockwise.cgPath.boundingBoxOfPath.minY, 50, accuracy: 1e-6)
        XCTAssertEqual(clockwise.cgPath.boundingBoxOfPath.maxY, 90, accuracy: 1e-6)
        XCTAssertEqual(counterClockwise.cgPath.boundingBoxOfPath.minY, 10, accuracy: 1e-6)
        XCTAssertEqual(counterClockwise.cgPath.boundingBoxOfPath.maxY, 50, accuracy: 1e-6)
        XCTAssertEqual(clockwise.currentPoint.x, 10, accuracy: 1e-9)
    }

    func testCGPathKeepsInitializerPathIndependent() {
        let source = CGMutablePath()
        source.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))

        let path = UIBezierPath(cgPath: source)
        source.addRect(CGRect(x: 50, y: 50, width: 10, height: 10))

        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    // MARK: - Building

    func testSegmentsBuildFromTheCurrentPoint() {
        let path = UIBezierPath()

        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 0), controlPoint: CGPoint(x: 15, y: 10))
        path.addCurve(
            to: CGPoint(x: 30, y: 0), controlPoint1: CGPoint(x: 22, y: -10), controlPoint2: CGPoint(x: 28, y: 10))

        XCTAssertEqual(path.currentPoint, CGPoint(x: 30, y: 0))
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: -10, width: 30, height: 20))
    }

    func testLineWithoutCurrentPointDoesNothing() {
        let path = UIBezierPath()

        path.addLine(to: CGPoint(x: 10, y: 10))

        XCTAssertTrue(path.isEmpty)
    }

    func testAddArcDrawsALineFromTheCurrentPointToTheArcStart() {
        let path = UIBezierPath()
        path.move(to: .zero)

        path.addArc(withCenter: CGPoint(x: 50, y: 0), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)

        guard case .line(let arcStart) = path.cgPath.elements[1] else { return XCTFail("no line to the arc") }
        XCTAssertEqual(arcStart.x, 40, accuracy: 1e-9)
        XCTAssertEqual(arcStart.y, 0, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.x, 60, accuracy: 1e-9)
        XCTAssertEqual(path.cgPath.boundingBoxOfPath.minY, -10, accuracy: 1e-6, "clockwise on screen goes over the top")
    }

    func testCloseReturnsTheCurrentPointToTheSubpathStart() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 5, y: 5))
        path.addLine(to: CGPoint(x: 20, y: 5))

        path.close()

        XCTAssertEqual(path.currentPoint, CGPoint(x: 5, y: 5))
    }

    func testRemoveAllPointsKeepsTheLineStyle() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.lineWidth = 4

        path.removeAllPoints()

        XCTAssertTrue(path.isEmpty)
        XCTAssertEqual(path.lineWidth, 4)
    }

    func testAppendAddsTheOtherPathsSubpaths() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))

        path.append(UIBezierPath(ovalIn: CGRect(x: 50, y: 50, width: 10, height: 10)))

        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 60, height: 60))
    }

    func testApplyTransformsEveryPoint() {
        let path = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))

        path.apply(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 0))

        XCTAssertEqual(path.bounds, CGRect(x: 22, y: 6, width: 6, height: 12))
    }

    func testCGPathIsASnapshotAndSettingItReplacesTheElements() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let snapshot = path.cgPath

        path.addLine(to: CGPoint(x: 100, y: 100))
        let replaced = UIBezierPath()
        replaced.cgPath = snapshot

        XCTAssertEqual(snapshot.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(replaced.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    func testCopyHasTheSameElementsAndStyleButIsIndependent() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.lineWidth = 3
        path.usesEvenOddFillRule = true

        let copy = path.copy() as! UIBezierPath
        path.addLine(to: CGPoint(x: 50, y: 50))

        XCTAssertEqual(copy.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(copy.lineWidth, 3)
        XCTAssertTrue(copy.usesEvenOddFillRule)
    }

    // MARK: - Reversing

    func testReversedOpenPathStartsAtTheLastPointAndRunsBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(
            to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))

        let reversed = path.reversing()

        XCTAssertEqual(
            reversed.cgPath.elements,
            [
                .move(to: CGPoint(x: 20, y: 10)),
                .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 20, y: 5), control2: CGPoint(x: 15, y: 0)),
                .line(to: .zero),
            ])
        XCTAssertEqual(path.cgPath.elements.first, .move(to: .zero), "the original is unchanged")
    }

    func testReversedClosedSubpathStaysClosedAndRunsTheOtherWay() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))

        let reversed = path.reversing()

        XCTAssertEqual(
            reversed.cgPath.elements,
            [
                .move(to: CGPoint(x: 0, y: 20)), .line(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 10, y: 0)),
                .line(to: .zero), .close,
            ])
    }

    func testReversingReversesEachSubpathInPlaceAndKeepsTheStyle() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 5, y: 0))
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 5, y: 10))
        path.lineWidth = 7

        let reversed = path.reversing()

        XCTAssertEqual(
            reversed.cgPath.elements,
            [
                .move(to: CGPoint(x: 5, y: 0)), .line(to: .zero), .move(to: CGPoint(x: 5, y: 10)),
                .line(to: CGPoint(x: 0, y: 10)),
            ])
        XCTAssertEqual(reversed.lineWidth, 7)
    }

    // MARK: - Hit testing

    func testContainsHonoursTheEvenOddRule() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))

        let nonzero = path.contains(CGPoint(x: 50, y: 50))
        path.usesEvenOddFillRule = true
        let evenOdd = path.contains(CGPoint(x: 50, y: 50))

        XCTAssertTrue(nonzero)
        XCTAssertFalse(evenOdd)
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 50)))
    }

    func testContainsCountsOnlyClosedSubpaths() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 0, y: 100))

        let whileOpen = path.contains(CGPoint(x: 20, y: 20))
        path.close()

        XCTAssertFalse(whileOpen)
        XCTAssertTrue(path.contains(CGPoint(x: 20, y: 20)))
    }

    // MARK: - Dashes

    func testLineDashRoundTrips() {
        let path = UIBezierPath()
        let pattern: [CGFloat] = [6, 2, 1]
        var readBack = [CGFloat](repeating: 0, count: 3)
        var (count, phase) = (0, CGFloat(0))

        path.setLineDash(pattern, count: pattern.count, phase: 4)
        path.getLineDash(&readBack, count: &count, phase: &phase)

        XCTAssertEqual(readBack, pattern)
        XCTAssertEqual(count, 3)
        XCTAssertEqual(phase, 4)
    }

    func testNilDashPatternMeansSolid() {
        let path = UIBezierPath()
        path.setLineDash([4, 4], count: 2, phase: 0)
        var count = -1

        path.setLineDash(nil, count: 0, phase: 0)
        path.getLineDash(nil, count: &count, phase: nil)

        XCTAssertEqual(count, 0)
    }
}
