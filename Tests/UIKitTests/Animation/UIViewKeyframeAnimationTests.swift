import UIKit
import UIKitTesting
import XCTest

final class UIViewKeyframeAnimationTests: XCTestCase {
    func testKeyframesReachEachValueAtTheEndOfTheirSlot() {
        MainActor.assumeIsolated {
            let (app, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                var finished: [Bool] = []
                UIView.animateKeyframes(withDuration: 2, delay: 0, options: []) {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                        view.center = CGPoint(x: 100, y: 20)
                    }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        view.center = CGPoint(x: 100, y: 120)
                    }
                } completion: {
                    finished.append($0)
                }
                XCTAssertEqual(view.center, CGPoint(x: 100, y: 120), "the model takes the last value")
                let animation = view.layer.animation(forKey: "position") as? CAKeyframeAnimation
                XCTAssertEqual(animation?.keyTimes?.map(\.doubleValue), [0, 0.25, 0.5, 1])
                app.runUntilIdle()
                let expectations: [(Double, CGPoint)] = [
                    (0.25, CGPoint(x: 60, y: 20)), (0.5, CGPoint(x: 100, y: 20)), (0.75, CGPoint(x: 100, y: 20)),
                    (1.5, CGPoint(x: 100, y: 70)),
                ]
                var elapsed = 0.0
                for (time, point) in expectations {
                    app.advance(by: time - elapsed)
                    elapsed = time
                    let shown = view.layer.presentation()!.position
                    XCTAssertEqual(shown.x, point.x, accuracy: 1e-6, "x at \(time)")
                    XCTAssertEqual(shown.y, point.y, accuracy: 1e-6, "y at \(time)")
                }
                app.advance(by: 0.6)
                XCTAssertEqual(finished, [true])
            }
        }
    }

    func testDiscreteCalculationModeJumps() {
        MainActor.assumeIsolated {
            let (app, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete) {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                }
                app.runUntilIdle()
                app.advance(by: 0.25)
                XCTAssertEqual(Double(view.layer.presentation()!.opacity), 1, accuracy: 1e-6)
            }
        }
    }

    func testTheLegacyBeginCommitSectionAnimatesWithItsSettings() {
        MainActor.assumeIsolated {
            let (app, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                UIView.beginAnimations(nil, context: nil)
                UIView.setAnimationDuration(1)
                UIView.setAnimationCurve(.linear)
                view.alpha = 0
                UIView.commitAnimations()
                XCTAssertEqual(view.layer.animation(forKey: "opacity")?.duration, 1)
                app.runUntilIdle()
                app.advance(by: 0.25)
                XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.75, accuracy: 1e-6)
                view.alpha = 1
                XCTAssertEqual(
                    view.layer.animation(forKey: "opacity")?.duration, 1, "after the commit: no new animation")
            }
        }
    }
}
