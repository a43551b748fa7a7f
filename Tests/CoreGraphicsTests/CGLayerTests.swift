import XCTest

@testable import CoreGraphics

/// `CGLayer`: draw once into its context, stamp it into the context it was made for.
final class CGLayerTests: XCTestCase {
    func testALayerDrawnTwiceShowsItsContentAtBothPlaces() throws {
        let context = makeBitmapContext()
        let layer = try XCTUnwrap(CGLayer(context, size: CGSize(width: 20, height: 20), auxiliaryInfo: nil))
        let layerContext = try XCTUnwrap(layer.context)
        layerContext.setFillColor(Paint.redColor)
        layerContext.fill(CGRect(x: 0, y: 0, width: 20, height: 10))  // the lower half (y up)

        context.draw(layer, at: CGPoint(x: 10, y: 10))
        context.draw(layer, in: CGRect(x: 50, y: 50, width: 40, height: 40))

        // Buffer rows count from the top: y-up (10…30) is rows 70…90.
        XCTAssertEqual(context.rgba(20, 85), Paint.red, "first copy, lower half")
        XCTAssertEqual(context.rgba(20, 75), Paint.none, "first copy, upper half")
        XCTAssertEqual(context.rgba(70, 45), Paint.red, "scaled copy, lower half")
        XCTAssertEqual(context.rgba(70, 25), Paint.none, "scaled copy, upper half")
        XCTAssertEqual(context.rgba(40, 85), Paint.none, "between the copies")
    }

    func testSizeAndContextAreKept() throws {
        let context = makeBitmapContext()

        let layer = try XCTUnwrap(CGLayer(context, size: CGSize(width: 30, height: 12), auxiliaryInfo: nil))

        XCTAssertEqual(layer.size, CGSize(width: 30, height: 12))
        XCTAssertEqual(layer.context?.width, 30)
        XCTAssertEqual(layer.context?.height, 12)
        XCTAssertNil(CGLayer(context, size: .zero, auxiliaryInfo: nil))
    }

    func testALayerForAScaledContextHasItsPixelDensity() throws {
        let context = makeFlippedContext(width: 200, height: 200)
        context.baseSpaceToDevice = CGAffineTransform(scaleX: 2, y: 2)

        let layer = try XCTUnwrap(CGLayer(context, size: CGSize(width: 30, height: 12), auxiliaryInfo: nil))

        XCTAssertEqual(layer.context?.width, 60)
        XCTAssertEqual(layer.context?.height, 24)
    }
}
