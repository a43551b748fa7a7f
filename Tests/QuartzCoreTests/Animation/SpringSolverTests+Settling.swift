import QuartzCore
import XCTest

/// Expected values are Core Animation's `durationForEpsilon:` rule (see `settlingDuration`)
/// evaluated independently with 50-digit arithmetic; the critically damped ones walk the 0.1 s grid.
final class SpringSolverSettlingTests: XCTestCase {
    func testDefaultSpringSettlesInAboutOneAndAHalfSeconds() {
        XCTAssertEqual(SpringSolver().settlingDuration, 1.4727003346780926, accuracy: 1e-9)
    }

    /// Apple's documentation of `settlingDuration`: damping 5 settles in "approximately 2.85
    /// seconds", damping 15 in "just over 1 second".
    func testAppleDocumentedExamples() {
        let loose = SpringSolver(mass: 1, stiffness: 100, damping: 5)
        let firm = SpringSolver(mass: 1, stiffness: 100, damping: 15)

        XCTAssertEqual(loose.settlingDuration, 2.8549746098887609, accuracy: 1e-9)
        XCTAssertEqual(firm.settlingDuration, 1.0220937981854987, accuracy: 1e-9)
    }

    func testVelocityChangesTheSettlingTimeOfAnUnderdampedSpring() {
        let away = SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: -5)
        let fast = SpringSolver(mass: 1, stiffness: 100, damping: 10, initialVelocity: 30)

        XCTAssertEqual(away.settlingDuration, 1.5350814063145798, accuracy: 1e-9)
        XCTAssertEqual(fast.settlingDuration, 1.6530657916242396, accuracy: 1e-9)
    }

    func testCriticalAndOverdampedSpringsSettleOnATenthOfASecondAsCriticallyDamped() {
        let cases: [(SpringSolver, Double)] = [
            (SpringSolver(mass: 1, stiffness: 100, damping: 20), 1.0),
            (SpringSolver(mass: 1, stiffness: 100, damping: 26), 1.0),
            (SpringSolver(mass: 12, stiffness: 7, damping: 100), 12.1),
        ]

        for (spring, expected) in cases {
            XCTAssertEqual(spring.settlingDuration, expected, accuracy: 1e-12, "\(spring)")
        }
    }

    /// The remainder passes through zero at 0.2 s on its way past the target; the walk does not stop
    /// there but after the bump that follows.
    func testSpringThatShootsPastItsTargetSettlesAfterTheBump() {
        let spring = SpringSolver(mass: 1, stiffness: 100, damping: 25, initialVelocity: 15)

        XCTAssertEqual(spring.settlingDuration, 0.9, accuracy: 1e-12)
    }

    func testSpringStaysWithinAThousandthAfterItsSettlingDuration() {
        for spring in springsToCheck where spring.dampingRatio < 1 {
            let settling = spring.settlingDuration
            for step in 0...400 {
                let t = settling + Double(step) * 0.01
                XCTAssertLessThanOrEqual(abs(1 - spring.progress(at: t)), 0.001, "\(spring) at \(t)")
            }
        }
    }

    func testTimeToSettleIsTheLastTimeANonOscillatingSpringIsAThousandthAway() {
        for spring in springsToCheck where spring.dampingRatio >= 1 {
            let time = spring.timeToSettle(epsilon: 0.001)

            XCTAssertEqual(abs(1 - spring.progress(at: time)), 0.001, accuracy: 1e-12, "\(spring)")
            for step in 1...400 {
                let t = time + Double(step) * 0.01
                XCTAssertLessThan(abs(1 - spring.progress(at: t)), 0.001, "\(spring) at \(t)")
            }
        }
    }

    func testSpringWithoutDampingNeverSettles() {
        let undamped = SpringSolver(mass: 1, stiffness: 100, damping: 0)

        XCTAssertEqual(undamped.settlingDuration, Double(Float.greatestFiniteMagnitude))
        XCTAssertEqual(SpringSolver(mass: 0, stiffness: 1, damping: 1).settlingDuration, SpringSolver.neverSettles)
        XCTAssertEqual(undamped.timeToSettle(epsilon: 0.001), .infinity)
    }
}
