import UIKit
import UIKitTesting
import XCTest

final class UIImageTests: XCTestCase {
    func testSizeIsPixelsDividedByScale() {
        let image = UIImage(cgImage: makeSolid(Swatch.red, width: 20, height: 10), scale: 2, orientation: .up)

        XCTAssertEqual(image.size, CGSize(width: 10, height: 5))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.imageOrientation, .up)
    }

    func testQuarterTurnOrientationsSwapWidthAndHeight() {
        let pixels = makeSolid(Swatch.red, width: 20, height: 10)

        let sizes = [UIImage.Orientation.left, .right, .leftMirrored, .rightMirrored, .down, .upMirrored].map {
            UIImage(cgImage: pixels, scale: 1, orientation: $0).size
        }

        let (tall, wide) = (CGSize(width: 10, height: 20), CGSize(width: 20, height: 10))
        XCTAssertEqual(sizes, [tall, tall, tall, tall, wide, wide])
    }

    func testCGImageInitializerDefaultsToScaleOneUpright() {
        let pixels = makeGrid()

        let image = UIImage(cgImage: pixels)

        XCTAssertTrue(image.cgImage === pixels)
        XCTAssertEqual(image.scale, 1)
        XCTAssertEqual(image.size, CGSize(width: 2, height: 2))
    }

    func testEmptyImageHasZeroSizeAndNoBitmap() {
        let image = UIImage()

        XCTAssertNil(image.cgImage)
        XCTAssertEqual(image.size, .zero)
        XCTAssertNil(image.pngData())
    }

    func testDataInitializerDecodesPNGAndJPEG() throws {
        let source = UIImage(cgImage: makeSolid(Swatch.blue, width: 8, height: 4))

        let png = try XCTUnwrap(UIImage(data: try XCTUnwrap(source.pngData())))
        let jpeg = try XCTUnwrap(UIImage(data: try XCTUnwrap(source.jpegData(compressionQuality: 0.9)), scale: 2))

        XCTAssertEqual(png.size, CGSize(width: 8, height: 4))
        XCTAssertEqual(png.cgImage?.rgba(3, 2), Swatch.blue)
        XCTAssertEqual(jpeg.size, CGSize(width: 4, height: 2))
        XCTAssertTrue(jpeg.cgImage!.rgba(3, 2).isClose(to: Swatch.blue, tolerance: 8))
    }

    func testCorruptDataGivesNil() throws {
        let png = try XCTUnwrap(UIImage(cgImage: makeGrid()).pngData())
        let jpeg = try XCTUnwrap(UIImage(cgImage: makeGrid()).jpegData(compressionQuality: 0.5))

        XCTAssertNil(UIImage(data: Data()))
        XCTAssertNil(UIImage(data: Data("not an image".utf8)))
        XCTAssertNil(UIImage(data: png.prefix(png.count / 2)))
        XCTAssertNil(UIImage(data: jpeg.prefix(jpeg.count - 10)))
    }

    func testContentsOfFileReadsTheScaleFromTheFileName() throws {
        let directory = try makeTemporaryDirectory(self)
        let url = directory.appendingPathComponent("badge@2x.png")
        try UIImage(cgImage: makeSolid(Swatch.green, width: 8, height: 8)).pngData()!.write(to: url)

        let image = try XCTUnwrap(UIImage(contentsOfFile: url.path))

        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.size, CGSize(width: 4, height: 4))
    }

    func testMissingOrCorruptFilesGiveNil() throws {
        let directory = try makeTemporaryDirectory(self)
        let corrupt = directory.appendingPathComponent("corrupt.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]).write(to: corrupt)

        XCTAssertNil(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path))
        XCTAssertNil(UIImage(contentsOfFile: corrupt.path))
        XCTAssertNil(UIImage(contentsOfFile: directory.path))
    }

    func testJPEGOrientationReadsBackAsImageOrientation() throws {
        let original = UIImage(cgImage: makeSolid(Swatch.red, width: 8, height: 4), scale: 1, orientation: .right)

        let decoded = try XCTUnwrap(UIImage(data: try XCTUnwrap(original.jpegData(compressionQuality: 0.8))))

        XCTAssertEqual(decoded.imageOrientation, .right)
        XCTAssertEqual(decoded.size, CGSize(width: 4, height: 8))
    }

    func testPNGDataRoundTripsPixelsExactly() throws {
        let original = UIImage(cgImage: makeGrid())

        let decoded = try XCTUnwrap(UIImage(data: try XCTUnwrap(original.pngData())))

        XCTAssertEqual(decoded.cgImage?.rows, makeGrid().rows)
    }

    func testVariantsCopyAndLeaveTheOriginalUntouched() {
        let original = UIImage(cgImage: makeGrid(), scale: 2, orientation: .down)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)

        let template = original.withRenderingMode(.alwaysTemplate)
        let aligned = original.withAlignmentRectInsets(insets)
        let tinted = original.withTintColor(.red)
        let tintedOriginal = original.withTintColor(.red, renderingMode: .alwaysOriginal)

        XCTAssertEqual(original.renderingMode, .automatic)
        XCTAssertEqual(original.alignmentRectInsets, .zero)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        XCTAssertEqual(aligned.alignmentRectInsets, insets)
        XCTAssertEqual(tinted.renderingMode, .automatic)
        XCTAssertEqual(tintedOriginal.renderingMode, .alwaysOriginal)
        XCTAssertEqual(template.scale, 2)
        XCTAssertEqual(template.imageOrientation, .down)
    }

    func testResizableImageRecordsInsetsAndDefaultsToTile() {
        let image = UIImage(cgImage: makeGrid())
        let insets = UIEdgeInsets(top: 1, left: 1, bottom: 0, right: 0)

        let tiled = image.resizableImage(withCapInsets: insets)
        let stretched = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)

        XCTAssertEqual(image.capInsets, .zero)
        XCTAssertEqual(tiled.capInsets, insets)
        XCTAssertEqual(tiled.resizingMode, .tile)
        XCTAssertEqual(stretched.resizingMode, .stretch)
        XCTAssertEqual(stretched.size, image.size)
    }

    func testAnimatedImageTakesItsSizeFromTheFirstFrame() throws {
        let frames = [
            UIImage(cgImage: makeSolid(Swatch.red, width: 4, height: 2)),
            UIImage(cgImage: makeSolid(Swatch.blue, width: 4, height: 2)),
        ]

        let animated = try XCTUnwrap(UIImage.animatedImage(with: frames, duration: 0.5))

        XCTAssertEqual(animated.images?.count, 2)
        XCTAssertTrue(animated.images?.last === frames[1])
        XCTAssertEqual(animated.duration, 0.5)
        XCTAssertEqual(animated.size, CGSize(width: 4, height: 2))
        XCTAssertNil(UIImage.animatedImage(with: [], duration: 1))
        XCTAssertNil(frames[0].images)
        XCTAssertEqual(frames[0].duration, 0)
    }
}
