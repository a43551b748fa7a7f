import UIKit
import XCTest

/// UIKit's fit of a spring to a damping ratio and a duration (`SpringSolver(dampingRatio:duration:initialVelocity:)`).
final class SpringSolverDampingRatioTests: XCTestCase {
    /// Natural frequencies the system chose on iOS 14.4 for these parameters, recorded by
    /// github.com/CosynPa/RevealSpringAnimation (`UIKitDurationTests.testChaos`, where the duration
    /// is 1 / ratio and the velocity is in ten-thousandths).
    func testMatchesFrequenciesMeasuredOnIOS() {
        let measured: [(ratio: Double, duration: Double, velocity: Double, omega: Double)] = [
            (0.1, 10, 0.0210, 4.563081181386087),
            (0.1, 10, 0.0250, 4.553730784077176),
            (0.5, 2, 0.8300, 6.036899176854381),
        ]

        for sample in measured {
            let spring = SpringSolver(
                dampingRatio: sample.ratio, duration: sample.duration, initialVelocity: sample.velocity)

            XCTAssertEqual(spring.naturalFrequency, sample.omega, accuracy: 1e-6, "\(sample)")
            XCTAssertEqual(spring.dampingRatio, sample.ratio, accuracy: 1e-12)
            XCTAssertEqual(spring.mass, 1)
        }
    }

    func testUnderdampedSineTermIsAThousandthAtTheEnd() {
        for ratio in [0.05, 0.2, 0.5, 0.8, 0.99] {
            for duration in [0.3, 1, 3] {
                for velocity in [-5.0, 0, 2] {
                    let spring = SpringSolver(dampingRatio: ratio, duration: duration, initialVelocity: velocity)
                    let omega = spring.naturalFrequency

                    let sineTerm =
                        abs((ratio * omega - velocity) / (omega * (1 - ratio * ratio).squareRoot()))
                        * exp(-ratio * omega * duration)
                    XCTAssertEqual(sineTerm, 0.001, accuracy: 1e-12, "ratio \(ratio), \(duration) s, v \(velocity)")
                }
            }
        }
    }

    func testWithoutVelocityTheFrequencyHasAClosedForm() {
        let spring = SpringSolver(dampingRatio: 0.5, duration: 0.5, initialVelocity: 0)

        // ω = ln(ζ / (0.001·√(1 − ζ²))) / (ζ·duration)
        XCTAssertEqual(spring.naturalFrequency, log(0.5 / (0.001 * 0.75.squareRoot())) / 0.25, accuracy: 1e-9)
        XCTAssertEqual(spring.naturalFrequency, 25.4337965385923, accuracy: 1e-9)
    }

    func testCriticallyDampedRemainderIsAThousandthAtTheEnd() {
        for duration in [0.25, 0.5, 1, 4] {
            for velocity in [-3.0, 0, 2, 12] {
                let spring = SpringSolver(dampingRatio: 1, duration: duration, initialVelocity: velocity)
                let omega = spring.naturalFrequency

                XCTAssertEqual(spring.dampingRatio, 1, accuracy: 1e-12)
                XCTAssertEqual(
                    abs(1 + (omega - velocity) * duration) * exp(-omega * duration), 0.001, accuracy: 1e-12,
                    "\(duration) s, v \(velocity)")
                XCTAssertEqual(abs(1 - spring.progress(at: duration)), 0.001, accuracy: 1e-12)
            }
        }
        XCTAssertEqual(
            SpringSolver(dampingRatio: 1, duration: 1, initialVelocity: 0).naturalFrequency, 9.2334134764515857,
            accuracy: 1e-9)
    }

    func testRatioAboveOneIsCriticalAndDurationIsKeptWithinTenSeconds() {
        let overdamped = SpringSolver(dampingRatio: 3, duration: 0.5, initialVelocity: 0)
        let critical = SpringSolver(dampingRatio: 1, duration: 0.5, initialVelocity: 0)

        XCTAssertEqual(overdamped, critical)
        XCTAssertEqual(
            SpringSolver(dampingRatio: 0.7, duration: 25, initialVelocity: 0),
            SpringSolver(dampingRatio: 0.7, duration: 10, initialVelocity: 0))
    }

    /// A fast start towards the target gives the end-of-animation equation several roots; the
    /// stiffest spring that satisfies it is taken.
    func testFastStartTakesTheStiffestSpring() {
        let (ratio, duration, velocity) = (0.5, 2.0, 0.83)
        let spring = SpringSolver(dampingRatio: ratio, duration: duration, initialVelocity: velocity)
        let sineTerm = { (omega: Double) in
            abs((ratio * omega - velocity) / (omega * (1 - ratio * ratio).squareRoot()))
                * exp(-ratio * omega * duration)
        }

        for factor in stride(from: 1.001, through: 20, by: 0.01) {
            XCTAssertLessThan(sineTerm(spring.naturalFrequency * factor), 0.001)
        }
    }

    func testBarelyDampedSpringStillComesNearTheTarget() {
        let spring = SpringSolver(dampingRatio: 0.0005, duration: 1, initialVelocity: 0)

        XCTAssertTrue(spring.naturalFrequency.isFinite)
        XCTAssertGreaterThan(spring.naturalFrequency, 0)
        XCTAssertLessThanOrEqual(abs(1 - spring.progress(at: 1)), 0.001 + 1e-12)
    }
}
