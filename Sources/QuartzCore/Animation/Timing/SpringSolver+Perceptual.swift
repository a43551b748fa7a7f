extension SpringSolver {
    /// The spring of iOS 17's perceptual parameters (`CASpringAnimation(perceptualDuration:bounce:)`,
    /// `UISpringTimingParameters(duration:bounce:)`, SwiftUI's `Spring(duration:bounce:)`), the same
    /// conversion UIKit makes: mass 1, stiffness `(2π / duration)²`, and a damping ratio of
    /// `1 − bounce` for a bounce of 0 or more, `1 / (1 + bounce)` below 0, so damping is
    /// `4π·(1 − bounce) / duration` or `4π / (duration·(1 + bounce))`.
    ///
    /// `perceptualDuration` is the period the spring would oscillate with undamped; `bounce` runs from
    /// −1 (very overdamped) through 0 (critically damped) to 1 (undamped). A negative bounce is meant
    /// to overdamp, so overdamping is allowed.
    package init(perceptualDuration: Double, bounce: Double, initialVelocity: Double = 0) {
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let omega = 2 * Double.pi / perceptualDuration
        self.init(
            mass: 1, stiffness: omega * omega, damping: 2 * omega * zeta, initialVelocity: initialVelocity,
            allowsOverdamping: true)
    }

    /// The perceptual duration of this spring, whatever made it: `2π / √(k / m)`.
    package var perceptualDuration: Double {
        2 * Double.pi / naturalFrequency
    }

    /// The bounce of this spring, whatever made it: `1 − ζ` up to critical damping, `1 / ζ − 1`
    /// past it.
    package var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }
}
