import XCTest

@testable import CoreGraphics

final class CGPathDashingTests: XCTestCase {
    // MARK: - Where the dashes are

    func testDashesAlternatePaintedAndUnpaintedLengthsFromTheStart() {
        let line = path(CGPoint(x: 0, y: 10), CGPoint(x: 100, y: 10))

        let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 5])

        XCTAssertEqual(dashSpans(dashed), [0...10, 15...25, 30...40, 45...55, 60...70, 75...85, 90...100])
    }

    func testPhaseShiftsWhereThePatternStarts() {
        let line = path(CGPoint(x: 0, y: 10), CGPoint(x: 50, y: 10))

        let intoDash = line.copy(dashingWithPhase: 3, lengths: [10, 5])
        let intoGap = line.copy(dashingWithPhase: 12, lengths: [10, 5])
        let beyondPeriod = line.copy(dashingWithPhase: 33, lengths: [10, 5])

        XCTAssertEqual(dashSpans(intoDash), [0...7, 12...22, 27...37, 42...50])
        XCTAssertEqual(dashSpans(intoGap), [3...13, 18...28, 33...43, 48...50])
        XCTAssertEqual(dashSpans(beyondPeriod), dashSpans(intoDash))
    }

    func testOddNumberOfLengthsRepeatsWithTheRolesSwapped() {
        let line = path(CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 0))

        let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 5, 5])

        // On 10, off 5, on 5, off 10, on 5, off 5, then from the start again.
        XCTAssertEqual(dashSpans(dashed), [0...10, 15...20, 30...35, 40...50, 55...60])
    }

    func testADashFollowsThePathAroundACorner() {
        let corner = path(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10))

        let dashed = corner.copy(dashingWithPhase: 0, lengths: [15, 100])

        XCTAssertEqual(
            dashed.elements,
            [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 5))])
    }

    func testEverySubpathStartsThePatternAfresh() {
        let twoLines = CGMutablePath()
        twoLines.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 12, y: 0)])
        twoLines.addLines(between: [CGPoint(x: 0, y: 10), CGPoint(x: 12, y: 10)])

        let dashed = twoLines.copy(dashingWithPhase: 0, lengths: [4, 4])

        let moves = dashed.elements.compactMap { element -> CGPoint? in
            if case .move(let p) = element { return p } else { return nil }
        }
        XCTAssertEqual(
            moves,
            [CGPoint(x: 0, y: 0), CGPoint(x: 8, y: 0), CGPoint(x: 0, y: 10), CGPoint(x: 8, y: 10)])
    }

    func testDashThroughTheStartOfAClosedSubpathIsOneSubpath() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)

        // Perimeter 160: dashes at 0…25, 35…65, 75…105, 115…145 and 155…160, the last running on
        // into the first.
        let dashed = square.copy(dashingWithPhase: 5, lengths: [30, 10])

        XCTAssertEqual(
            Array(dashed.elements.prefix(3)),
            [.move(to: CGPoint(x: 0, y: 5)), .line(to: .zero), .line(to: CGPoint(x: 25, y: 0))])
        XCTAssertEqual(dashed.elements.filter { if case .move = $0 { true } else { false } }.count, 4)
        XCTAssertFalse(dashed.elements.contains(.close))
    }

    func testClosedSubpathThePatternNeverInterruptsStaysClosed() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)

        let dashed = square.copy(dashingWithPhase: 0, lengths: [100, 1])

        XCTAssertEqual(dashed.elements.last, .close)
        XCTAssertEqual(dashed.elements.first, .move(to: .zero))
    }

    func testCurvesAreCutIntoCurvesOnTheOriginalCircle() {
        let circle = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil)

        let dashed = circle.copy(dashingWithPhase: 0, lengths: [20, 10])

        var curveCount = 0
        for element in dashed.elements {
            guard let end = element.endPoint else { continue }
            if case .curve = element { curveCount += 1 }
            XCTAssertEqual(hypot(end.x, end.y), 50, accuracy: 0.05, "\(element) is off the circle")
        }
        // 2π·50 ≈ 314.2 long: 11 dashes, the last (14.2 long) running on into the first.
        XCTAssertEqual(dashed.elements.filter { if case .move = $0 { true } else { false } }.count, 10)
        XCTAssertGreaterThanOrEqual(curveCount, 11)
    }

    func testZeroLengthDashesAreZeroLengthSubpaths() {
        let line = path(CGPoint(x: 0, y: 0), CGPoint(x: 25, y: 0))

        let dashed = line.copy(dashingWithPhase: 0, lengths: [0, 10])

        XCTAssertEqual(dashSpans(dashed), [0...0, 10...10, 20...20])
    }

    func testInvalidPatternsLeaveThePathUndashed() {
        let line = path(CGPoint(x: 0, y: 0), CGPoint(x: 25, y: 0))

        for lengths: [CGFloat] in [[], [0, 0], [5, -1], [.infinity]] {
            XCTAssertEqual(line.copy(dashingWithPhase: 0, lengths: lengths), line, "\(lengths)")
        }
    }

    func testTransformIsAppliedToTheDashes() {
        let line = path(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))

        let dashed = line.copy(dashingWithPhase: 0, lengths: [4, 2], transform: CGAffineTransform(scaleX: 2, y: 2))

        XCTAssertEqual(dashSpans(dashed), [0...8, 12...20])
    }

    // MARK: - Stroking the dashes paints what a dashed stroke paints

    func testStrokedDashesMatchADashedStroke() {
        let polyline = path(CGPoint(x: 10, y: 20), CGPoint(x: 110, y: 30), CGPoint(x: 30, y: 100))
        let square = CGPath(rect: CGRect(x: 15, y: 15, width: 90, height: 90), transform: nil)
        let ellipse = CGPath(ellipseIn: CGRect(x: 10, y: 25, width: 100, height: 70), transform: nil)
        let cases: [(String, CGPath, CGLineCap, CGFloat, [CGFloat])] = [
            ("polyline", polyline, .butt, 0, [12, 6]),
            ("polyline-round", polyline, .round, 4, [12, 9, 3, 9]),
            ("square-wrapping", square, .butt, 7, [25, 8]),
            ("ellipse", ellipse, .square, 2, [10, 7]),
            ("dots", polyline, .round, 0, [0, 9]),
        ]

        for (name, path, cap, phase, lengths) in cases {
            let dashedStroke = Coverage { context in
                context.setLineWidth(5)
                context.setLineCap(cap)
                context.setLineDash(phase: phase, lengths: lengths)
                context.addPath(path)
                context.strokePath()
            }
            let strokedDashes = Coverage { context in
                context.setLineWidth(5)
                context.setLineCap(cap)
                context.addPath(path.copy(dashingWithPhase: phase, lengths: lengths))
                context.strokePath()
            }

            // cairo measures a curve's length along its own flattening (to 0.1 pixel), which comes
            // out a little short, so dash ends on curves may sit up to an eighth of a pixel away.
            assertSameCoverage(strokedDashes, dashedStroke, "dashes-\(name)", tolerance: 32)
        }
    }

    // MARK: - Helpers

    private func path(_ points: CGPoint...) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points)
        return path
    }

    /// For a dashed horizontal line: each dash's x range, rounded to a thousandth.
    private func dashSpans(_ dashed: CGPath) -> [ClosedRange<CGFloat>] {
        var spans: [ClosedRange<CGFloat>] = []
        var start: CGFloat = 0
        func rounded(_ x: CGFloat) -> CGFloat { (x * 1000).rounded() / 1000 }
        for element in dashed.elements {
            switch element {
            case .move(let p): start = p.x
            case .line(let p): spans.append(rounded(start)...rounded(p.x))
            default: XCTFail("unexpected \(element)")
            }
        }
        return spans
    }
}
