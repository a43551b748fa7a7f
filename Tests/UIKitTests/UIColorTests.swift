import UIKit
import XCTest

final class UIColorTests: XCTestCase {
    func testHueSaturationBrightnessRoundTrip() {
        let color = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 0.4)
        var (h, s, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)

        let converted = color.getHue(&h, saturation: &s, brightness: &b, alpha: &a)

        XCTAssertTrue(converted)
        XCTAssertEqual(h, 0.6, accuracy: 1e-9)
        XCTAssertEqual(s, 0.5, accuracy: 1e-9)
        XCTAssertEqual(b, 0.8, accuracy: 1e-9)
        XCTAssertEqual(a, 0.4, accuracy: 1e-9)
    }

    func testRedFromHueZeroAndComponentsFromGetRed() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)

        UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)

        XCTAssertEqual([r, g, b, a], [1, 0, 0, 1])
    }

    func testGetWhiteSucceedsForGraysOnly() {
        var white: CGFloat = -1
        var alpha: CGFloat = -1

        XCTAssertTrue(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
        XCTAssertEqual(white, 0.25)
        XCTAssertEqual(alpha, 0.5)
        XCTAssertFalse(UIColor.systemBlue.getWhite(&white, alpha: &alpha))
    }

    func testEqualityComparesComponents() {
        XCTAssertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1), .red)
        XCTAssertNotEqual(UIColor.red, UIColor.red.withAlphaComponent(0.5))
        XCTAssertEqual(UIColor.white, UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    func testSystemColorsUseLightAppearanceValues() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)

        UIColor.systemBlue.getRed(&r, green: &g, blue: &b, alpha: &a)

        XCTAssertEqual([r * 255, g * 255, b * 255, a], [0, 122, 255, 1])
        XCTAssertEqual(UIColor.tintColor, .systemBlue)
        XCTAssertEqual(UIColor.separator.cgColor.alpha, 0.29, accuracy: 1e-9)
    }

    func testSetFillMakesTheColorCurrentInTheContext() {
        MainActor.assumeIsolated {
            let context = CGContext(pixelWidth: 4, pixelHeight: 4)
            UIGraphicsPushContext(context)

            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIGraphicsPopContext()

            let pixel = context.makeImage()!.pixel(x: 1, y: 1)
            XCTAssertEqual([pixel.red, pixel.green, pixel.blue, pixel.alpha], [0, 255, 0, 255])
        }
    }

    /// As on iOS, a standard colour is one object: reading it twice gives the same instance.
    func testStandardColoursAreOneInstanceEach() {
        XCTAssertTrue(UIColor.systemBlue === UIColor.systemBlue)
        XCTAssertTrue(UIColor.label === UIColor.label)
        XCTAssertTrue(UIColor.clear === UIColor.clear)
    }
}
