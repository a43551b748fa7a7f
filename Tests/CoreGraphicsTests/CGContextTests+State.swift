import XCTest

@testable import CoreGraphics

final class CGContextStateTests: XCTestCase {
    func testRestoreGStateRestoresColoursCTMAndClip() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        let ctm = context.ctm
        context.saveGState()
        context.setFillColor(Paint.blueColor)
        context.translateBy(x: 50, y: 0)
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))

        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))

        XCTAssertEqual(context.ctm, ctm)
        XCTAssertEqual(context.rgba(5, 5), Paint.red)
        XCTAssertEqual(context.rgba(90, 90), Paint.red)
    }

    func testRestoreGStateRestoresLineStyle() {
        let context = makeFlippedContext()
        context.setStrokeColor(Paint.blueColor)
        context.saveGState()
        context.setLineWidth(20)
        context.setLineDash(phase: 0, lengths: [2, 2])

        context.restoreGState()
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 50.5), CGPoint(x: 100, y: 50.5)])

        XCTAssertEqual(context.rgba(3, 50), Paint.blue)
        XCTAssertEqual(context.rgba(3, 45), Paint.none)
    }

    func testUnbalancedRestoreIsIgnored() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)

        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))

        XCTAssertEqual(context.rgba(5, 5), Paint.red)
    }

    func testTransparencyLayerCompositesOverlapsOnceWithTheAlpha() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        context.setAlpha(0.5)

        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
        context.fill(CGRect(x: 40, y: 40, width: 60, height: 60))
        context.endTransparencyLayer()

        XCTAssertEqual(Double(context.alpha(50, 50)), 127.5, accuracy: 1)
        XCTAssertEqual(Double(context.alpha(20, 20)), 127.5, accuracy: 1)
        XCTAssertEqual(context.alpha(20, 80), 0)
    }

    func testWithoutATransparencyLayerOverlapsAccumulate() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        context.setAlpha(0.5)

        context.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
        context.fill(CGRect(x: 40, y: 40, width: 60, height: 60))

        XCTAssertEqual(Double(context.alpha(50, 50)), 191, accuracy: 1)
    }

    func testTransparencyLayerInRectLimitsWhatItShows() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)

        context.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 50, height: 50), auxiliaryInfo: nil)
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        context.endTransparencyLayer()
        context.fill(CGRect(x: 90, y: 90, width: 10, height: 10))

        XCTAssertEqual(context.rgba(25, 25), Paint.red)
        XCTAssertEqual(context.rgba(75, 75), Paint.none)
        XCTAssertEqual(context.rgba(95, 95), Paint.red)
    }

    func testEndingALayerRestoresStatesLeftSavedInsideIt() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.saveGState()
        context.setFillColor(Paint.blueColor)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))

        context.endTransparencyLayer()
        context.fill(CGRect(x: 50, y: 50, width: 10, height: 10))

        XCTAssertEqual(context.rgba(5, 5), Paint.blue)
        XCTAssertEqual(context.rgba(55, 55), Paint.red)
    }

    func testBitmapContextFillNearYZeroLandsInTheBottomRows() {
        let context = makeBitmapContext(width: 20, height: 20)
        context.setFillColor(Paint.redColor)

        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))

        XCTAssertEqual(context.rgba(5, 15), Paint.red)
        XCTAssertEqual(context.rgba(5, 5), Paint.none)
    }

    func testBitmapContextStartsWithTheIdentityCTM() {
        let context = makeBitmapContext(width: 20, height: 30)

        XCTAssertEqual(context.ctm, .identity)
    }

    func testFlippedContextCTMMapsTopLeftToTheTopOfDeviceSpace() {
        let context = makeFlippedContext(width: 20, height: 30)
        context.scaleBy(x: 2, y: 2)

        let ctm = context.ctm

        XCTAssertEqual(ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 30))
        XCTAssertEqual(context.convertToDeviceSpace(CGPoint(x: 5, y: 5)), CGPoint(x: 10, y: 20))
    }

    func testConvertingToUserSpaceUndoesTheCTM() {
        let context = makeBitmapContext()
        context.translateBy(x: 10, y: 20)
        context.scaleBy(x: 2, y: 4)

        let device = context.convertToDeviceSpace(CGRect(x: 1, y: 1, width: 5, height: 5))
        let user = context.convertToUserSpace(device)

        XCTAssertEqual(device, CGRect(x: 12, y: 24, width: 10, height: 20))
        XCTAssertEqual(user, CGRect(x: 1, y: 1, width: 5, height: 5))
        XCTAssertEqual(context.convertToUserSpace(CGSize(width: 10, height: 20)), CGSize(width: 5, height: 5))
    }

    func testSingularScaleHidesLaterDrawingUntilRestore() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        context.saveGState()

        context.scaleBy(x: 0, y: 1)
        context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
        context.restoreGState()
        context.fill(CGRect(x: 50, y: 50, width: 50, height: 50))

        XCTAssertEqual(context.rgba(25, 25), Paint.none)
        XCTAssertEqual(context.rgba(75, 75), Paint.red)
    }

    func testInterpolationQualityIsPartOfTheGraphicsState() {
        let context = makeFlippedContext()
        context.interpolationQuality = .high
        context.saveGState()

        context.interpolationQuality = .none
        context.restoreGState()

        XCTAssertEqual(context.interpolationQuality, .high)
    }
}
