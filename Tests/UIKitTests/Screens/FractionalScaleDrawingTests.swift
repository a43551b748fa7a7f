import UIKit
import UIKitTesting
import XCTest

/// At a fractional scale, a view in whole points lands on half pixels; its drawing is still put on whole
/// pixels, one store pixel to one window pixel, so a hairline stays one crisp row.
final class FractionalScaleDrawingTests: XCTestCase {
    func testAHairlineOfAViewOnAHalfPixelIsOneBlackRowAtScaleOneAndAHalf() {
        MainActor.assumeIsolated {
            var screen = TwoMonitors.left
            screen.dotsPerInch = 144
            let scene = ScreenScene(screen: screen)

            scene.addHairlineView(frame: CGRect(x: 150, y: 11, width: 101, height: 51))

            // 11 points is 16.5 pixels: the store goes to row 16, whole.
            let image = scene.app.presentedImage(of: scene.window)!
            XCTAssertEqual(image.rgba(x: 300, y: 16), RGBA(0, 0, 0))
            XCTAssertEqual(image.rgba(x: 300, y: 15), RGBA(255, 255, 255))
            XCTAssertEqual(image.rgba(x: 300, y: 17), RGBA(255, 255, 255))
        }
    }

    func testAtAWholeScaleAViewOnAFractionalPointIsStillResampled() {
        MainActor.assumeIsolated {
            let scene = ScreenScene()

            scene.addHairlineView(frame: CGRect(x: 150, y: 11.5, width: 101, height: 51))

            let image = scene.app.presentedImage(of: scene.window)!
            XCTAssertEqual(image.rgba(x: 200, y: 11), RGBA(255, 255, 255))
            XCTAssertEqual(image.rgba(x: 200, y: 12), RGBA(128, 128, 128), "scale 1 keeps sub-pixel placement")
        }
    }
}
