import UIKit
import UIKitTesting
import XCTest

final class UIStepperPixelTests: XCTestCase {
    /// The track's grey (#767680 at 12 % over white), and with the pressed half's fill over it.
    static let track = RGBA(239, 239, 240)
    static let pressed = RGBA(225, 225, 227)
    /// A point of each half clear of its glyph, the divider's middle, and the glyphs' centres.
    static let minusTrack = CGPoint(x: 56, y: 56)
    static let plusTrack = CGPoint(x: 137, y: 56)
    static let divider = CGPoint(x: 97, y: 66)
    static let minusGlyph = CGPoint(x: 73, y: 66)
    static let plusGlyph = CGPoint(x: 120, y: 66)

    func testAGreyRoundedTrackWithADividerAndBlackGlyphs() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            stepper.value = 50
            let (app, window) = valueControlWindow(stepper)

            XCTAssertEqual(app.pixel(in: window, at: Self.minusTrack)?.isClose(to: Self.track), true)
            XCTAssertEqual(app.pixel(in: window, at: Self.plusTrack)?.isClose(to: Self.track), true)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 50, y: 50))?.isClose(to: RGBA(255, 255, 255)), true)
            XCTAssertLessThan(app.pixel(in: window, at: Self.divider)!.red, 215)
            XCTAssertEqual(app.pixel(in: window, at: Self.minusGlyph), RGBA(0, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: Self.plusGlyph), RGBA(0, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 120, y: 61)), RGBA(0, 0, 0), "the plus's upright")
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 73, y: 61))?.isClose(to: Self.track), true)
        }
    }

    func testTheHalfAtAnEndIsDimmedUnlessTheStepperWraps() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            let (app, window) = valueControlWindow(stepper)

            let dimmed = app.pixel(in: window, at: Self.minusGlyph)!
            stepper.value = 100
            app.runUntilIdle()
            let dimmedPlus = app.pixel(in: window, at: Self.plusGlyph)!
            let minusAwayFromTheEnd = app.pixel(in: window, at: Self.minusGlyph)!
            stepper.wraps = true
            app.runUntilIdle()

            XCTAssertGreaterThan(dimmed.red, 150)
            XCTAssertGreaterThan(dimmedPlus.red, 150)
            XCTAssertEqual(minusAwayFromTheEnd, RGBA(0, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: Self.plusGlyph), RGBA(0, 0, 0))
        }
    }

    func testThePressedHalfIsDarker() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            let (app, window) = valueControlWindow(stepper)

            app.pointerDown(at: Self.plusGlyph, in: window)
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: Self.plusTrack)?.isClose(to: Self.pressed), true)
            XCTAssertEqual(app.pixel(in: window, at: Self.minusTrack)?.isClose(to: Self.track), true)
            app.pointerUp(at: Self.plusGlyph, in: window)
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: Self.plusTrack)?.isClose(to: Self.track), true)
            XCTAssertEqual(
                app.pixel(in: window, at: CGPoint(x: 143, y: 50))?.isClose(to: RGBA(255, 255, 255)), true,
                "the highlight keeps the track's round corner")
        }
    }

    func testADisabledStepperIsDrawnAtHalfStrength() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            stepper.value = 50
            stepper.isEnabled = false
            let (app, window) = valueControlWindow(stepper)

            XCTAssertEqual(app.pixel(in: window, at: Self.plusGlyph)?.isClose(to: RGBA(128, 128, 128)), true)
            XCTAssertEqual(app.pixel(in: window, at: Self.plusTrack)?.isClose(to: RGBA(247, 247, 247)), true)
        }
    }

    func testTemplateImagesTakeTheTintColourAndOthersTheirOwn() {
        MainActor.assumeIsolated {
            let square = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
                UIColor.green.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            let stepper = UIStepper()
            stepper.value = 50
            stepper.tintColor = .red
            stepper.setIncrementImage(square.withRenderingMode(.alwaysTemplate), for: .normal)
            stepper.setDecrementImage(square, for: .normal)
            let (app, window) = valueControlWindow(stepper)

            XCTAssertEqual(app.pixel(in: window, at: Self.plusGlyph), RGBA(255, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: Self.minusGlyph), RGBA(0, 255, 0))
        }
    }
}
