import UIKit
import UIKitTesting
import XCTest

/// `UIGraphicsImageRenderer`: sizes and scales of its images, its context, and its data outputs.
final class UIImageRendererTests: XCTestCase {
    func testDefaultFormatUsesTheScreenScale() {
        MainActor.assumeIsolated {
            _ = makeApp(dotsPerInch: 192)
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5))

            let image = renderer.image { _ in }

            XCTAssertEqual(UIGraphicsImageRendererFormat.default().scale, 2)
            XCTAssertEqual(UIGraphicsImageRendererFormat.preferred().scale, 2)
            XCTAssertEqual(image.size, CGSize(width: 10, height: 5))
            XCTAssertEqual(image.scale, 2)
            XCTAssertEqual(image.cgImage?.width, 20)
            XCTAssertEqual(image.cgImage?.height, 10)
        }
    }

    func testFormatScaleAndBounds() {
        MainActor.assumeIsolated {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 3
            format.preferredRange = .extended

            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format)
            let image = renderer.image { _ in }
            format.scale = 1

            XCTAssertEqual(renderer.format.bounds, CGRect(x: 0, y: 0, width: 10, height: 5))
            XCTAssertEqual(renderer.format.scale, 3)
            XCTAssertEqual(image.cgImage?.width, 30)
            XCTAssertEqual(image.scale, 3)
        }
    }

    func testBoundsOriginIsTheImagesTopLeft() {
        MainActor.assumeIsolated {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 20, width: 4, height: 4), format: format)

            let image = renderer.image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 10, y: 20, width: 2, height: 2))
            }

            XCTAssertEqual(image.cgImage?.rgba(1, 1), Swatch.red)
            XCTAssertEqual(image.cgImage?.rgba(3, 3), Swatch.clear)
        }
    }

    func testContextIsCurrentOnlyDuringTheActions() {
        MainActor.assumeIsolated {
            var currentDuringActions: CGContext?
            var rendererContext: CGContext?

            _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
                currentDuringActions = UIGraphicsGetCurrentContext()
                rendererContext = context.cgContext
            }

            XCTAssertNotNil(rendererContext)
            XCTAssertTrue(currentDuringActions === rendererContext)
            XCTAssertNil(UIGraphicsGetCurrentContext())
        }
    }

    func testCurrentImageShowsWhatIsDrawnSoFar() {
        MainActor.assumeIsolated {
            var midway: UIImage?

            _ = render(size: CGSize(width: 2, height: 1), scale: 2) { context in
                UIColor.blue.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
                midway = context.currentImage
                context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            }

            XCTAssertEqual(midway?.scale, 2)
            XCTAssertEqual(midway?.cgImage?.rgba(0, 0), Swatch.blue)
            XCTAssertEqual(midway?.cgImage?.rgba(3, 0), Swatch.clear)
        }
    }

    func testStrokeAndClipDrawThroughTheContext() {
        MainActor.assumeIsolated {
            let drawn = render(size: CGSize(width: 10, height: 10)) { context in
                UIColor.green.setStroke()
                context.cgContext.setLineWidth(2)
                context.stroke(CGRect(x: 1, y: 1, width: 8, height: 8))
                context.clip(to: CGRect(x: 4, y: 4, width: 2, height: 2))
                UIColor.blue.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }

            XCTAssertEqual(drawn.rgba(1, 5), Swatch.green)
            XCTAssertEqual(drawn.rgba(5, 5), Swatch.blue)
            XCTAssertEqual(drawn.rgba(3, 3), Swatch.clear)
        }
    }

    func testOpaqueFormatStartsBlack() {
        MainActor.assumeIsolated {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            format.opaque = true

            let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in }

            XCTAssertEqual(image.cgImage?.rgba(0, 0), Swatch.black)
        }
    }

    func testPNGAndJPEGDataDecodeToTheRenderedPixels() throws {
        try MainActor.assumeIsolated {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format)
            let actions: (UIGraphicsImageRendererContext) -> Void = { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            }

            let png = try XCTUnwrap(UIImage(data: renderer.pngData(actions: actions)))
            let jpeg = try XCTUnwrap(UIImage(data: renderer.jpegData(withCompressionQuality: 0.9, actions: actions)))

            XCTAssertEqual(png.cgImage?.width, 16)
            XCTAssertEqual(png.cgImage?.rgba(8, 8), Swatch.red)
            XCTAssertEqual(jpeg.cgImage?.width, 16)
            XCTAssertTrue(jpeg.cgImage!.rgba(8, 8).isClose(to: Swatch.red, tolerance: 8))
        }
    }
}
