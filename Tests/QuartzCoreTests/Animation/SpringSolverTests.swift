import QuartzCore
import XCTest

/// Springs covering the three damping regimes and velocities towards, away from and past the target.
let springsToCheck: [SpringSolver] = [
    SpringSolver(),
    SpringSolver(mass: 1, stiffness: 100, damping: 5, initialVelocity: 3),
    SpringSolver(mass: 2, stiffness: 300, damping: 2, initialVelocity: -4),
    SpringSolver(mass: 1, stiffness: 100, damping: 20),
    SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 25),
    SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: -8),
    SpringSolver(mass: 3, stiffness: 1000, damping: 500),
    SpringSolver(mass: 1, stiffness: 50, damping: 60, initialVelocity: 40),
    SpringSolver(mass: 0.5, stiffness: 40, damping: 9, initialVelocity: -2),
]

final class SpringSolverTests: XCTestCase {
    func testStartsAtZeroWithItsInitialVelocity() {
        for spring in springsToCheck {
            XCTAssertEqual(spring.progress(at: 0), 0, "\(spring)")
            XCTAssertEqual(spring.velocity(at: 0), spring.initialVelocity, accuracy: 1e-12, "\(spring)")
        }
    }

    func testVelocityIsTheDerivativeOfProgress() {
        let h = 1e-6

        for spring in springsToCheck {
            for step in 1...60 {
                let t = Double(step) * 0.025
                let numeric = (spring.progress(at: t + h) - spring.progress(at: t - h)) / (2 * h)
                XCTAssertEqual(spring.velocity(at: t), numeric, accuracy: 1e-5, "\(spring) at \(t)")
            }
        }
    }

    func testMotionObeysTheSpringEquation() {
        let h = 1e-5

        for spring in springsToCheck {
            for step in 1...30 {
                let t = Double(step) * 0.05
                let acceleration = (spring.velocity(at: t + h) - spring.velocity(at: t - h)) / (2 * h)
                let force =
                    -spring.stiffness * (spring.progress(at: t) - 1) - spring.damping * spring.velocity(at: t)
                XCTAssertEqual(
                    spring.mass * acceleration, force, accuracy: 1e-3 * max(1, abs(force)), "\(spring) at \(t)")
            }
        }
    }

    func testMotionIsContinuousAcrossCriticalDamping() {
        let critical = 2 * (1.0 * 100).squareRoot()
        let under = SpringSolver(mass: 1, stiffness: 100, damping: critical * (1 - 1e-7), initialVelocity: 4)
        let exact = SpringSolver(mass: 1, stiffness: 100, damping: critical, initialVelocity: 4)
        let over = SpringSolver(mass: 1, stiffness: 100, damping: critical * (1 + 1e-7), initialVelocity: 4)

        for step in 0...200 {
            let t = Double(step) * 0.01
            XCTAssertEqual(under.progress(at: t), exact.progress(at: t), accuracy: 1e-6, "at \(t)")
            XCTAssertEqual(over.progress(at: t), exact.progress(at: t), accuracy: 1e-6, "at \(t)")
            XCTAssertEqual(under.velocity(at: t), exact.velocity(at: t), accuracy: 1e-5, "at \(t)")
            XCTAssertEqual(over.velocity(at: t), exact.velocity(at: t), accuracy: 1e-5, "at \(t)")
        }
    }

    func testComesToRestAtTheTarget() {
        for spring in springsToCheck {
            XCTAssertEqual(spring.progress(at: 60), 1, accuracy: 1e-9, "\(spring)")
            XCTAssertEqual(spring.velocity(at: 60), 0, accuracy: 1e-9, "\(spring)")
        }
    }

    func testUnderdampedSpringOvershootsAndCriticalOneDoesNot() {
        let underdamped = SpringSolver()
        let critical = SpringSolver(mass: 1, stiffness: 100, damping: 20)

        let peak = (0...300).map { underdamped.progress(at: Double($0) * 0.005) }.max() ?? 0
        let criticalPeak = (0...300).map { critical.progress(at: Double($0) * 0.005) }.max() ?? 0

        // Overshoot of a damped oscillator: e^(−πζ/√(1 − ζ²)) with ζ = 0.5.
        XCTAssertEqual(peak - 1, exp(-Double.pi * 0.5 / 0.75.squareRoot()), accuracy: 1e-4)
        XCTAssertLessThanOrEqual(criticalPeak, 1)
    }

    func testOverdampingIsCriticalUnlessAllowed() {
        let clamped = SpringSolver(mass: 1, stiffness: 100, damping: 60, allowsOverdamping: false)
        let critical = SpringSolver(mass: 1, stiffness: 100, damping: 20)
        let overdamped = SpringSolver(mass: 1, stiffness: 100, damping: 60)

        XCTAssertEqual(clamped.progress(at: 0.3), critical.progress(at: 0.3), accuracy: 1e-15)
        XCTAssertLessThan(overdamped.progress(at: 0.3), critical.progress(at: 0.3) - 0.1)
    }

    func testUndampedSpringSwingsToTwiceTheDistance() {
        let spring = SpringSolver(mass: 1, stiffness: 100, damping: 0)

        XCTAssertEqual(spring.progress(at: Double.pi / 10), 2, accuracy: 1e-12)
        XCTAssertEqual(spring.progress(at: 2 * Double.pi / 10), 0, accuracy: 1e-12)
    }

    func testInvalidSpringIsAtTheTargetAtOnce() {
        let spring = SpringSolver(mass: 0, stiffness: 100, damping: 10)

        XCTAssertEqual(spring.progress(at: 0.1), 1)
        XCTAssertEqual(spring.velocity(at: 0.1), 0)
    }
}
