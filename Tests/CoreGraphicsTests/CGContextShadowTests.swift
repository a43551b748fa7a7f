import XCTest

@testable import CoreGraphics

/// Shadows: offset and blur in base space (the context's space as created, unaffected by the
/// CTM), y-down in UIKit's flipped contexts and y-up in Core Graphics' own, as on iOS 3.2+.
final class CGContextShadowTests: XCTestCase {
    private let opaqueBlack = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    func testPositiveHeightMovesTheShadowDownInAFlippedUIKitContext() {
        let context = makeFlippedContext()
        context.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: opaqueBlack)
        context.setFillColor(Paint.redColor)

        context.fill(CGRect(x: 20, y: 20, width: 20, height: 20))

        XCTAssertEqual(context.rgba(30, 30), Paint.red)
        XCTAssertEqual(context.rgba(30, 45), [0, 0, 0, 255], "the shadow shows below the rect on screen")
        XCTAssertEqual(context.rgba(30, 15), Paint.none, "nothing above it")
        XCTAssertEqual(context.rgba(30, 52), Paint.none)
    }

    func testPositiveHeightMovesTheShadowUpInABitmapContext() {
        let context = makeBitmapContext()
        context.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: opaqueBlack)
        context.setFillColor(Paint.redColor)

        // User y 40...60 is buffer rows 40...60; the shadow at user y 50...70 is rows 30...50.
        context.fill(CGRect(x: 20, y: 40, width: 20, height: 20))

        XCTAssertEqual(context.rgba(30, 50), Paint.red)
        XCTAssertEqual(context.rgba(45, 35), [0, 0, 0, 255], "up and to the right on screen")
        XCTAssertEqual(context.rgba(45, 65), Paint.none)
    }

    func testTheCTMDoesNotMoveOrScaleTheShadow() {
        let context = makeFlippedContext()
        context.translateBy(x: 50, y: 50)
        context.rotate(by: .pi / 2)
        context.scaleBy(x: 2, y: 2)
        context.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: opaqueBlack)
        context.setFillColor(Paint.redColor)

        // A 20×20 device square centred on (50, 50).
        context.fill(CGRect(x: -5, y: -5, width: 10, height: 10))

        XCTAssertEqual(context.rgba(50, 50), Paint.red)
        XCTAssertEqual(context.rgba(50, 65), [0, 0, 0, 255], "10 pixels down, not 20 nor sideways")
        XCTAssertEqual(context.rgba(50, 75), Paint.none)
        XCTAssertEqual(context.rgba(65, 50), Paint.none)
    }

    func testBaseSpaceScaleScalesOffsetAndBlur() {
        let context = makeFlippedContext()
        context.baseSpaceToDevice = CGAffineTransform(scaleX: 2, y: 2)
        context.scaleBy(x: 2, y: 2)
        context.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: opaqueBlack)
        context.setFillColor(Paint.redColor)

        context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))

        // The square covers pixels 20...40; its shadow 40...60.
        XCTAssertEqual(context.rgba(30, 55), [0, 0, 0, 255], "10 points are 20 pixels at scale 2")
        XCTAssertEqual(context.rgba(30, 65), Paint.none)
    }

    func testBlurIsAGaussianWithSigmaHalfTheBlur() {
        let context = makeFlippedContext(width: 200, height: 60)
        context.setShadow(offset: CGSize(width: 0, height: 0), blur: 20, color: opaqueBlack)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0))

        // An invisible shape still casts its (invisible) shadow: use an opaque one, then read the
        // shadow beside it.
        context.setFillColor(Paint.redColor)
        context.fill(CGRect(x: -100, y: -100, width: 200, height: 300))

        // Left of the edge at x = 100 is the shape; right of it only the shadow: alpha there is
        // 1 - Φ(d / σ) with σ = 10.
        let alphaAt = { (x: Int) in Double(context.alpha(x, 30)) / 255 }
        XCTAssertEqual(alphaAt(100), 0.48, accuracy: 0.06)
        XCTAssertEqual(alphaAt(110), 0.16, accuracy: 0.04)
        XCTAssertEqual(alphaAt(120), 0.023, accuracy: 0.02)
        XCTAssertLessThan(alphaAt(140), 0.01)
        XCTAssertGreaterThan(alphaAt(105), alphaAt(115))
    }

    func testDefaultShadowColourIsBlackAtOneThirdAlpha() {
        let context = makeFlippedContext()
        context.setShadow(offset: CGSize(width: 30, height: 0), blur: 0)
        context.setFillColor(Paint.redColor)

        context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))

        XCTAssertPixel(context, 50, 20, [0, 0, 0, 85])
    }

    func testShadowAlphaFollowsTheShapesAlpha() {
        let context = makeFlippedContext()
        context.setShadow(offset: CGSize(width: 30, height: 0), blur: 0, color: opaqueBlack)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        context.setAlpha(0.5)

        context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))

        XCTAssertPixel(context, 50, 20, [0, 0, 0, 64])
    }

    func testShadowIsSavedWithTheGraphicsStateAndNilColorTurnsItOff() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.redColor)
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: opaqueBlack)
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(context.rgba(5, 15), Paint.none)

        context.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: opaqueBlack)
        context.setShadow(offset: .zero, blur: 0, color: nil)
        context.fill(CGRect(x: 20, y: 0, width: 10, height: 10))
        XCTAssertEqual(context.rgba(25, 15), Paint.none)
    }

    func testStrokesAndImagesCastShadows() {
        let context = makeFlippedContext()
        context.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: opaqueBlack)
        context.setStrokeColor(Paint.redColor)
        context.setLineWidth(4)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 10), CGPoint(x: 40, y: 10)])
        XCTAssertEqual(context.rgba(20, 20), [0, 0, 0, 255])

        let image = CGImage.make(width: 2, height: 2) { _, _ in [0, 0, 255, 255] }
        context.draw(image, in: CGRect(x: 60, y: 40, width: 20, height: 20))
        XCTAssertEqual(context.rgba(70, 50), Paint.blue)
        XCTAssertEqual(context.rgba(70, 65), [0, 0, 0, 255])
        XCTAssertEqual(context.rgba(70, 75), Paint.none)
    }

    func testShadowIsClippedWhereItLandsNotWhereTheShapeIs() {
        let context = makeFlippedContext()
        context.clip(to: CGRect(x: 0, y: 0, width: 100, height: 45))
        context.setShadow(offset: CGSize(width: 0, height: 20), blur: 0, color: opaqueBlack)
        context.setFillColor(Paint.redColor)

        context.fill(CGRect(x: 20, y: 20, width: 20, height: 20))

        XCTAssertEqual(context.rgba(30, 42), [0, 0, 0, 255])
        XCTAssertEqual(context.rgba(30, 50), Paint.none, "beyond the clip")
    }

    func testShapeOutsideTheClipStillCastsItsShadowIntoIt() {
        let context = makeFlippedContext()
        context.clip(to: CGRect(x: 0, y: 50, width: 100, height: 50))
        context.setShadow(offset: CGSize(width: 0, height: 30), blur: 0, color: opaqueBlack)
        context.setFillColor(Paint.redColor)

        context.fill(CGRect(x: 20, y: 20, width: 20, height: 20))

        XCTAssertEqual(context.rgba(30, 30), Paint.none)
        XCTAssertEqual(context.rgba(30, 60), [0, 0, 0, 255])
    }

    func testTransparencyLayerCastsOneShadowForEverythingInIt() {
        let context = makeFlippedContext()
        context.setShadow(offset: CGSize(width: 50, height: 0), blur: 0, color: CGColor(gray: 0, alpha: 0.5))
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(Paint.redColor)
        context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        context.fill(CGRect(x: 10, y: 10, width: 30, height: 30))
        context.endTransparencyLayer()

        XCTAssertPixel(context, 70, 20, [0, 0, 0, 128], "the overlap is shadowed once")
        XCTAssertPixel(context, 55, 5, [0, 0, 0, 128])
        XCTAssertEqual(context.rgba(20, 20), Paint.red)
    }

    func testShadowUsesTheBlendMode() {
        let context = makeFlippedContext()
        context.setFillColor(Paint.blueColor)
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
        context.setBlendMode(.destinationOut)
        context.setShadow(offset: CGSize(width: 0, height: 40), blur: 0, color: opaqueBlack)
        context.setFillColor(Paint.redColor)

        context.fill(CGRect(x: 20, y: 20, width: 20, height: 20))

        XCTAssertEqual(context.rgba(30, 30), Paint.none)
        XCTAssertEqual(context.rgba(30, 70), Paint.none)
        XCTAssertEqual(context.rgba(30, 50), Paint.blue)
    }
}
