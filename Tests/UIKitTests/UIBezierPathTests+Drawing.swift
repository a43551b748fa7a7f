import UIKit
import XCTest

private let red: [UInt8] = [255, 0, 0, 255]
private let blue: [UInt8] = [0, 0, 255, 255]
private let none: [UInt8] = [0, 0, 0, 0]

/// `UIBezierPath` drawing into a UIKit-flipped 100×100 context (user space = pixels, y down).
final class UIBezierPathDrawingTests: XCTestCase {
    func testFillPaintsTheInsideWithTheFillColour() {
        let context = render { _ in
            UIBezierPath(rect: CGRect(x: 20, y: 20, width: 40, height: 30)).fill()
        }

        XCTAssertEqual(rgba(context, 40, 30), red)
        XCTAssertEqual(rgba(context, 70, 30), none)
        XCTAssertEqual(rgba(context, 40, 55), none)
    }

    func testFillUsesTheEvenOddRuleWhenAsked() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        path.usesEvenOddFillRule = true

        let context = render { _ in path.fill() }

        XCTAssertEqual(rgba(context, 50, 50), none)
        XCTAssertEqual(rgba(context, 10, 50), red)
    }

    func testStrokeUsesThePathsLineWidthAndTheStrokeColour() {
        let path = UIBezierPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60))
        path.lineWidth = 6

        let context = render { _ in path.stroke() }

        XCTAssertEqual(rgba(context, 18, 50), blue)
        XCTAssertEqual(rgba(context, 22, 50), blue)
        XCTAssertEqual(rgba(context, 24, 50), none)
        XCTAssertEqual(rgba(context, 15, 50), none)
    }

    func testStrokeLeavesTheContextsLineStyleAsItWas() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 100, y: 20))
        path.lineWidth = 10
        path.lineCapStyle = .square
        path.setLineDash([5, 15], count: 2, phase: 0)

        let context = render { context in
            path.stroke()
            context.strokeLineSegments(between: [CGPoint(x: 0, y: 60.5), CGPoint(x: 100, y: 60.5)])
        }

        XCTAssertEqual(rgba(context, 2, 16), blue, "the path's own stroke is wide")
        XCTAssertEqual(rgba(context, 12, 20), none, "and dashed")
        XCTAssertEqual(rgba(context, 17, 20), blue, "with square caps reaching 5 beyond each dash")
        XCTAssertEqual(rgba(context, 12, 60), blue, "the context's later line is solid")
        XCTAssertEqual(rgba(context, 50, 59), none, "and one pixel wide")
    }

    func testDashedStrokeLeavesGaps() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 50))
        path.addLine(to: CGPoint(x: 100, y: 50))
        path.lineWidth = 4
        path.setLineDash([10, 10], count: 2, phase: 5)

        let context = render { _ in path.stroke() }

        XCTAssertEqual(rgba(context, 2, 50), blue)
        XCTAssertEqual(rgba(context, 10, 50), none)
        XCTAssertEqual(rgba(context, 20, 50), blue)
    }

    func testRoundJoinsAndCapsAreApplied() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 20, y: 80))
        path.addLine(to: CGPoint(x: 20, y: 20))
        path.addLine(to: CGPoint(x: 80, y: 20))
        path.lineWidth = 20
        path.lineJoinStyle = .round
        path.lineCapStyle = .round

        let context = render { _ in path.stroke() }

        XCTAssertEqual(rgba(context, 20, 88), blue, "round cap below the start")
        XCTAssertEqual(rgba(context, 12, 88), none, "but not the corner a square cap would paint")
        XCTAssertEqual(rgba(context, 11, 11), none, "round join leaves the miter's corner out")
        XCTAssertEqual(rgba(context, 14, 14), blue)
    }

    func testClockwiseArcIsClockwiseOnScreen() {
        let pie = UIBezierPath()
        pie.move(to: CGPoint(x: 50, y: 50))
        pie.addArc(withCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        pie.close()

        let context = render { _ in pie.fill() }

        XCTAssertEqual(rgba(context, 70, 70), red, "from the right round to the bottom")
        XCTAssertEqual(rgba(context, 70, 30), none)
        XCTAssertEqual(rgba(context, 30, 70), none)
    }

    func testReversedPathFillsTheSameArea() {
        MainActor.assumeIsolated {
            let path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 60))
            path.append(UIBezierPath(roundedRect: CGRect(x: 30, y: 40, width: 60, height: 50), cornerRadius: 12))
            path.move(to: CGPoint(x: 5, y: 95))
            path.addQuadCurve(to: CGPoint(x: 95, y: 95), controlPoint: CGPoint(x: 50, y: 60))

            let original = alphas(render { _ in path.fill() })
            let reversed = alphas(render { _ in path.reversing().fill() })

            let largestDifference = zip(original, reversed).map { abs(Int($0) - Int($1)) }.max()
            XCTAssertLessThanOrEqual(largestDifference ?? 255, 2)
            XCTAssertGreaterThan(original.filter { $0 == 255 }.count, 3000)
        }
    }

    func testAddClipLimitsLaterPaintingAndKeepsTheCallersPath() {
        var pathAfterClip: CGRect = .null

        let context = render { context in
            context.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
            UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 60, height: 60)).addClip()
            pathAfterClip = context.boundingBoxOfPath
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }

        XCTAssertEqual(rgba(context, 50, 50), red)
        XCTAssertEqual(rgba(context, 22, 22), none)
        XCTAssertEqual(rgba(context, 90, 50), none)
        XCTAssertEqual(pathAfterClip, CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    func testFillAndStrokeLeaveTheCallersPath() {
        var pathAfterDrawing: CGRect = .null

        _ = render { context in
            context.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
            UIBezierPath(rect: CGRect(x: 20, y: 20, width: 10, height: 10)).fill()
            UIBezierPath(rect: CGRect(x: 40, y: 40, width: 10, height: 10)).stroke()
            pathAfterDrawing = context.boundingBoxOfPath
        }

        XCTAssertEqual(pathAfterDrawing, CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    func testDrawingWithoutACurrentContextDoesNothing() {
        MainActor.assumeIsolated {
            let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))

            path.fill()
            path.stroke()
            path.addClip()

            XCTAssertNil(UIGraphicsGetCurrentContext())
        }
    }
}

/// Draws with a fresh 100×100 UIKit-flipped context current, fill colour red and stroke
/// colour blue, and returns what was drawn.
private func render(_ draw: @MainActor (CGContext) -> Void) -> CGImage {
    MainActor.assumeIsolated {
        let context = CGContext(pixelWidth: 100, pixelHeight: 100)
        context.setFillColor(UIColor.red.cgColor)
        context.setStrokeColor(UIColor.blue.cgColor)
        UIGraphicsPushContext(context)
        draw(context)
        UIGraphicsPopContext()
        return context.makeImage()!
    }
}

private func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = image.pixel(x: x, y: y)
    return [p.red, p.green, p.blue, p.alpha]
}

private func alphas(_ image: CGImage) -> [UInt8] {
    (0..<(100 * 100)).map { image.pixel(x: $0 % 100, y: $0 / 100).alpha }
}
