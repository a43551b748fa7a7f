import QuartzCore
import QuartzCoreTestSupport
import XCTest

final class CASpringAnimationTests: XCTestCase {
    func testASpringMovesAlongTheDampedOscillatorAndOvershoots() {
        MainActor.assumeIsolated {
            let (host, layer) = animationWindow()
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 0
            spring.toValue = 100
            spring.damping = 5
            spring.duration = spring.settlingDuration
            spring.timingFunction = CAMediaTimingFunction(name: .easeIn)
            layer.add(spring, forKey: "spring")
            host.runUntilIdle()
            var peak: CGFloat = 0
            for frame in 1...30 {
                host.advance(by: 1.0 / 60)
                let x = layer.presentation()!.position.x
                peak = max(peak, x)
                // x(t) = 100 (1 − e^(−ζω t)(cos ω_d t + ζω/ω_d sin ω_d t)) with m 1, k 100, c 5.
                let t = Double(frame) / 60
                let omega = 10.0
                let zeta = 5 / (2 * omega)
                let damped = omega * (1 - zeta * zeta).squareRoot()
                let expected =
                    100 * (1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t)))
                XCTAssertEqual(
                    Double(x), expected, accuracy: 1e-6, "frame \(frame): the timing function is ignored")
            }
            XCTAssertGreaterThan(peak, 100, "an underdamped spring overshoots")
        }
    }

    func testDefaultsAndCopying() {
        MainActor.assumeIsolated {
            let spring = CASpringAnimation(keyPath: "opacity")
            XCTAssertEqual(spring.mass, 1)
            XCTAssertEqual(spring.stiffness, 100)
            XCTAssertEqual(spring.damping, 10)
            XCTAssertEqual(spring.initialVelocity, 0)
            XCTAssertEqual(spring.settlingDuration, 1.4727, accuracy: 1e-3)
            spring.damping = 3
            let copy = spring.copy() as! CASpringAnimation
            XCTAssertEqual(copy.damping, 3)
            XCTAssertEqual(copy.keyPath, "opacity")

            let perceptual = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
            XCTAssertEqual(perceptual.perceptualDuration, 0.5, accuracy: 1e-9)
            XCTAssertEqual(perceptual.bounce, 0.2, accuracy: 1e-9)
        }
    }
}
