import QuartzCore
import XCTest

final class SpringSolverPerceptualTests: XCTestCase {
    func testPerceptualParametersBecomeStiffnessAndDamping() {
        let bouncy = SpringSolver(perceptualDuration: 0.5, bounce: 0.3)
        let overdamped = SpringSolver(perceptualDuration: 0.5, bounce: -0.5)

        XCTAssertEqual(bouncy.mass, 1)
        XCTAssertEqual(bouncy.stiffness, pow(2 * Double.pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(bouncy.damping, 4 * Double.pi * 0.7 / 0.5, accuracy: 1e-9)
        XCTAssertEqual(overdamped.damping, 4 * Double.pi / (0.5 * 0.5), accuracy: 1e-9)
        XCTAssertEqual(overdamped.dampingRatio, 2, accuracy: 1e-12)
    }

    func testBounceOfZeroIsCriticallyDampedAndNegativeBounceOverdamps() {
        let critical = SpringSolver(perceptualDuration: 0.4, bounce: 0)
        let overdamped = SpringSolver(perceptualDuration: 0.4, bounce: -0.3)

        XCTAssertEqual(critical.dampingRatio, 1, accuracy: 1e-12)
        XCTAssertTrue(overdamped.allowsOverdamping)
        XCTAssertLessThan(overdamped.progress(at: 0.2), critical.progress(at: 0.2))
    }

    func testPerceptualParametersRoundTrip() {
        for duration in [0.1, 0.35, 1, 2.5] {
            for bounce in stride(from: -0.9, through: 0.9, by: 0.1) {
                let spring = SpringSolver(perceptualDuration: duration, bounce: bounce)

                XCTAssertEqual(spring.perceptualDuration, duration, accuracy: 1e-12)
                XCTAssertEqual(spring.bounce, bounce, accuracy: 1e-12)
            }
        }
    }

    func testPerceptualParametersOfAPhysicalSpring() {
        let spring = SpringSolver(mass: 2, stiffness: 200, damping: 10)

        // ω = √(200 / 2) = 10, ζ = 10 / (2·√400) = 0.25.
        XCTAssertEqual(spring.perceptualDuration, 2 * Double.pi / 10, accuracy: 1e-12)
        XCTAssertEqual(spring.bounce, 0.75, accuracy: 1e-12)
        XCTAssertEqual(SpringSolver(mass: 1, stiffness: 100, damping: 40).bounce, -0.5, accuracy: 1e-12)
    }
}
