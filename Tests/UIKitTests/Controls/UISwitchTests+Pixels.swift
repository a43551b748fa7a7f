import UIKit
import UIKitTesting
import XCTest

final class UISwitchPixelTests: XCTestCase {
    func testAnOffSwitchIsALightGreyCapsuleWithTheThumbOnTheLeft() {
        MainActor.assumeIsolated {
            let toggle = UISwitch()
            let (app, window) = valueControlWindow(toggle)

            XCTAssertEqual(app.pixel(in: window, at: UISwitchTests.offSide)?.isClose(to: RGBA(233, 233, 234)), true)
            XCTAssertEqual(app.pixel(in: window, at: UISwitchTests.offThumb), RGBA(255, 255, 255))
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 50.5, y: 50.5)), RGBA(255, 255, 255), "round corner")
            let shadow = app.pixel(in: window, at: CGPoint(x: 65.5, y: 80.5))
            XCTAssertLessThan(Int(shadow?.red ?? 255), 225, "the thumb's shadow darkens the track below it")
        }
    }

    func testAnOnSwitchIsGreenWithTheThumbOnTheRight() {
        MainActor.assumeIsolated {
            let toggle = UISwitch()
            toggle.isOn = true
            let (app, window) = valueControlWindow(toggle)

            XCTAssertEqual(app.pixel(in: window, at: UISwitchTests.onSide)?.isClose(to: RGBA(52, 199, 89)), true)
            XCTAssertEqual(app.pixel(in: window, at: UISwitchTests.onThumb), RGBA(255, 255, 255))
        }
    }

    func testTintColoursPaintTheTrackAndTheThumb() {
        MainActor.assumeIsolated {
            let toggle = UISwitch()
            toggle.isOn = true
            toggle.onTintColor = .blue
            toggle.thumbTintColor = .red
            let (app, window) = valueControlWindow(toggle)

            XCTAssertEqual(app.pixel(in: window, at: UISwitchTests.onSide), RGBA(0, 0, 255))
            XCTAssertEqual(app.pixel(in: window, at: UISwitchTests.onThumb), RGBA(255, 0, 0))
        }
    }

    func testAnAnimatedChangeSlidesTheThumbAndFadesTheTrack() {
        MainActor.assumeIsolated {
            let toggle = UISwitch()
            let (app, window) = valueControlWindow(toggle)

            toggle.setOn(true, animated: true)
            app.runUntilIdle()
            app.advance(by: 0.08)
            let thumb = toggle.subviews[0].subviews[1].layer.presentation()!.position.x
            XCTAssertGreaterThan(thumb, 15.5 + 2)
            XCTAssertLessThan(thumb, 35.5 - 2)
            let track = app.pixel(in: window, at: UISwitchTests.onSide)!
            XCTAssertLessThan(track.red, 220, "fading towards green")
            XCTAssertGreaterThan(track.red, 60)

            app.advance(by: 1)
            XCTAssertEqual(app.pixel(in: window, at: UISwitchTests.onSide)?.isClose(to: RGBA(52, 199, 89)), true)
            XCTAssertEqual(app.pixel(in: window, at: UISwitchTests.onThumb), RGBA(255, 255, 255))
            XCTAssertNil(toggle.subviews[0].subviews[1].layer.animationKeys())
        }
    }

    func testADisabledSwitchIsDrawnAtHalfStrength() {
        MainActor.assumeIsolated {
            let toggle = UISwitch()
            toggle.isOn = true
            toggle.isEnabled = false
            let (app, window) = valueControlWindow(toggle)

            let track = app.pixel(in: window, at: UISwitchTests.onSide)!
            XCTAssertEqual(Int(track.red), (52 + 255) / 2, accuracy: 2)
            XCTAssertEqual(Int(track.green), (199 + 255) / 2, accuracy: 2)
            XCTAssertEqual(Int(track.blue), (89 + 255) / 2, accuracy: 2)
            toggle.isEnabled = true
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: UISwitchTests.onSide)?.isClose(to: RGBA(52, 199, 89)), true)
        }
    }
}
