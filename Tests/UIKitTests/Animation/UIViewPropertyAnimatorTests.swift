import UIKit
import UIKitTesting
import XCTest

final class UIViewPropertyAnimatorTests: XCTestCase {
    func testAnAnimatorRunsItsBlockAlongItsCurveAndCompletesAtTheEnd() {
        MainActor.assumeIsolated {
            let (app, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                var positions: [UIViewAnimatingPosition] = []
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                    view.center = CGPoint(x: 120, y: 20)
                }
                animator.addCompletion { positions.append($0) }
                XCTAssertEqual(animator.state, .inactive)
                XCTAssertEqual(view.center, CGPoint(x: 20, y: 20), "blocks run when it starts")
                animator.startAnimation()
                XCTAssertEqual(animator.state, .active)
                XCTAssertTrue(animator.isRunning)
                XCTAssertEqual(view.center, CGPoint(x: 120, y: 20))
                app.runUntilIdle()
                app.advance(by: 0.25)
                XCTAssertEqual(view.layer.presentation()!.position.x, 45, accuracy: 0.01)
                XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 0.01)
                app.advance(by: 0.8)
                XCTAssertEqual(positions, [.end])
                XCTAssertEqual(animator.state, .inactive)
                XCTAssertNil(view.layer.animationKeys())
                XCTAssertEqual(view.center, CGPoint(x: 120, y: 20))
            }
        }
    }

    func testPausingAndScrubbingShowTheFractionAndContinuingFinishes() {
        MainActor.assumeIsolated {
            let (app, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
                animator.pauseAnimation()
                XCTAssertEqual(animator.state, .active)
                XCTAssertFalse(animator.isRunning)
                animator.fractionComplete = 0.4
                app.runUntilIdle()
                XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.6, accuracy: 1e-4, "scrubs linearly")
                app.advance(by: 2)
                XCTAssertEqual(animator.fractionComplete, 0.4, accuracy: 1e-9, "paused")
                var positions: [UIViewAnimatingPosition] = []
                animator.addCompletion { positions.append($0) }
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
                app.advance(by: 0.7)
                XCTAssertEqual(positions, [.end])
                XCTAssertEqual(view.alpha, 0)
            }
        }
    }

    func testReversingRunsBackToTheStartAndRestoresTheOldValues() {
        MainActor.assumeIsolated {
            let (app, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                var positions: [UIViewAnimatingPosition] = []
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.addCompletion { positions.append($0) }
                animator.startAnimation()
                app.runUntilIdle()
                app.advance(by: 0.5)
                animator.isReversed = true
                app.advance(by: 0.25)
                XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.75, accuracy: 0.02)
                app.advance(by: 0.4)
                XCTAssertEqual(positions, [.start])
                XCTAssertEqual(view.alpha, 1, "back where it began")
            }
        }
    }

    func testStoppingKeepsWhatIsShownAndFinishingPicksThePosition() {
        MainActor.assumeIsolated {
            let (app, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                var positions: [UIViewAnimatingPosition] = []
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                    view.center = CGPoint(x: 120, y: 20)
                }
                animator.addCompletion { positions.append($0) }
                animator.startAnimation()
                app.runUntilIdle()
                app.advance(by: 0.5)
                animator.stopAnimation(false)
                XCTAssertEqual(animator.state, .stopped)
                XCTAssertEqual(view.center.x, 70, accuracy: 0.5, "the model takes the shown value")
                XCTAssertNil(view.layer.animationKeys())
                XCTAssertEqual(positions, [])
                animator.finishAnimation(at: .current)
                XCTAssertEqual(positions, [.current])
                XCTAssertEqual(animator.state, .inactive)

                let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                second.addCompletion { positions.append($0) }
                second.startAnimation()
                app.advance(by: 0.2)
                second.stopAnimation(true)
                XCTAssertEqual(second.state, .inactive)
                XCTAssertEqual(positions, [.current], "stopping without finishing runs no completion")
            }
        }
    }

    func testAnimationsAddedWhileRunningRunToTheEndAndTheRunningFormStartsAfterItsDelay() {
        MainActor.assumeIsolated {
            let (app, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                    withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
                XCTAssertEqual(animator.state, .active)
                app.runUntilIdle()
                app.advance(by: 0.4)
                XCTAssertEqual(Double(view.layer.presentation()!.opacity), 1, accuracy: 1e-6, "still in its delay")
                app.advance(by: 0.6)
                XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.5, accuracy: 0.02)
                animator.addAnimations { view.center = CGPoint(x: 70, y: 20) }
                app.advance(by: 0.25)
                XCTAssertEqual(view.layer.presentation()!.position.x, 45, accuracy: 1, "half of what was left")
                app.advance(by: 0.3)
                XCTAssertEqual(view.center.x, 70)
                XCTAssertNil(view.layer.animationKeys())
            }
        }
    }

    func testADampingRatioAnimatorOvershootsAndEndsOnTime() {
        MainActor.assumeIsolated {
            let (app, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                var positions: [UIViewAnimatingPosition] = []
                let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.3) {
                    view.center = CGPoint(x: 120, y: 20)
                }
                animator.addCompletion { positions.append($0) }
                animator.startAnimation()
                app.runUntilIdle()
                var peak: CGFloat = 0
                for _ in 0..<29 {
                    app.advance(by: 1.0 / 60)
                    if let x = view.layer.presentation()?.position.x { peak = max(peak, x) }
                }
                XCTAssertGreaterThan(peak, 125)
                app.advance(by: 0.05)
                XCTAssertEqual(positions, [.end])
            }
        }
    }
}
