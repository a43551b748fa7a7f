import UIKit
import UIKitTesting
import XCTest

/// Pinch and rotation from two fingers on a touchscreen.
final class UITwoFingerGestureTests: XCTestCase {
    func testPinchBeginsAfterTheFingersSpreadAndScalesByTheDistanceRatio() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            withExtendedLifetime(window) {
                let log = GestureLog()
                var scales: [CGFloat] = []
                let pinch = UIPinchGestureRecognizer { recognizer in
                    log.handle(recognizer)
                    scales.append(recognizer.scale)
                }
                pinch.name = "pinch"
                view.addGestureRecognizer(pinch)
                app.touchDown(1, at: CGPoint(x: 80, y: 100), in: window)
                app.touchDown(2, at: CGPoint(x: 120, y: 100), in: window)
                app.advance(by: 0.02)
                app.touchMove(2, to: CGPoint(x: 124, y: 100), in: window)
                XCTAssertEqual(log.entries, [], "4 points is inside the hysteresis")
                app.advance(by: 0.02)
                app.touchMove(2, to: CGPoint(x: 140, y: 100), in: window)
                app.advance(by: 0.02)
                app.touchMove(1, to: CGPoint(x: 60, y: 100), in: window)
                app.touchUp(1, at: CGPoint(x: 60, y: 100), in: window)
                app.touchUp(2, at: CGPoint(x: 140, y: 100), in: window)
                XCTAssertEqual(log.entries, ["pinch began", "pinch changed", "pinch ended"])
                XCTAssertEqual(scales[0], 1.5, accuracy: 1e-9, "60 apart from 40")
                XCTAssertEqual(scales[1], 2.0, accuracy: 1e-9, "80 apart from 40")
                XCTAssertEqual(pinch.scale, 1, "reset after the gesture")
            }
        }
    }

    func testPinchScaleIsIncrementalAfterTheAppSetsItBackToOne() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            withExtendedLifetime(window) {
                var scales: [CGFloat] = []
                var velocities: [CGFloat] = []
                let pinch = UIPinchGestureRecognizer { recognizer in
                    scales.append(recognizer.scale)
                    velocities.append(recognizer.velocity)
                    recognizer.scale = 1
                }
                view.addGestureRecognizer(pinch)
                app.touchDown(1, at: CGPoint(x: 100, y: 80), in: window)
                app.touchDown(2, at: CGPoint(x: 100, y: 120), in: window)
                app.advance(by: 0.1)
                app.touchMove(2, to: CGPoint(x: 100, y: 140), in: window)
                app.advance(by: 0.1)
                app.touchMove(2, to: CGPoint(x: 100, y: 100), in: window)
                XCTAssertEqual(scales, [1.5, 1.0 / 3.0].map { CGFloat($0) })
                XCTAssertEqual(velocities[1], (1.0 / 3.0) * (1.0 / 3.0 - 1) / 0.1, accuracy: 1e-6)
                app.touchCancel(1, at: .zero, in: window)
                XCTAssertEqual(pinch.state, .cancelled)
                app.touchUp(2, at: CGPoint(x: 100, y: 100), in: window)
                XCTAssertEqual(pinch.state, .possible, "reset once every finger is up")
            }
        }
    }

    func testOneFingerNeverPinchesOrRotates() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            withExtendedLifetime(window) {
                let log = GestureLog()
                let pinch = UIPinchGestureRecognizer { log.handle($0) }
                let rotation = UIRotationGestureRecognizer { log.handle($0) }
                view.addGestureRecognizer(pinch)
                view.addGestureRecognizer(rotation)
                drag(app, in: window, from: CGPoint(x: 60, y: 60), to: CGPoint(x: 140, y: 140))
                XCTAssertEqual(log.entries, [])
                XCTAssertEqual(view.log.last?.hasPrefix("ended"), true, "the view gets the whole touch")
            }
        }
    }

    func testRotationFollowsTheTurnOfTheLineBetweenTheFingersClockwisePositive() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            withExtendedLifetime(window) {
                let log = GestureLog()
                var rotations: [CGFloat] = []
                let rotation = UIRotationGestureRecognizer { recognizer in
                    log.handle(recognizer)
                    rotations.append(recognizer.rotation)
                }
                rotation.name = "rotation"
                view.addGestureRecognizer(rotation)
                let centre = CGPoint(x: 100, y: 100)
                func at(_ angle: CGFloat) -> CGPoint {
                    CGPoint(x: centre.x + 30 * cos(angle), y: centre.y + 30 * sin(angle))
                }
                app.touchDown(1, at: centre, in: window)
                app.touchDown(2, at: at(0), in: window)
                app.advance(by: 0.05)
                app.touchMove(2, to: at(0.03), in: window)
                XCTAssertEqual(log.entries, [], "inside the hysteresis")
                app.advance(by: 0.05)
                app.touchMove(2, to: at(.pi / 4), in: window)
                app.advance(by: 0.05)
                app.touchMove(2, to: at(.pi / 2), in: window)
                XCTAssertEqual(rotation.velocity, (.pi / 4) / 0.05, accuracy: 1e-6)
                app.touchUp(2, at: at(.pi / 2), in: window)
                XCTAssertEqual(log.entries, ["rotation began", "rotation changed", "rotation ended"])
                XCTAssertEqual(rotations[0], .pi / 4, accuracy: 1e-6)
                XCTAssertEqual(rotations[1], .pi / 2, accuracy: 1e-6)
            }
        }
    }

    func testRotationAcrossTheHalfTurnLineStaysContinuous() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            withExtendedLifetime(window) {
                let rotation = UIRotationGestureRecognizer()
                view.addGestureRecognizer(rotation)
                let centre = CGPoint(x: 100, y: 100)
                func at(_ angle: CGFloat) -> CGPoint {
                    CGPoint(x: centre.x + 30 * cos(angle), y: centre.y + 30 * sin(angle))
                }
                app.touchDown(1, at: centre, in: window)
                app.touchDown(2, at: at(.pi * 0.9), in: window)
                app.touchMove(2, to: at(.pi * 1.1), in: window)
                app.touchMove(2, to: at(.pi * 1.3), in: window)
                XCTAssertEqual(rotation.rotation, .pi * 0.4, accuracy: 1e-6)
            }
        }
    }

    func testPinchAndRotationRecognizeTogetherWhenTheDelegateAllows() {
        MainActor.assumeIsolated {
            final class Simultaneous: UIGestureRecognizerDelegate {
                func gestureRecognizer(
                    _ gestureRecognizer: UIGestureRecognizer,
                    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
                ) -> Bool { true }
            }
            let (app, window, view) = gestureWindow()
            withExtendedLifetime(window) {
                let delegate = Simultaneous()
                let pinch = UIPinchGestureRecognizer()
                let rotation = UIRotationGestureRecognizer()
                pinch.delegate = delegate
                view.addGestureRecognizer(pinch)
                view.addGestureRecognizer(rotation)
                app.touchDown(1, at: CGPoint(x: 100, y: 100), in: window)
                app.touchDown(2, at: CGPoint(x: 130, y: 100), in: window)
                app.touchMove(2, to: CGPoint(x: 100, y: 160), in: window)
                XCTAssertEqual(pinch.state, .began)
                XCTAssertEqual(rotation.state, .began)
                XCTAssertEqual(pinch.scale, 2, accuracy: 1e-9)
                XCTAssertEqual(rotation.rotation, .pi / 2, accuracy: 1e-9)
                withExtendedLifetime(delegate) {}
            }
        }
    }
}
