import UIKit
import UIKitTesting
import XCTest

/// A 200×200 window holding a 40×40 view at (0, 0); frames every 1/60 s of the manual clock.
@MainActor
func viewAnimationWindow() -> (HeadlessApp, UIWindow, UIView) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.backgroundColor = .red
    window.addSubview(view)
    app.runUntilIdle()
    return (app, window, view)
}

final class UIViewAnimationTests: XCTestCase {
    func testOutsideABlockAViewsChangesDoNotAnimate() {
        MainActor.assumeIsolated {
            let (app, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                view.alpha = 0.5
                view.center = CGPoint(x: 100, y: 100)
                XCTAssertNil(view.layer.animationKeys())
                app.runUntilIdle()
            }
        }
    }

    func testAChangeInsideABlockAnimatesFromTheOldValueWithTheBlocksDurationAndCurve() {
        MainActor.assumeIsolated {
            let (app, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                var finished: [Bool] = []
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) {
                    view.center = CGPoint(x: 120, y: 20)
                } completion: {
                    finished.append($0)
                }
                XCTAssertEqual(view.center, CGPoint(x: 120, y: 20), "the model changes at once")
                let animation = view.layer.animation(forKey: "position") as? CABasicAnimation
                XCTAssertEqual(animation?.duration, 0.5)
                XCTAssertEqual(animation?.fromValue as? CGPoint, CGPoint(x: 20, y: 20))
                app.runUntilIdle()
                app.advance(by: 0.25)
                XCTAssertEqual(view.layer.presentation()!.position.x, 70, accuracy: 1e-6)
                XCTAssertEqual(finished, [])
                app.advance(by: 0.3)
                XCTAssertEqual(finished, [true])
                XCTAssertNil(view.layer.animationKeys())
            }
        }
    }

    func testADelayedBlockShowsTheOldValueUntilItStarts() {
        MainActor.assumeIsolated {
            let (app, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                UIView.animate(withDuration: 1, delay: 1, options: .curveLinear) { view.alpha = 0 }
                app.runUntilIdle()
                app.advance(by: 0.5)
                XCTAssertEqual(view.layer.presentation()!.opacity, 1, accuracy: 1e-6)
                app.advance(by: 1)
                XCTAssertEqual(view.layer.presentation()!.opacity, 0.5, accuracy: 1e-6)
            }
        }
    }

    func testABlockThatAnimatesNothingCompletesAtTheEndOfTheTurn() {
        MainActor.assumeIsolated {
            let (app, window, _) = viewAnimationWindow()
            withExtendedLifetime(window) {
                var finished: [Bool] = []
                UIView.animate(withDuration: 1, animations: {}, completion: { finished.append($0) })
                XCTAssertEqual(finished, [])
                app.runUntilIdle()
                XCTAssertEqual(finished, [true])
            }
        }
    }

    func testAnInterruptedBlockCompletesUnfinishedAndTheNewOneStartsFromWhatIsShown() {
        MainActor.assumeIsolated {
            let (app, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                var log: [String] = []
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                    view.alpha = 0
                } completion: {
                    log.append("first \($0)")
                }
                app.runUntilIdle()
                app.advance(by: 0.5)
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                    view.alpha = 1
                } completion: {
                    log.append("second \($0)")
                }
                XCTAssertEqual(log, ["first false"])
                let from = number((view.layer.animation(forKey: "opacity") as? CABasicAnimation)?.fromValue)
                XCTAssertEqual(from ?? -1, 0.5, accuracy: 0.02, "from the value on screen")
                app.advance(by: 1.1)
                XCTAssertEqual(log, ["first false", "second true"])
            }
        }
    }

    func testNestedBlocksInheritTheOuterDurationUnlessTheyOverrideIt() {
        MainActor.assumeIsolated {
            let (_, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                UIView.animate(withDuration: 2) {
                    UIView.animate(withDuration: 0.1) { view.alpha = 0.2 }
                    UIView.animate(withDuration: 0.1, delay: 0, options: .overrideInheritedDuration) {
                        view.center = CGPoint(x: 50, y: 50)
                    }
                    XCTAssertEqual(UIView.inheritedAnimationDuration, 2)
                }
                XCTAssertEqual(view.layer.animation(forKey: "opacity")?.duration, 2)
                XCTAssertEqual(view.layer.animation(forKey: "position")?.duration, 0.1)
                XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
            }
        }
    }

    func testPerformWithoutAnimationAndDisabledAnimationsChangeAtOnce() {
        MainActor.assumeIsolated {
            let (app, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                UIView.animate(withDuration: 1) {
                    UIView.performWithoutAnimation { view.alpha = 0.3 }
                }
                XCTAssertNil(view.layer.animationKeys())
                UIView.performWithoutAnimation {
                    XCTAssertFalse(UIView.areAnimationsEnabled)
                    UIView.animate(withDuration: 1) { view.alpha = 0.4 }
                }
                XCTAssertTrue(UIView.areAnimationsEnabled)
                XCTAssertNil(view.layer.animationKeys(), "nor do blocks inside it")
                UIView.setAnimationsEnabled(false)
                var finished: [Bool] = []
                UIView.animate(withDuration: 1, animations: { view.alpha = 0.6 }, completion: { finished.append($0) })
                UIView.setAnimationsEnabled(true)
                XCTAssertNil(view.layer.animationKeys())
                app.runUntilIdle()
                XCTAssertEqual(finished, [true])
            }
        }
    }

    func testAnimatingViewsIgnoreTouchesUnlessTheBlockAllowsInteraction() {
        MainActor.assumeIsolated {
            let (app, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                UIView.animate(withDuration: 1) { view.alpha = 0.5 }
                XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window, "the view is skipped")
                app.runUntilIdle()
                app.advance(by: 1.1)
                XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === view, "hit again once done")

                UIView.animate(
                    withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 1 })
                XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
            }
        }
    }

    func testRepeatAndAutoreverseOptionsMakeARepeatingAnimation() {
        MainActor.assumeIsolated {
            let (_, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse]) { view.alpha = 0 }
                let animation = view.layer.animation(forKey: "opacity")
                XCTAssertEqual(animation?.repeatCount, .infinity)
                XCTAssertEqual(animation?.autoreverses, true)
            }
        }
    }
}

/// A number of any of the types animations carry, as a Double.
func number(_ value: Any?) -> Double? {
    switch value {
    case let x as Double: x
    case let x as Float: Double(x)
    case let x as CGFloat: Double(x)
    case let x as Int: Double(x)
    default: nil
    }
}

final class UIViewSpringAnimationTests: XCTestCase {
    func testASpringBlockComesToRestAtTheEndOfItsDuration() {
        MainActor.assumeIsolated {
            let (app, window, view) = viewAnimationWindow()
            withExtendedLifetime(window) {
                var finished: [Bool] = []
                UIView.animate(
                    withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                    options: [], animations: { view.center = CGPoint(x: 120, y: 20) },
                    completion: { finished.append($0) })
                XCTAssertTrue(view.layer.animation(forKey: "position") is CASpringAnimation)
                app.runUntilIdle()
                var peak: CGFloat = 0
                for _ in 0..<36 {
                    app.advance(by: 1.0 / 60)
                    if let x = view.layer.presentation()?.position.x { peak = max(peak, x) }
                }
                XCTAssertGreaterThan(peak, 120, "damping 0.5 overshoots")
                XCTAssertEqual(view.layer.presentation()!.position.x, 120, accuracy: 0.15, "at rest by the end")
                app.advance(by: 0.1)
                XCTAssertEqual(finished, [true])
            }
        }
    }
}

final class SlowAnimationsTests: XCTestCase {
    func testTheSlowAnimationsFactorStretchesBlockAnimations() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate(), environment: ["CASEMENT_SLOW_ANIMATIONS": "10"])
            defer { UIView.slowAnimationsFactor = 1 }
            XCTAssertEqual(UIView.slowAnimationsFactor, 10)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            app.runUntilIdle()
            UIView.animate(withDuration: 0.1, delay: 0, options: .curveLinear) { view.alpha = 0 }
            app.runUntilIdle()
            app.advance(by: 0.5)
            XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.5, accuracy: 1e-6, "0.1 s lasts 1 s")
        }
    }
}

final class UIViewAnimationLayoutTests: XCTestCase {
    func testTheLayoutSubviewsOptionAnimatesTheLayoutTheChangeCauses() {
        MainActor.assumeIsolated {
            final class Container: UIView {
                let child = UIView()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
                }
            }
            let (app, window, _) = viewAnimationWindow()
            withExtendedLifetime(window) {
                let container = Container(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
                container.addSubview(container.child)
                window.addSubview(container)
                app.runUntilIdle()
                UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear]) {
                    container.bounds.size.width = 200
                }
                XCTAssertNotNil(container.child.layer.animation(forKey: "bounds"), "the child's new frame animates")

                let plain = Container(frame: CGRect(x: 0, y: 100, width: 100, height: 40))
                plain.addSubview(plain.child)
                window.addSubview(plain)
                app.runUntilIdle()
                UIView.animate(withDuration: 1) { plain.bounds.size.width = 200 }
                app.runUntilIdle()
                XCTAssertNil(plain.child.layer.animationKeys(), "without the option, layout comes later, unanimated")
                XCTAssertEqual(plain.child.frame.width, 100)
            }
        }
    }
}
