import XCTest

@testable import CoreGraphics

/// The package primitive `UIImage` draws with: placement by transform, tiling and tint.
final class ImageDrawingTests: XCTestCase {
    func testIdentityPlacementIsUprightInAFlippedContext() {
        let context = makeFlippedContext(width: 16, height: 16)

        context.drawImage(
            makeQuadrantImage(), transform: .identity, clippedTo: CGRect(x: 0, y: 0, width: 16, height: 16))

        XCTAssertEqual(context.rgba(2, 2), Paint.red)
        XCTAssertEqual(context.rgba(2, 13), Paint.blue)
    }

    func testPlacementIsClippedToTheRect() {
        let context = makeFlippedContext(width: 32, height: 32)

        context.drawImage(
            makeQuadrantImage(), transform: .identity, clippedTo: CGRect(x: 0, y: 0, width: 8, height: 8))

        XCTAssertEqual(context.rgba(4, 4), Paint.red)
        XCTAssertEqual(context.rgba(12, 4), Paint.none)
    }

    func testTiledImageRepeatsAcrossTheClip() {
        let context = makeFlippedContext(width: 32, height: 32)
        context.interpolationQuality = .none

        context.drawImage(
            makeQuadrantImage(), transform: .identity, clippedTo: CGRect(x: 0, y: 0, width: 32, height: 32),
            tiled: true)

        XCTAssertEqual(context.rgba(18, 2), Paint.red)
        XCTAssertEqual(context.rgba(18, 29), Paint.blue)
    }

    func testTintPaintsTheColourThroughTheImageAlpha() {
        // Left pixel opaque white, right pixel transparent.
        let image = CGImage(
            width: 2, height: 1, bytesPerRow: 8, premultipliedBGRA: Data([255, 255, 255, 255, 0, 0, 0, 0]))
        let context = makeFlippedContext(width: 2, height: 1)
        context.interpolationQuality = .none

        context.drawImage(
            image, transform: .identity, clippedTo: CGRect(x: 0, y: 0, width: 2, height: 1), tint: Paint.blueColor)

        XCTAssertEqual(context.rgba(0, 0), Paint.blue)
        XCTAssertEqual(context.rgba(1, 0), Paint.none)
    }

    func testGlobalAlphaApplies() {
        let context = makeFlippedContext(width: 16, height: 16)
        context.setAlpha(0.5)

        context.drawImage(
            makeQuadrantImage(), transform: .identity, clippedTo: CGRect(x: 0, y: 0, width: 16, height: 16))

        XCTAssertEqual(Int(context.alpha(2, 2)), 128, accuracy: 1)
    }
}
