import UIKit
import UIKitTesting
import XCTest

/// `UIGraphicsBeginImageContext…`: the current-context stack, scale and opacity.
final class UIImageContextTests: XCTestCase {
    func testImageContextIsCurrentFlippedAndScaled() throws {
        try MainActor.assumeIsolated {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 5), false, 2)
            let context = try XCTUnwrap(UIGraphicsGetCurrentContext())
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 1))

            let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
            UIGraphicsEndImageContext()

            XCTAssertNil(UIGraphicsGetCurrentContext())
            XCTAssertEqual(image.size, CGSize(width: 10, height: 5))
            XCTAssertEqual(image.scale, 2)
            XCTAssertEqual(image.cgImage?.width, 20)
            XCTAssertEqual(image.cgImage?.rgba(0, 1), Swatch.red)
            XCTAssertEqual(image.cgImage?.rgba(0, 2), Swatch.clear)
        }
    }

    func testScaleZeroMeansTheScreenScale() throws {
        try MainActor.assumeIsolated {
            _ = makeApp(dotsPerInch: 192)

            UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 4), false, 0)
            let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
            UIGraphicsEndImageContext()

            XCTAssertEqual(image.scale, 2)
            XCTAssertEqual(image.cgImage?.width, 6)
            XCTAssertEqual(image.cgImage?.height, 8)
        }
    }

    func testBeginImageContextUsesScaleOne() throws {
        try MainActor.assumeIsolated {
            _ = makeApp(dotsPerInch: 192)

            UIGraphicsBeginImageContext(CGSize(width: 3, height: 4))
            let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
            UIGraphicsEndImageContext()

            XCTAssertEqual(image.scale, 1)
            XCTAssertEqual(image.cgImage?.width, 3)
        }
    }

    func testOpaqueContextStartsBlackAndOpaque() throws {
        try MainActor.assumeIsolated {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 1)
            let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
            UIGraphicsEndImageContext()

            XCTAssertEqual(image.cgImage?.rgba(1, 1), Swatch.black)
        }
    }

    func testPushAndPopSwitchContextsWhileSaveAndRestoreKeepTheCurrentOne() throws {
        try MainActor.assumeIsolated {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
            let imageContext = try XCTUnwrap(UIGraphicsGetCurrentContext())
            imageContext.setFillColor(UIColor.red.cgColor)
            let other = render(size: CGSize(width: 1, height: 1)) { renderer in
                // Inside the renderer its context is current; the image context is underneath.
                XCTAssertTrue(UIGraphicsGetCurrentContext() === renderer.cgContext)
                XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
            }

            imageContext.saveGState()
            let currentAfterSave = UIGraphicsGetCurrentContext()
            imageContext.restoreGState()
            imageContext.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
            UIGraphicsEndImageContext()

            XCTAssertEqual(other.width, 1)
            XCTAssertTrue(currentAfterSave === imageContext)
            XCTAssertEqual(image.cgImage?.rgba(1, 1), Swatch.red)
        }
    }

    func testNestedImageContextsEndInnermostFirst() throws {
        try MainActor.assumeIsolated {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
            let outer = UIGraphicsGetCurrentContext()
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), false, 1)
            let inner = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())

            UIGraphicsEndImageContext()
            let afterInner = UIGraphicsGetCurrentContext()
            UIGraphicsEndImageContext()

            XCTAssertEqual(inner.size, CGSize(width: 2, height: 2))
            XCTAssertTrue(afterInner === outer)
            XCTAssertNil(UIGraphicsGetCurrentContext())
        }
    }

    func testNoImageWithoutAnImageContextAndEndDoesNotPopOtherContexts() {
        MainActor.assumeIsolated {
            let pushed = CGContext(pixelWidth: 1, pixelHeight: 1)
            UIGraphicsPushContext(pushed)

            let image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            let current = UIGraphicsGetCurrentContext()
            UIGraphicsPopContext()

            XCTAssertNil(image)
            XCTAssertTrue(current === pushed)
        }
    }

    func testEmptySizeMakesNoContext() {
        MainActor.assumeIsolated {
            UIGraphicsBeginImageContextWithOptions(.zero, false, 1)

            XCTAssertNil(UIGraphicsGetCurrentContext())
            XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
        }
    }
}
