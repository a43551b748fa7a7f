import QuartzCore
import QuartzCoreTestSupport
import XCTest

final class CAShapeLayerTests: XCTestCase {
    func testDefaultsAreApples() {
        MainActor.assumeIsolated {
            let layer = CAShapeLayer()

            XCTAssertNil(layer.path)
            XCTAssertEqual(layer.fillColor, .black)
            XCTAssertNil(layer.strokeColor)
            XCTAssertEqual(layer.fillRule, .nonZero)
            XCTAssertEqual(layer.lineWidth, 1)
            XCTAssertEqual(layer.miterLimit, 10)
            XCTAssertEqual(layer.lineCap, .butt)
            XCTAssertEqual(layer.lineJoin, .miter)
            XCTAssertEqual(layer.lineDashPhase, 0)
            XCTAssertNil(layer.lineDashPattern)
            XCTAssertEqual(layer.strokeStart, 0)
            XCTAssertEqual(layer.strokeEnd, 1)
        }
    }

    func testFillsInsideThePathAndLeavesTheRestClear() {
        MainActor.assumeIsolated {
            let layer = Self.shapeLayer(path: CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil))
            layer.fillColor = red

            _ = displayedImage(of: layer)

            XCTAssertEqual(storePixel(of: layer, x: 20, y: 20), RGBA(255, 0, 0))
            XCTAssertEqual(storePixel(of: layer, x: 5, y: 5), clear)
            XCTAssertEqual(storePixel(of: layer, x: 35, y: 20), clear)
        }
    }

    func testEvenOddLeavesTheOverlapOfNestedSubpathsUnfilled() {
        MainActor.assumeIsolated {
            let path = CGMutablePath()
            path.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
            let nonZero = Self.shapeLayer(path: path)
            let evenOdd = Self.shapeLayer(path: path)

            evenOdd.fillRule = .evenOdd
            _ = displayedImage(of: nonZero)
            _ = displayedImage(of: evenOdd)

            XCTAssertEqual(storePixel(of: nonZero, x: 20, y: 20), RGBA(0, 0, 0))
            XCTAssertEqual(storePixel(of: evenOdd, x: 20, y: 20), clear)
            XCTAssertEqual(storePixel(of: evenOdd, x: 5, y: 5), RGBA(0, 0, 0))
        }
    }

    func testStrokeIsDrawnWithTheLineWidthAroundThePath() {
        MainActor.assumeIsolated {
            let layer = Self.strokedLine()

            _ = displayedImage(of: layer)

            XCTAssertEqual(storePixel(of: layer, x: 20, y: 9), RGBA(0, 0, 255))
            XCTAssertEqual(storePixel(of: layer, x: 20, y: 11), RGBA(0, 0, 255))
            XCTAssertEqual(storePixel(of: layer, x: 20, y: 13), clear)
        }
    }

    func testStrokeEndOfAHalfStrokesTheFirstHalfOfALine() {
        MainActor.assumeIsolated {
            let layer = Self.strokedLine()

            layer.strokeEnd = 0.5
            _ = displayedImage(of: layer)

            // The line runs from x = 0 to x = 40: the stroke stops at x = 20.
            XCTAssertEqual(storePixel(of: layer, x: 1, y: 10), RGBA(0, 0, 255))
            XCTAssertEqual(storePixel(of: layer, x: 19, y: 10), RGBA(0, 0, 255))
            XCTAssertEqual(storePixel(of: layer, x: 21, y: 10), clear)
            XCTAssertEqual(storePixel(of: layer, x: 38, y: 10), clear)
        }
    }

    func testStrokeStartTrimsTheBeginningOfTheLine() {
        MainActor.assumeIsolated {
            let layer = Self.strokedLine()

            layer.strokeStart = 0.25
            _ = displayedImage(of: layer)

            XCTAssertEqual(storePixel(of: layer, x: 9, y: 10), clear)
            XCTAssertEqual(storePixel(of: layer, x: 11, y: 10), RGBA(0, 0, 255))
            XCTAssertEqual(storePixel(of: layer, x: 38, y: 10), RGBA(0, 0, 255))
        }
    }

    func testStrokeStartNotBeforeStrokeEndStrokesNothing() {
        MainActor.assumeIsolated {
            let layer = Self.strokedLine()

            layer.strokeStart = 0.6
            layer.strokeEnd = 0.6

            XCTAssertNil(inkBox(of: displayedImage(of: layer)!))
        }
    }

    func testStrokeRangeCountsTheLengthOfAllSubpathsInOrder() {
        MainActor.assumeIsolated {
            let path = CGMutablePath()
            path.addLines(between: [CGPoint(x: 0, y: 10), CGPoint(x: 40, y: 10)])
            path.addLines(between: [CGPoint(x: 0, y: 30), CGPoint(x: 40, y: 30)])
            let layer = Self.strokedLine(path: path)

            layer.strokeEnd = 0.75
            _ = displayedImage(of: layer)

            // 80 points in all: the first line whole, the second up to x = 20.
            XCTAssertEqual(storePixel(of: layer, x: 38, y: 10), RGBA(0, 0, 255))
            XCTAssertEqual(storePixel(of: layer, x: 19, y: 30), RGBA(0, 0, 255))
            XCTAssertEqual(storePixel(of: layer, x: 21, y: 30), clear)
        }
    }

    func testStrokeRangeOfARectangleFollowsItsPerimeterFromTheFirstCorner() {
        let rect = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)

        let quarter = rect.strokeRange(from: 0, to: 0.25, dash: nil)
        let middle = rect.strokeRange(from: 0.25, to: 0.5, dash: nil)

        XCTAssertEqual(quarter.boundingBox, CGRect(x: 10, y: 10, width: 20, height: 0))
        XCTAssertEqual(middle.boundingBox, CGRect(x: 30, y: 10, width: 0, height: 20))
    }

    func testWholeStrokeRangeWithoutDashesIsThePathItself() {
        let rect = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)

        XCTAssertTrue(rect.strokeRange(from: 0, to: 1, dash: nil) === rect)
    }

    func testDashPatternLeavesGapsAlongTheStroke() {
        MainActor.assumeIsolated {
            let layer = Self.strokedLine()

            layer.lineDashPattern = [10, 10]
            _ = displayedImage(of: layer)

            XCTAssertEqual(storePixel(of: layer, x: 5, y: 10), RGBA(0, 0, 255))
            XCTAssertEqual(storePixel(of: layer, x: 15, y: 10), clear)
            XCTAssertEqual(storePixel(of: layer, x: 25, y: 10), RGBA(0, 0, 255))
        }
    }

    func testDashesStayInPlaceWhenStrokeStartMoves() {
        MainActor.assumeIsolated {
            let layer = Self.strokedLine()

            layer.lineDashPattern = [10, 10]
            layer.strokeStart = 0.125
            _ = displayedImage(of: layer)

            // Trimmed up to x = 5, then the rest of the first dash, the gap and the second dash.
            XCTAssertEqual(storePixel(of: layer, x: 3, y: 10), clear)
            XCTAssertEqual(storePixel(of: layer, x: 7, y: 10), RGBA(0, 0, 255))
            XCTAssertEqual(storePixel(of: layer, x: 15, y: 10), clear)
            XCTAssertEqual(storePixel(of: layer, x: 25, y: 10), RGBA(0, 0, 255))
        }
    }

    func testEveryPropertyChangeMarksTheLayerForDisplay() {
        MainActor.assumeIsolated {
            let changes: [(CAShapeLayer) -> Void] = [
                { $0.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil) },
                { $0.fillColor = red }, { $0.fillRule = .evenOdd }, { $0.strokeColor = blue },
                { $0.strokeStart = 0.1 }, { $0.strokeEnd = 0.9 }, { $0.lineWidth = 3 }, { $0.miterLimit = 4 },
                { $0.lineCap = .round }, { $0.lineJoin = .bevel }, { $0.lineDashPhase = 2 },
                { $0.lineDashPattern = [1, 2] }, { $0.bounds.origin = CGPoint(x: 5, y: 0) },
                { $0.bounds.size = CGSize(width: 10, height: 10) },
            ]
            for (index, change) in changes.enumerated() {
                let layer = Self.shapeLayer(path: nil)
                layer.displayIfNeeded()

                change(layer)

                XCTAssertTrue(layer.needsDisplay(), "change \(index)")
            }
        }
    }

    func testRenderInContextPaintsTheShape() {
        MainActor.assumeIsolated {
            let layer = Self.shapeLayer(path: CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil))
            layer.fillColor = red
            layer.displayIfNeeded()
            let context = CGContext(pixelWidth: 40, pixelHeight: 40)

            layer.render(in: context)

            let image = context.makeImage()!
            XCTAssertEqual(image.pixel(x: 20, y: 20).red, 255)
            XCTAssertEqual(image.pixel(x: 5, y: 5).alpha, 0)
        }
    }

    /// A 40 × 40 shape layer with `path` filled in the default black.
    @MainActor private static func shapeLayer(path: CGPath?) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.path = path
        return layer
    }

    /// A 40 × 40 shape layer stroking `path` (by default a line from (0, 10) to (40, 10)) 4 points
    /// wide in blue, unfilled.
    @MainActor private static func strokedLine(path: CGPath? = nil) -> CAShapeLayer {
        let line = CGMutablePath()
        line.addLines(between: [CGPoint(x: 0, y: 10), CGPoint(x: 40, y: 10)])
        let layer = shapeLayer(path: path ?? line)
        layer.fillColor = nil
        layer.strokeColor = blue
        layer.lineWidth = 4
        return layer
    }
}
