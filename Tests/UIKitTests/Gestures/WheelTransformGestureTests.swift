import UIKit
import UIKitTesting
import XCTest

/// A window that records the type of every event the app sends it.
final class EventTypeWindow: UIWindow {
    var types: [UIEvent.EventType] = []

    override func sendEvent(_ event: UIEvent) {
        types.append(event.type)
        super.sendEvent(event)
    }
}

/// Ctrl+wheel pinches and Shift+Ctrl+wheel turns, as `.transform` events.
final class WheelTransformGestureTests: XCTestCase {
    private static let pointer = CGPoint(x: 100, y: 100)

    func testCtrlWheelPinchesByATenthPerNotchAndEndsAfterTheIdleInterval() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var states: [UIGestureRecognizer.State] = []
            var scales: [CGFloat] = []
            var velocities: [CGFloat] = []
            var touchCounts: [Int] = []
            let pinch = UIPinchGestureRecognizer { pinch in
                states.append(pinch.state)
                scales.append(pinch.scale)
                velocities.append(pinch.velocity)
                touchCounts.append(pinch.numberOfTouches)
            }
            view.addGestureRecognizer(pinch)

            for _ in 0..<3 {
                app.scroll(dy: -1, at: Self.pointer, in: window, modifiers: .control)
                app.advance(by: 0.05)
            }
            app.advance(by: 0.09)
            XCTAssertEqual(states, [.began, .changed, .changed])
            app.advance(by: 0.02)

            XCTAssertEqual(states, [.began, .changed, .changed, .ended])
            guard scales.count == 4 else { return XCTFail("scales \(scales): one per callback") }
            XCTAssertEqual(scales[0], 1.1, accuracy: 1e-9)
            XCTAssertEqual(scales[3], 1.1 * 1.1 * 1.1, accuracy: 1e-9)
            XCTAssertEqual(velocities[0], 0)
            XCTAssertEqual(velocities[3], (1.331 - 1.1) / 0.1, accuracy: 1e-6)
            XCTAssertEqual(touchCounts, [0, 0, 0, 0])
            XCTAssertEqual(pinch.scale, 1)
            XCTAssertEqual(pinch.state, .possible)
            withExtendedLifetime(window) {}
        }
    }

    func testCtrlWheelTowardsTheUserZoomsOutAndTheScaleAHandlerResetsStartsAgain() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var applied: CGFloat = 1
            let pinch = UIPinchGestureRecognizer { pinch in
                applied *= pinch.scale
                pinch.scale = 1
            }
            view.addGestureRecognizer(pinch)

            app.scroll(dy: 2, at: Self.pointer, in: window, modifiers: .control)
            app.advance(by: 0.2)

            XCTAssertEqual(applied, 1 / (1.1 * 1.1), accuracy: 1e-9)
            withExtendedLifetime(window) {}
        }
    }

    func testShiftCtrlWheelTurnsFiveDegreesPerNotchClockwiseAwayFromTheUser() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var states: [UIGestureRecognizer.State] = []
            var rotations: [CGFloat] = []
            var velocity: CGFloat = 0
            let rotation = UIRotationGestureRecognizer { rotation in
                states.append(rotation.state)
                rotations.append(rotation.rotation)
                velocity = rotation.velocity
            }
            view.addGestureRecognizer(rotation)

            app.scroll(dy: -1, at: Self.pointer, in: window, modifiers: [.shift, .control])
            app.advance(by: 0.1)
            app.scroll(dy: -1, at: Self.pointer, in: window, modifiers: [.shift, .control])
            app.advance(by: 0.2)
            app.scroll(dy: 1, at: Self.pointer, in: window, modifiers: [.shift, .control])
            app.advance(by: 0.2)

            XCTAssertEqual(states, [.began, .changed, .ended, .began, .ended])
            guard rotations.count == 5 else { return XCTFail("rotations \(rotations): one per callback") }
            XCTAssertEqual(rotations[2], .pi / 18, accuracy: 1e-9)
            XCTAssertEqual(rotations[3], -.pi / 36, accuracy: 1e-9)
            XCTAssertEqual(velocity, 0)
            withExtendedLifetime(window) {}
        }
    }

    func testTheRotationVelocityIsInRadiansPerSecond() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var velocities: [CGFloat] = []
            view.addGestureRecognizer(UIRotationGestureRecognizer { velocities.append($0.velocity) })

            app.scroll(dy: -1, at: Self.pointer, in: window, modifiers: [.shift, .control])
            app.advance(by: 0.1)
            app.scroll(dy: -1, at: Self.pointer, in: window, modifiers: [.shift, .control])

            XCTAssertEqual(velocities.last ?? 0, (.pi / 36) / 0.1, accuracy: 1e-6)
            withExtendedLifetime(window) {}
        }
    }

    func testEachModifierDrivesOnlyItsKindOfRecognizer() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var log: [String] = []
            let pan = UIPanGestureRecognizer { if $0.state == .began { log.append("pan") } }
            pan.allowedScrollTypesMask = .all
            let pinch = UIPinchGestureRecognizer { if $0.state == .began { log.append("pinch") } }
            let rotation = UIRotationGestureRecognizer { if $0.state == .began { log.append("rotation") } }
            for recognizer in [pan, pinch, rotation] as [UIGestureRecognizer] { view.addGestureRecognizer(recognizer) }

            for modifiers in [[.control], [], [.shift, .control], [.shift], [.control, .alternate]] as [KeyModifiers] {
                app.scroll(dy: -1, at: Self.pointer, in: window, modifiers: modifiers)
                app.advance(by: 0.2)
            }

            XCTAssertEqual(log, ["pinch", "pan", "rotation", "pan", "pinch"])
            withExtendedLifetime(window) {}
        }
    }

    func testADisabledPinchIgnoresCtrlWheelAndAnAncestorsPinchTakesIt() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var log: [String] = []
            let inner = UIPinchGestureRecognizer { if $0.state == .began { log.append("inner") } }
            inner.isEnabled = false
            view.addGestureRecognizer(inner)
            let outer = UIPinchGestureRecognizer { if $0.state == .began { log.append("outer") } }
            window.rootViewController!.view.addGestureRecognizer(outer)

            app.scroll(dy: -1, at: Self.pointer, in: window, modifiers: .control)
            app.advance(by: 0.2)
            outer.isEnabled = false
            app.scroll(dy: -1, at: Self.pointer, in: window, modifiers: .control)
            app.advance(by: 0.2)

            XCTAssertEqual(log, ["outer"])
            withExtendedLifetime(window) {}
        }
    }

    func testAWindowsSendEventSeesScrollAndTransformEvents() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = EventTypeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            app.runUntilIdle()

            app.scroll(dy: -1, at: Self.pointer, in: window)
            app.scroll(dy: -1, at: Self.pointer, in: window, modifiers: .control)
            app.scroll(dy: -1, at: Self.pointer, in: window, modifiers: [.control, .shift])
            app.click(at: Self.pointer, in: window)

            XCTAssertEqual(window.types, [.scroll, .transform, .transform, .touches, .touches])
            withExtendedLifetime(window) {}
        }
    }
}
