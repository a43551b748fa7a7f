import UIKitTesting
import XCTest

@testable import UIKit

final class UISliderPixelTests: XCTestCase {
    /// Points on the track before and after a thumb at 0.5 (centre x = 150), and the thumb's centre.
    static let before = CGPoint(x: 90, y: 65)
    static let after = CGPoint(x: 210, y: 65)
    static let thumb = CGPoint(x: 150, y: 65)

    func testTheTrackIsTintedUpToTheThumbAndGreyAfterIt() {
        MainActor.assumeIsolated {
            let slider = UISlider()
            slider.value = 0.5
            let (app, window, _) = sliderWindow(slider)

            XCTAssertEqual(app.pixel(in: window, at: Self.before)?.isClose(to: RGBA(0, 122, 255)), true)
            XCTAssertEqual(
                app.pixel(in: window, at: Self.after)?.isClose(to: RGBA(228, 228, 230)), true,
                "\(app.pixel(in: window, at: Self.after)!)")
            XCTAssertEqual(app.pixel(in: window, at: Self.thumb), RGBA(255, 255, 255))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 90, y: 61)), RGBA(255, 255, 255), "4 points high")
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 90, y: 66.5))?.isClose(to: RGBA(0, 122, 255)), true)
        }
    }

    func testTheFillFollowsTheValue() {
        MainActor.assumeIsolated {
            let slider = UISlider()
            slider.value = 0.9
            let (app, window, _) = sliderWindow(slider)

            let point = CGPoint(x: 180, y: 65)
            XCTAssertEqual(app.pixel(in: window, at: point)?.isClose(to: RGBA(0, 122, 255)), true)
            slider.value = 0.1
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: point)?.isClose(to: RGBA(228, 228, 230)), true)
        }
    }

    func testTintColoursAndTheViewsTint() {
        MainActor.assumeIsolated {
            let slider = UISlider()
            slider.value = 0.5
            let (app, window, _) = sliderWindow(slider)

            window.tintColor = .red
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: Self.before), RGBA(255, 0, 0), "the inherited tint")
            window.tintAdjustmentMode = .dimmed
            app.runUntilIdle()
            let dimmed = app.pixel(in: window, at: Self.before)!
            XCTAssertEqual(dimmed.red, dimmed.blue, "a dimmed tint is grey")
            slider.minimumTrackTintColor = .green
            slider.maximumTrackTintColor = .blue
            slider.thumbTintColor = .black
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: Self.before), RGBA(0, 255, 0))
            XCTAssertEqual(app.pixel(in: window, at: Self.after), RGBA(0, 0, 255))
            XCTAssertEqual(app.pixel(in: window, at: Self.thumb), RGBA(0, 0, 0))
        }
    }

    func testADisabledSliderIsDrawnAtHalfStrength() {
        MainActor.assumeIsolated {
            let slider = UISlider()
            slider.value = 0.5
            slider.minimumTrackTintColor = .black
            slider.isEnabled = false
            let (app, window, _) = sliderWindow(slider)

            XCTAssertEqual(app.pixel(in: window, at: Self.before)?.isClose(to: RGBA(128, 128, 128)), true)
        }
    }

    func testThumbAndTrackImagesFollowTheState() {
        MainActor.assumeIsolated {
            let slider = UISlider()
            slider.value = 0.5
            slider.setThumbImage(solidImage(.red, size: CGSize(width: 10, height: 20)), for: .normal)
            slider.setThumbImage(solidImage(.green, size: CGSize(width: 10, height: 20)), for: .highlighted)
            slider.setMinimumTrackImage(solidImage(.blue, size: CGSize(width: 4, height: 6)), for: .normal)
            slider.setMaximumTrackImage(solidImage(.black, size: CGSize(width: 4, height: 6)), for: .normal)
            let (app, window, _) = sliderWindow(slider)

            XCTAssertEqual(slider.thumbImage(for: .disabled)?.size, CGSize(width: 10, height: 20), "falls back")
            XCTAssertEqual(app.pixel(in: window, at: Self.thumb), RGBA(255, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 150, y: 57)), RGBA(255, 0, 0), "the image's size")
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 90, y: 67.5)), RGBA(0, 0, 255), "6 points high")
            XCTAssertEqual(app.pixel(in: window, at: Self.after), RGBA(0, 0, 0))
            app.pointerDown(at: Self.thumb, in: window)
            XCTAssertTrue(slider.currentThumbImage === slider.thumbImage(for: .highlighted))
            XCTAssertEqual(app.pixel(in: window, at: Self.thumb), RGBA(0, 255, 0))
            app.pointerUp(at: Self.thumb, in: window)
            XCTAssertEqual(app.pixel(in: window, at: Self.thumb), RGBA(255, 0, 0))
        }
    }

    func testValueImagesSitAtTheEnds() {
        MainActor.assumeIsolated {
            let slider = UISlider()
            slider.minimumValueImage = solidImage(.red, size: CGSize(width: 20, height: 20))
            slider.maximumValueImage = solidImage(.green, size: CGSize(width: 20, height: 20))
            let (app, window, _) = sliderWindow(slider)

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 55, y: 60)), RGBA(255, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 245, y: 70)), RGBA(0, 255, 0))
            XCTAssertEqual(slider.trackRect(forBounds: slider.bounds), CGRect(x: 30, y: 13, width: 140, height: 4))
        }
    }

    func testOverriddenGeometryMovesTheDrawingAndTheTouches() {
        MainActor.assumeIsolated {
            let slider = TallTrackSlider()
            let (app, window, _) = sliderWindow(slider)
            slider.value = 0.5
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 90, y: 54))?.isClose(to: RGBA(0, 122, 255)), true)
            app.click(at: CGPoint(x: thumbX(0.25), y: 56), in: window)
            XCTAssertEqual(slider.value, 0.25)
        }
    }

    func testStepMovesTheValueAsTheUserDoes() {
        MainActor.assumeIsolated {
            let (app, window, slider) = sliderWindow()
            let counter = ValueChangeCounter(slider)

            slider.step(by: 0.25)
            slider.step(by: -1)
            slider.step(by: -1)

            XCTAssertEqual(slider.value, 0)
            XCTAssertEqual(counter.count, 2, "the last step changed nothing")
            withExtendedLifetime((app, window)) {}
        }
    }
}

/// A slider whose track is 10 points high at the top of its bounds.
private final class TallTrackSlider: UISlider {
    override func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 10)
    }
}
