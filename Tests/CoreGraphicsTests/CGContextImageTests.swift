import XCTest

@testable import CoreGraphics

/// Drawing images: placement, tiling, alpha, blend modes, interpolation, image masks.
final class CGContextImageTests: XCTestCase {
    /// 2×2: top row red, bottom row blue.
    private let redOverBlue = CGImage.make(width: 2, height: 2) { _, y in y == 0 ? Paint.red : Paint.blue }

    func testDrawKeepsTheTopRowAtMaxYUpsideDownInAFlippedContext() {
        let flipped = makeFlippedContext(width: 10, height: 10)
        flipped.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(flipped.rgba(5, 1), Paint.blue)
        XCTAssertEqual(flipped.rgba(5, 8), Paint.red)

        let bitmap = makeBitmapContext(width: 10, height: 10)
        bitmap.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(bitmap.rgba(5, 1), Paint.red)
    }

    func testTilingRepeatsTheImageAtTheRectSizeAcrossTheClip() {
        let context = makeBitmapContext(width: 40, height: 40)
        context.interpolationQuality = .none
        context.clip(to: CGRect(x: 0, y: 0, width: 40, height: 30))
        context.draw(redOverBlue, in: CGRect(x: 5, y: 5, width: 10, height: 10), byTiling: true)
        // In y-up user space the tile at y 5...15 has red in 10...15 and blue in 5...10; tiles
        // repeat every 10 units both ways, from the rect.
        for x in [2, 12, 27, 38] {
            XCTAssertEqual(context.rgba(x, 40 - 12), Paint.red, "x \(x)")
            XCTAssertEqual(context.rgba(x, 40 - 7), Paint.blue, "x \(x)")
            XCTAssertEqual(context.rgba(x, 40 - 22), Paint.red, "x \(x)")
            XCTAssertEqual(context.rgba(x, 40 - 27), Paint.blue, "x \(x)")
        }
        XCTAssertEqual(context.rgba(20, 40 - 35), Paint.none, "outside the clip")
    }

    func testNonTiledDrawIsOnlyTheRect() {
        let context = makeBitmapContext(width: 40, height: 40)
        context.draw(redOverBlue, in: CGRect(x: 5, y: 5, width: 10, height: 10), byTiling: false)
        XCTAssertEqual(context.rgba(25, 25), Paint.none)
    }

    func testImageAlphaAndGlobalAlphaComposite() {
        let context = makeFlippedContext(width: 10, height: 10)
        context.setFillColor(Paint.blueColor)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let halfRed = CGImage.make(width: 1, height: 1) { _, _ in [255, 0, 0, 128] }
        context.setAlpha(0.5)
        context.draw(halfRed, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        // Source alpha 0.25 over opaque blue.
        XCTAssertPixel(context, 5, 5, [64, 0, 191, 255])
    }

    func testImagesUseTheBlendMode() {
        let context = makeFlippedContext(width: 10, height: 10)
        context.setFillColor(CGColor(red: 0.5, green: 0.5, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setBlendMode(.multiply)
        let image = CGImage.make(width: 1, height: 1) { _, _ in [255, 128, 0, 255] }
        context.draw(image, in: CGRect(x: 0, y: 0, width: 5, height: 10))
        XCTAssertPixel(context, 2, 5, [128, 64, 0, 255])
        XCTAssertPixel(context, 7, 5, [128, 128, 255, 255])
    }

    func testInterpolationNoneKeepsPixelsSharp() {
        let image = CGImage.make(width: 2, height: 1) { x, _ in x == 0 ? Paint.red : Paint.blue }
        let sharp = makeFlippedContext(width: 100, height: 2)
        sharp.interpolationQuality = .none
        sharp.draw(image, in: CGRect(x: 0, y: 0, width: 100, height: 2))
        XCTAssertEqual(sharp.rgba(48, 1), Paint.red)
        XCTAssertEqual(sharp.rgba(52, 1), Paint.blue)

        let smooth = makeFlippedContext(width: 100, height: 2)
        smooth.interpolationQuality = .high
        smooth.draw(image, in: CGRect(x: 0, y: 0, width: 100, height: 2))
        XCTAssertNotEqual(smooth.rgba(48, 1), Paint.red)
    }

    func testClipToMaskWithAnAlphaImageMasksByAlpha() {
        let context = makeFlippedContext(width: 20, height: 10)
        let mask = CGImage.make(width: 2, height: 1) { x, _ in x == 0 ? [0, 0, 0, 255] : [0, 0, 0, 0] }
        context.interpolationQuality = .none
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: mask)
        context.setFillColor(Paint.redColor)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(context.rgba(5, 5), Paint.red)
        XCTAssertEqual(context.rgba(15, 5), Paint.none)
    }

    func testClipToMaskWithAnOpaqueImageMasksByLuminance() {
        let context = makeFlippedContext(width: 30, height: 10)
        let levels: [UInt8] = [255, 128, 0]
        let mask = CGImage.make(width: 3, height: 1) { x, _ in [levels[x], levels[x], levels[x], 255] }
        context.interpolationQuality = .none
        context.clip(to: CGRect(x: 0, y: 0, width: 30, height: 10), mask: mask)
        context.setFillColor(Paint.redColor)
        context.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
        XCTAssertEqual(context.rgba(5, 5), Paint.red, "white shows")
        XCTAssertPixel(context, 15, 5, [255, 0, 0, 128], "grey shows half")
        XCTAssertEqual(context.rgba(25, 5), Paint.none, "black hides")
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    func testClipMaskIsPlacedLikeAnImageAndLimitsToItsRect() {
        let context = makeFlippedContext(width: 20, height: 20)
        // Top row opaque: in a flipped context it lands at the bottom, as images do.
        let mask = CGImage.make(width: 1, height: 2) { _, y in y == 0 ? [0, 0, 0, 255] : [0, 0, 0, 0] }
        context.interpolationQuality = .none
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20), mask: mask)
        context.setFillColor(Paint.redColor)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(context.rgba(5, 15), Paint.red)
        XCTAssertEqual(context.rgba(5, 5), Paint.none)
        XCTAssertEqual(context.rgba(15, 15), Paint.none, "outside the mask's rect")
    }

    func testClipMasksIntersectAndAreRestored() {
        let context = makeFlippedContext(width: 20, height: 10)
        let left = CGImage.make(width: 2, height: 1) { x, _ in x == 0 ? [0, 0, 0, 255] : [0, 0, 0, 0] }
        let half = CGImage.make(width: 1, height: 1) { _, _ in [0, 0, 0, 128] }
        context.interpolationQuality = .none
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: left)
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: half)
        context.setFillColor(Paint.redColor)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertPixel(context, 5, 5, [255, 0, 0, 128])
        XCTAssertEqual(context.rgba(15, 5), Paint.none)
        context.restoreGState()

        context.setFillColor(Paint.blueColor)
        context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        XCTAssertEqual(context.rgba(15, 5), Paint.blue)
    }

    func testClipMaskAppliesToStrokesImagesAndGradients() {
        let context = makeFlippedContext(width: 20, height: 10)
        let left = CGImage.make(width: 2, height: 1) { x, _ in x == 0 ? [0, 0, 0, 255] : [0, 0, 0, 0] }
        context.interpolationQuality = .none
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: left)
        context.setStrokeColor(Paint.blueColor)
        context.setLineWidth(2)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 1), CGPoint(x: 20, y: 1)])
        XCTAssertEqual(context.rgba(5, 1), Paint.blue)
        XCTAssertEqual(context.rgba(15, 1), Paint.none)

        context.draw(
            CGImage.make(width: 1, height: 1) { _, _ in Paint.red }, in: CGRect(x: 0, y: 4, width: 20, height: 2))
        XCTAssertEqual(context.rgba(5, 5), Paint.red)
        XCTAssertEqual(context.rgba(15, 5), Paint.none)
    }

    func testCopyHasTheSamePixels() {
        let copy = redOverBlue.copy()!
        XCTAssertEqual(copy.width, 2)
        XCTAssertEqual(copy.pixel(x: 0, y: 1).blue, 255)
    }
}
