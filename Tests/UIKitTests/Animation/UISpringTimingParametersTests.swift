import UIKit
import XCTest

/// A provider of both a curve and a spring, as an app may write one.
@MainActor
private final class ComposedTiming: NSObject, UITimingCurveProvider {
    let timingCurveType = UITimingCurveType.composed
    let cubicTimingParameters: UICubicTimingParameters? = UICubicTimingParameters(animationCurve: .easeIn)
    let springTimingParameters: UISpringTimingParameters? = UISpringTimingParameters(dampingRatio: 0.6)

    nonisolated func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The settling time of the default Core Animation spring starting with velocity `(dx, dy)`.
@MainActor
private func settling(_ dx: CGFloat, _ dy: CGFloat) -> TimeInterval {
    UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: dx, dy: dy))
        .settlingDuration
}

final class UISpringTimingParametersTests: XCTestCase {
    func testDefaultSpringIsHeavyAndOverdamped() {
        MainActor.assumeIsolated {
            let parameters = UISpringTimingParameters()

            XCTAssertEqual([parameters.mass, parameters.stiffness, parameters.damping], [3, 1000, 500])
            XCTAssertEqual(parameters.dampingRatio, 4.56, accuracy: 0.005)
            XCTAssertEqual(parameters.initialVelocity, .zero)
            XCTAssertEqual(parameters.timingCurveType, .spring)
            XCTAssertTrue(parameters.springTimingParameters === parameters)
            XCTAssertNil(parameters.cubicTimingParameters)
        }
    }

    func testDampingRatioSpringTakesTheAnimatorsDuration() {
        MainActor.assumeIsolated {
            let parameters = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 0, dy: 0))

            let timing = parameters.animatorTimingCurve(forRequested: 0.5)

            XCTAssertEqual(timing.duration, 0.5)
            XCTAssertEqual(parameters.settlingDuration, 0)
            XCTAssertEqual(timing.progress(at: 0), 0)
            XCTAssertEqual(timing.progress(at: 1), 1)
            let fitted = SpringSolver(dampingRatio: 0.5, duration: 0.5, initialVelocity: 0)
            XCTAssertEqual(timing.progress(at: 0.3), fitted.progress(at: 0.15), accuracy: 1e-15)
            XCTAssertEqual(timing.progress(at: 0.999), 1, accuracy: 0.002)
        }
    }

    func testPhysicalSpringIgnoresTheAnimatorsDurationAndRunsUntilItSettles() {
        MainActor.assumeIsolated {
            let parameters = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
            let spring = SpringSolver()

            let timing = parameters.animatorTimingCurve(forRequested: 5)

            XCTAssertEqual(timing.duration, 1.4727003346780926, accuracy: 1e-9)
            XCTAssertEqual(timing.progress(at: 0.5), spring.progress(at: timing.duration / 2), accuracy: 1e-15)
            XCTAssertEqual(
                timing.velocity(at: 0.5), spring.velocity(at: timing.duration / 2) * timing.duration, accuracy: 1e-12)
        }
    }

    /// UIKit computes the settling time of a critically damped or heavier spring with a fitted
    /// curve that gives 9.235037 / ω at rest; the exact root used here is within 2e-4 of it.
    func testHeavySpringSettlesAsUIKitsCriticallyDampedOne() {
        MainActor.assumeIsolated {
            let parameters = UISpringTimingParameters()
            let omega = (1000.0 / 3).squareRoot()

            XCTAssertEqual(parameters.settlingDuration, 9.235036526651854 / omega, accuracy: 2e-4 * 9.235 / omega)
            XCTAssertEqual(parameters.animatorDuration(forRequested: 2), parameters.settlingDuration)
        }
    }

    func testSettlingTakesTheSlowerOfTheTwoVelocityComponents() {
        MainActor.assumeIsolated {
            XCTAssertEqual(settling(10, 0), settling(0, 10))
            XCTAssertEqual(settling(6, 8), max(settling(6, 6), settling(8, 8)))
            XCTAssertNotEqual(settling(8, 8), settling(-8, -8))
        }
    }

    func testPerceptualSpringHasItsPhysicsAndRunsUntilItSettles() {
        MainActor.assumeIsolated {
            let parameters = UISpringTimingParameters(duration: 0.5, bounce: 0.2)
            let spring = SpringSolver(perceptualDuration: 0.5, bounce: 0.2)

            XCTAssertEqual(parameters.stiffness, pow(2 * Double.pi / 0.5, 2), accuracy: 1e-9)
            XCTAssertEqual(parameters.damping, 4 * Double.pi * 0.8 / 0.5, accuracy: 1e-9)
            XCTAssertEqual(parameters.dampingRatio, 0.8, accuracy: 1e-12)
            XCTAssertEqual(parameters.animatorDuration(forRequested: 3), spring.timeToSettle(epsilon: 0.001))
        }
    }

    func testAnimatedValueUsesItsOwnVelocityComponent() {
        MainActor.assumeIsolated {
            let parameters = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 2, dy: -1))

            let x = parameters.animatorTimingCurve(forRequested: 1)
            let y = parameters.animatorTimingCurve(forRequested: 1, velocity: parameters.initialVelocity.dy)

            XCTAssertEqual(x.velocity(at: 0), 2, accuracy: 1e-12)
            XCTAssertEqual(y.velocity(at: 0), -1, accuracy: 1e-12)
        }
    }

    func testComposedProviderPacesTheSpringByTheCurve() {
        MainActor.assumeIsolated {
            let provider = ComposedTiming()
            let curve = CAMediaTimingFunction(name: .easeIn)
            let spring = SpringSolver(dampingRatio: 0.6, duration: 0.8, initialVelocity: 0)

            let timing = provider.animatorTimingCurve(forRequested: 0.8)

            XCTAssertEqual(timing.duration, 0.8)
            XCTAssertEqual(
                timing.progress(at: 0.5), spring.progress(at: curve.progress(at: 0.5) * 0.8), accuracy: 1e-12)
        }
    }
}
