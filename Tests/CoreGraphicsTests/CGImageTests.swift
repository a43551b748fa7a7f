import CCairo
import XCTest

@testable import CoreGraphics

final class CGImageTests: XCTestCase {
    /// A 2×2 image whose top row is red and bottom row blue, from raw BGRA bytes.
    private func makeRedOverBlue() -> CGImage {
        let bytes: [UInt8] = [0, 0, 255, 255, 0, 0, 255, 255, 255, 0, 0, 255, 255, 0, 0, 255]
        return CGImage(width: 2, height: 2, bytesPerRow: 8, premultipliedBGRA: Data(bytes))
    }

    func testRawBGRAInitializerKeepsRowsTopDown() {
        let image = makeRedOverBlue()

        XCTAssertEqual(image.width, 2)
        XCTAssertEqual(image.pixel(x: 1, y: 0).red, 255)
        XCTAssertEqual(image.pixel(x: 1, y: 1).blue, 255)
        XCTAssertEqual(image.pixel(x: 1, y: 1).alpha, 255)
    }

    func testRawInitializerHonoursRowPadding() {
        let bytes: [UInt8] = [0, 255, 0, 255, 9, 9, 9, 9, 0, 0, 255, 255, 9, 9, 9, 9]

        let image = CGImage(width: 1, height: 2, bytesPerRow: 8, premultipliedBGRA: Data(bytes))

        XCTAssertEqual(image.pixel(x: 0, y: 0).green, 255)
        XCTAssertEqual(image.pixel(x: 0, y: 1).red, 255)
    }

    func testCroppingReturnsTheRequestedPixels() {
        let image = makeRedOverBlue()

        let bottom = image.cropping(to: CGRect(x: 0, y: 1, width: 2, height: 1))

        XCTAssertEqual(bottom?.width, 2)
        XCTAssertEqual(bottom?.height, 1)
        XCTAssertEqual(bottom?.pixel(x: 0, y: 0).blue, 255)
    }

    func testCroppingIsLimitedToTheImageAndNilOutsideIt() {
        let image = makeRedOverBlue()

        let clipped = image.cropping(to: CGRect(x: 1, y: -5, width: 10, height: 10))
        let outside = image.cropping(to: CGRect(x: 5, y: 5, width: 2, height: 2))

        XCTAssertEqual(clipped?.width, 1)
        XCTAssertEqual(clipped?.height, 2)
        XCTAssertNil(outside)
    }

    func testOpaquePNGReadsWithFullAlpha() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cg-rgb24-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 4, 4)!
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 0, 1, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        XCTAssertEqual(cairo_surface_write_to_png(surface, url.path), CAIRO_STATUS_SUCCESS)
        cairo_surface_destroy(surface)

        let image = try XCTUnwrap(CGImage.readPNG(from: url))

        let pixel = image.pixel(x: 2, y: 2)
        XCTAssertEqual([pixel.red, pixel.green, pixel.blue, pixel.alpha], [0, 255, 0, 255])
    }

    func testMissingPNGReadsAsNil() {
        let image = CGImage.readPNG(from: URL(fileURLWithPath: "/nonexistent/casement.png"))

        XCTAssertNil(image)
    }

    func testDrawImageIsUprightInAnUnflippedContext() {
        let context = makeBitmapContext(width: 2, height: 2)
        context.interpolationQuality = .none

        context.draw(makeRedOverBlue(), in: CGRect(x: 0, y: 0, width: 2, height: 2))

        XCTAssertEqual(context.rgba(0, 0), Paint.red)
        XCTAssertEqual(context.rgba(0, 1), Paint.blue)
    }

    func testDrawImageIsUpsideDownInAFlippedContextAsOnIOS() {
        let context = makeFlippedContext(width: 2, height: 2)
        context.interpolationQuality = .none

        context.draw(makeRedOverBlue(), in: CGRect(x: 0, y: 0, width: 2, height: 2))

        XCTAssertEqual(context.rgba(0, 0), Paint.blue)
        XCTAssertEqual(context.rgba(0, 1), Paint.red)
    }

    func testDrawImageScalesIntoTheRectOnly() {
        let context = makeFlippedContext(width: 20, height: 20)
        context.interpolationQuality = .none

        context.draw(makeRedOverBlue(), in: CGRect(x: 0, y: 0, width: 10, height: 10))

        XCTAssertEqual(context.rgba(5, 2), Paint.blue)
        XCTAssertEqual(context.rgba(5, 7), Paint.red)
        XCTAssertEqual(context.rgba(15, 5), Paint.none)
    }

    func testMakeImageOfAnOpaqueBitmapContextHasFullAlpha() {
        let info = CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = CGContext(
            data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
        context.setFillColor(Paint.blueColor)

        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))

        XCTAssertEqual(context.rgba(1, 1), Paint.blue)
    }
}
