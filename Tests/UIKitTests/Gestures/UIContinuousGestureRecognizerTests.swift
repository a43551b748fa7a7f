import UIKit
import UIKitTesting
import XCTest

final class UIContinuousGestureRecognizerTests: XCTestCase {
    func testALongPressBeginsAfterTheMinimumDurationChangesAndEndsAtRelease() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            let log = GestureLog()
            let press = UILongPressGestureRecognizer(target: log, action: GestureLog.handle)
            press.name = "press"
            view.addGestureRecognizer(press)

            app.pointerDown(at: CGPoint(x: 60, y: 60), in: window)
            app.advance(by: 0.4)
            XCTAssertEqual(log.entries, [])
            app.advance(by: 0.2)
            XCTAssertEqual(log.entries, ["press began"])
            XCTAssertEqual(view.log.last?.components(separatedBy: " ").first, "cancelled")
            app.pointerMove(to: CGPoint(x: 90, y: 60), in: window)
            app.pointerUp(at: CGPoint(x: 90, y: 60), in: window)

            XCTAssertEqual(log.entries, ["press began", "press changed", "press ended"])
            XCTAssertEqual(press.state, .possible)
            withExtendedLifetime(window) {}
        }
    }

    func testALongPressFailsWhenTheFingerMovesOrLiftsTooSoon() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var calls = 0
            view.addGestureRecognizer(UILongPressGestureRecognizer { _ in calls += 1 })

            app.pointerDown(at: CGPoint(x: 60, y: 60), in: window)
            app.pointerMove(to: CGPoint(x: 75, y: 60), in: window)
            app.advance(by: 1)
            app.pointerUp(at: CGPoint(x: 75, y: 60), in: window)
            app.click(at: CGPoint(x: 60, y: 60), in: window)
            app.advance(by: 1)

            XCTAssertEqual(calls, 0)
            withExtendedLifetime(window) {}
        }
    }

    func testAPanBeginsAfterTenPointsAndReportsTranslationAndVelocity() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var states: [UIGestureRecognizer.State] = []
            var translations: [CGPoint] = []
            var velocity = CGPoint.zero
            let pan = UIPanGestureRecognizer { pan in
                states.append(pan.state)
                translations.append(pan.translation(in: view))
                velocity = pan.velocity(in: view)
            }
            view.addGestureRecognizer(pan)

            app.pointerDown(at: CGPoint(x: 60, y: 60), in: window)
            app.advance(by: 0.02)
            app.pointerMove(to: CGPoint(x: 65, y: 60), in: window)
            XCTAssertEqual(states, [])
            app.advance(by: 0.2)
            drag(app, in: window, from: CGPoint(x: 65, y: 60), to: CGPoint(x: 105, y: 80), steps: 4, release: false)
            app.pointerUp(at: CGPoint(x: 105, y: 80), in: window)

            XCTAssertEqual(states, [.began, .changed, .changed, .changed, .ended])
            XCTAssertEqual(translations.first, CGPoint(x: 15, y: 5))
            XCTAssertEqual(translations.last, CGPoint(x: 45, y: 20))
            XCTAssertEqual(velocity.x, 500, accuracy: 1)
            XCTAssertEqual(velocity.y, 250, accuracy: 1)
            withExtendedLifetime(window) {}
        }
    }

    func testSetTranslationMovesTheOriginOfLaterTranslations() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var translations: [CGPoint] = []
            let pan = UIPanGestureRecognizer { pan in
                translations.append(pan.translation(in: nil))
                pan.setTranslation(.zero, in: nil)
            }
            view.addGestureRecognizer(pan)

            drag(app, in: window, from: CGPoint(x: 60, y: 60), to: CGPoint(x: 100, y: 60), steps: 2)

            XCTAssertEqual(translations, [CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 0), .zero])
            withExtendedLifetime(window) {}
        }
    }

    func testASwipeRecognizesOnlyInItsDirection() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var swipes: [String] = []
            let right = UISwipeGestureRecognizer { _ in swipes.append("right") }
            let up = UISwipeGestureRecognizer { _ in swipes.append("up") }
            up.direction = .up
            view.addGestureRecognizer(right)
            view.addGestureRecognizer(up)

            drag(app, in: window, from: CGPoint(x: 60, y: 100), to: CGPoint(x: 140, y: 105))
            drag(app, in: window, from: CGPoint(x: 100, y: 140), to: CGPoint(x: 98, y: 60))
            drag(app, in: window, from: CGPoint(x: 140, y: 100), to: CGPoint(x: 60, y: 100))

            XCTAssertEqual(swipes, ["right", "up"])
            withExtendedLifetime(window) {}
        }
    }

    func testASlowStrokeIsNotASwipe() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var swipes = 0
            view.addGestureRecognizer(UISwipeGestureRecognizer { _ in swipes += 1 })

            drag(app, in: window, from: CGPoint(x: 60, y: 100), to: CGPoint(x: 140, y: 100), steps: 8, interval: 0.2)

            XCTAssertEqual(swipes, 0)
            withExtendedLifetime(window) {}
        }
    }

    func testPinchAndRotationRecognizeNothingFromTheMouse() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var calls = 0
            view.addGestureRecognizer(UIPinchGestureRecognizer { _ in calls += 1 })
            view.addGestureRecognizer(UIRotationGestureRecognizer { _ in calls += 1 })

            drag(app, in: window, from: CGPoint(x: 60, y: 100), to: CGPoint(x: 140, y: 100))

            XCTAssertEqual(calls, 0)
            XCTAssertEqual(view.log.last?.components(separatedBy: " ").first, "ended")
            withExtendedLifetime(window) {}
        }
    }
}
