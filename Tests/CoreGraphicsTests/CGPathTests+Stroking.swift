import XCTest

@testable import CoreGraphics

final class CGPathStrokingTests: XCTestCase {
    // MARK: - CGPath(__byStroking:…)

    func testByStrokingIsTheTransformedOutline() {
        let line = path(CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10))
        var shift = CGAffineTransform(translationX: 5, y: 0)

        let outline = CGPath(
            __byStroking: line, transform: &shift, lineWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)

        XCTAssertEqual(outline?.boundingBoxOfPath, CGRect(x: 15, y: 8, width: 40, height: 4))
    }

    // MARK: - The outline filled covers what the stroke paints

    func testLineOutlineMatchesTheStrokeForEachCap() {
        let line = path(CGPoint(x: 15, y: 20), CGPoint(x: 100, y: 95))

        for cap in [CGLineCap.butt, .round, .square] {
            assertOutlineMatchesStroke(line, width: 14, cap: cap, join: .miter, "line-cap-\(cap)")
        }
    }

    func testSharpPolylineOutlineMatchesTheStrokeForEachJoin() {
        let sharp = path(CGPoint(x: 10, y: 100), CGPoint(x: 60, y: 15), CGPoint(x: 75, y: 105))

        for join in [CGLineJoin.miter, .round, .bevel] {
            assertOutlineMatchesStroke(sharp, width: 10, cap: .butt, join: join, "sharp-join-\(join)")
        }
    }

    func testShallowPolylineOutlineMatchesTheStrokeForEachJoin() {
        let shallow = path(
            CGPoint(x: 10, y: 60), CGPoint(x: 50, y: 50), CGPoint(x: 90, y: 62), CGPoint(x: 110, y: 40))

        for join in [CGLineJoin.miter, .round, .bevel] {
            assertOutlineMatchesStroke(shallow, width: 12, cap: .square, join: join, "shallow-join-\(join)")
        }
    }

    func testMiterBeyondTheLimitIsBevelledLikeTheStroke() {
        // The legs meet at 2·atan(20/85) ≈ 26.5°, so the miter is 1 / sin(13.2°) ≈ 4.38 widths long.
        let sharp = path(CGPoint(x: 40, y: 115), CGPoint(x: 60, y: 30), CGPoint(x: 80, y: 115))

        assertOutlineMatchesStroke(sharp, width: 8, cap: .butt, join: .miter, miterLimit: 4.3, "miter-limited")
        assertOutlineMatchesStroke(sharp, width: 8, cap: .butt, join: .miter, miterLimit: 4.45, "miter-unlimited")
    }

    func testMiterLimitDecidesWhetherTheTipIsPartOfTheOutline() {
        // A right angle's miter is √2 widths long; the tip is at (45, 5) for a line width of 10.
        let corner = path(CGPoint(x: 10, y: 10), CGPoint(x: 40, y: 10), CGPoint(x: 40, y: 40))
        let nearTip = CGPoint(x: 44, y: 6)

        let mitered = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.5)
        let bevelled = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.4)

        XCTAssertTrue(mitered.contains(nearTip))
        XCTAssertFalse(bevelled.contains(nearTip))
        XCTAssertEqual(mitered.boundingBox, CGRect(x: 10, y: 5, width: 35, height: 35))
    }

    func testClosedRectangleOutlineMatchesTheStrokeAndLeavesTheInsideEmpty() {
        let rect = CGPath(rect: CGRect(x: 20, y: 25, width: 70, height: 60), transform: nil)

        let outline = rect.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)

        assertOutlineMatchesStroke(rect, width: 10, cap: .butt, join: .miter, "rectangle")
        XCTAssertFalse(outline.contains(CGPoint(x: 55, y: 55)))
        XCTAssertTrue(outline.contains(CGPoint(x: 16, y: 21)), "the mitered outer corner")
        XCTAssertTrue(outline.contains(CGPoint(x: 23, y: 55)))
        XCTAssertEqual(outline.boundingBox, CGRect(x: 15, y: 20, width: 80, height: 70))
    }

    func testEllipseOutlineMatchesTheStroke() {
        let ellipse = CGPath(ellipseIn: CGRect(x: 15, y: 30, width: 90, height: 60), transform: nil)

        assertOutlineMatchesStroke(ellipse, width: 9, cap: .butt, join: .miter, "ellipse")
    }

    func testCurvesOutlineMatchesTheStroke() {
        let curves = CGMutablePath()
        curves.move(to: CGPoint(x: 10, y: 100))
        curves.addCurve(to: CGPoint(x: 110, y: 90), control1: CGPoint(x: 30, y: -20), control2: CGPoint(x: 80, y: 160))
        curves.addQuadCurve(to: CGPoint(x: 60, y: 20), control: CGPoint(x: 120, y: 10))

        for join in [CGLineJoin.miter, .round] {
            assertOutlineMatchesStroke(curves, width: 11, cap: .round, join: join, "curves-\(join)")
        }
    }

    func testTurningBackOnItselfMatchesTheStroke() {
        let uTurn = path(CGPoint(x: 20, y: 60), CGPoint(x: 90, y: 60), CGPoint(x: 40, y: 60))

        for join in [CGLineJoin.miter, .round, .bevel] {
            assertOutlineMatchesStroke(uTurn, width: 16, cap: .butt, join: join, "u-turn-\(join)")
        }
    }

    func testSegmentsShorterThanTheWidthMatchTheStroke() {
        let zigzag = path(
            CGPoint(x: 15, y: 60), CGPoint(x: 55, y: 60), CGPoint(x: 58, y: 52), CGPoint(x: 60, y: 64),
            CGPoint(x: 105, y: 62))

        for join in [CGLineJoin.miter, .round, .bevel] {
            assertOutlineMatchesStroke(zigzag, width: 20, cap: .butt, join: join, "short-segments-\(join)")
        }
    }

    func testClosedTwoPointSubpathHasJoinsInsteadOfCaps() {
        let there = CGMutablePath()
        there.addLines(between: [CGPoint(x: 25, y: 40), CGPoint(x: 95, y: 80)])
        there.closeSubpath()

        for join in [CGLineJoin.miter, .round] {
            assertOutlineMatchesStroke(there, width: 12, cap: .square, join: join, "closed-line-\(join)")
        }
    }

    func testOverlappingSubpathsMatchTheStroke() {
        let cross = CGMutablePath()
        cross.addLines(between: [CGPoint(x: 10, y: 10), CGPoint(x: 110, y: 110)])
        cross.addLines(between: [CGPoint(x: 10, y: 110), CGPoint(x: 110, y: 10)])
        cross.addEllipse(in: CGRect(x: 30, y: 30, width: 60, height: 60))

        assertOutlineMatchesStroke(cross, width: 7, cap: .square, join: .bevel, "overlapping")
    }

    // MARK: - Geometry

    func testButtLineOutlineIsTheRectangleAroundTheLine() {
        let line = path(CGPoint(x: 10, y: 50), CGPoint(x: 90, y: 50))

        let outline = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)

        XCTAssertEqual(outline.boundingBox, CGRect(x: 10, y: 45, width: 80, height: 10))
        XCTAssertEqual(outline.elements.filter { $0 == .close }.count, 1)
    }

    func testSquareAndRoundCapsReachHalfTheWidthBeyondTheEnds() {
        let line = path(CGPoint(x: 10, y: 50), CGPoint(x: 90, y: 50))

        let square = line.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        let round = line.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)

        XCTAssertEqual(square.boundingBox, CGRect(x: 5, y: 45, width: 90, height: 10))
        XCTAssertEqual(round.boundingBox.minX, 5, accuracy: 0.01)
        XCTAssertEqual(round.boundingBox.maxX, 95, accuracy: 0.01)
        XCTAssertTrue(round.contains(CGPoint(x: 6, y: 50)))
        XCTAssertFalse(round.contains(CGPoint(x: 6, y: 46)), "a round cap leaves the square's corner out")
    }

    func testClosedSubpathGivesAnOuterAndAnInnerContour() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)

        let outline = circle.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)

        XCTAssertEqual(outline.elements.filter { $0 == .close }.count, 2)
        for case .line(let p) in outline.elements {
            let distance = hypot(p.x - 20, p.y - 20)
            XCTAssertTrue(abs(distance - 22) < 0.02 || abs(distance - 18) < 0.02, "\(p) is \(distance) from the centre")
        }
    }

    func testZeroLengthSubpathBecomesADotOnlyWithRoundOrSquareCaps() {
        let point = path(CGPoint(x: 30, y: 30), CGPoint(x: 30, y: 30))

        let butt = point.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let square = point.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        let round = point.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)

        XCTAssertTrue(butt.isEmpty)
        XCTAssertEqual(square.boundingBox, CGRect(x: 25, y: 25, width: 10, height: 10))
        XCTAssertTrue(round.contains(CGPoint(x: 34, y: 30)))
        XCTAssertFalse(round.contains(CGPoint(x: 34, y: 34)))
    }

    func testTransformIsAppliedToTheOutline() {
        let line = path(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))

        let outline = line.copy(
            strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
            transform: CGAffineTransform(translationX: 100, y: 50).scaledBy(x: 2, y: 2))

        XCTAssertEqual(outline.boundingBox, CGRect(x: 100, y: 48, width: 20, height: 4))
    }

    func testZeroWidthGivesAnEmptyPath() {
        let line = path(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))

        XCTAssertTrue(line.copy(strokingWithWidth: 0, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
    }

    // MARK: - Helpers

    private func path(_ points: CGPoint...) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points)
        return path
    }

    private func assertOutlineMatchesStroke(
        _ path: CGPath, width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat = 10,
        _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let stroked = Coverage { context in
            context.setLineWidth(width)
            context.setLineCap(cap)
            context.setLineJoin(join)
            context.setMiterLimit(miterLimit)
            context.addPath(path)
            context.strokePath()
        }

        let outline = path.copy(strokingWithWidth: width, lineCap: cap, lineJoin: join, miterLimit: miterLimit)
        let filled = Coverage { context in
            context.addPath(outline)
            context.fillPath(using: .winding)
        }

        assertSameCoverage(filled, stroked, name, file: file, line: line)
    }
}
