import XCTest

@testable import CoreGraphics

final class CGGradientTests: XCTestCase {
    private func redToBlue() -> CGGradient {
        CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [Paint.redColor, Paint.blueColor], locations: [0, 1])!
    }

    private func linear(_ options: CGGradientDrawingOptions) -> CGContext {
        let context = makeFlippedContext(width: 100, height: 10)
        context.drawLinearGradient(
            redToBlue(), start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0), options: options)
        return context
    }

    func testLinearGradientHasItsColoursAtTheEndsAndTheMixHalfway() {
        let context = linear([])
        XCTAssertPixel(context, 10, 5, [253, 0, 2, 255], tolerance: 4)
        XCTAssertPixel(context, 50, 5, [128, 0, 128, 255], tolerance: 3)
        XCTAssertPixel(context, 89, 5, [2, 0, 253, 255], tolerance: 4)
    }

    func testWithoutOptionsNothingIsPaintedBeyondTheEnds() {
        let context = linear([])
        XCTAssertEqual(context.rgba(5, 5), Paint.none)
        XCTAssertEqual(context.rgba(95, 5), Paint.none)
    }

    func testOptionsExtendTheEndColoursOnTheirOwnSide() {
        let before = linear(.drawsBeforeStartLocation)
        XCTAssertEqual(before.rgba(2, 5), Paint.red)
        XCTAssertEqual(before.rgba(95, 5), Paint.none)

        let after = linear(.drawsAfterEndLocation)
        XCTAssertEqual(after.rgba(2, 5), Paint.none)
        XCTAssertEqual(after.rgba(97, 5), Paint.blue)

        let both = linear([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        XCTAssertEqual(both.rgba(2, 5), Paint.red)
        XCTAssertEqual(both.rgba(97, 5), Paint.blue)
    }

    func testBlendModesLeaveEverythingBeyondTheEndsAlone() {
        let context = makeFlippedContext(width: 100, height: 10)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 100, height: 10))
        context.setBlendMode(.copy)
        context.drawLinearGradient(
            redToBlue(), start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0), options: .drawsAfterEndLocation)
        XCTAssertEqual(context.rgba(5, 5), [255, 255, 255, 255])
        XCTAssertEqual(context.rgba(95, 5), Paint.blue)
    }

    func testGradientFillsOnlyTheClipAndKeepsThePath() {
        let context = makeFlippedContext(width: 100, height: 10)
        context.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.clip(to: CGRect(x: 40, y: 0, width: 20, height: 10))
        context.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.drawLinearGradient(
            redToBlue(), start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        XCTAssertEqual(context.rgba(30, 5), Paint.none)
        XCTAssertEqual(context.rgba(50, 5)[3], 255)
        XCTAssertFalse(context.isPathEmpty)
    }

    func testRadialGradientRunsFromTheStartCircleToTheEndCircle() {
        let context = makeFlippedContext()
        context.drawRadialGradient(
            redToBlue(), startCenter: CGPoint(x: 50, y: 50), startRadius: 0, endCenter: CGPoint(x: 50, y: 50),
            endRadius: 40, options: [])
        XCTAssertPixel(context, 50, 50, [255, 0, 0, 255], tolerance: 5)
        XCTAssertPixel(context, 70, 50, [128, 0, 128, 255], tolerance: 5)
        XCTAssertEqual(context.rgba(95, 50), Paint.none)
        XCTAssertEqual(context.rgba(2, 2), Paint.none)
    }

    func testRadialGradientExtendsOutwardsWithDrawsAfterEnd() {
        let context = makeFlippedContext()
        context.drawRadialGradient(
            redToBlue(), startCenter: CGPoint(x: 50, y: 50), startRadius: 10, endCenter: CGPoint(x: 50, y: 50),
            endRadius: 30, options: .drawsAfterEndLocation)
        XCTAssertEqual(context.rgba(50, 50), Paint.none, "inside the start circle")
        XCTAssertEqual(context.rgba(95, 50), Paint.blue)
        XCTAssertEqual(context.rgba(2, 2), Paint.blue)

        let inside = makeFlippedContext()
        inside.drawRadialGradient(
            redToBlue(), startCenter: CGPoint(x: 50, y: 50), startRadius: 10, endCenter: CGPoint(x: 50, y: 50),
            endRadius: 30, options: .drawsBeforeStartLocation)
        XCTAssertEqual(inside.rgba(50, 50), Paint.red)
        XCTAssertEqual(inside.rgba(95, 50), Paint.none)
    }

    func testComponentsInitializerAndEvenlySpacedLocations() {
        let components: [CGFloat] = [0, 1, 0, 1, 0, 0, 1, 1, 1, 0, 0, 1]
        let gradient = CGGradient(
            colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 3)!
        XCTAssertEqual(gradient.stops.map(\.location), [0, 0.5, 1])
        let context = makeFlippedContext(width: 101, height: 4)
        context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        XCTAssertPixel(context, 50, 2, [0, 0, 255, 255], tolerance: 6)

        let gray = CGGradient(
            colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0, 1, 1, 1], locations: [0, 1], count: 2)!
        XCTAssertEqual(gray.stops[1].green, 1)
        XCTAssertNil(CGGradient(colorsSpace: nil, colors: [], locations: nil))
    }

    func testLocationsMayBeAPointerAsOnIOS() {
        let locations: [CGFloat] = [1, 0]
        let gradient = locations.withUnsafeBufferPointer {
            CGGradient(colorsSpace: nil, colors: [Paint.redColor, Paint.blueColor], locations: $0.baseAddress)!
        }
        // Sorted by location: blue first.
        XCTAssertEqual(gradient.stops[0].blue, 1)
    }

    func testGlobalAlphaApplies() {
        let context = makeFlippedContext(width: 100, height: 10)
        context.setAlpha(0.5)
        context.drawLinearGradient(
            redToBlue(), start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        XCTAssertEqual(Int(context.alpha(50, 5)), 128, accuracy: 2)
    }
}
