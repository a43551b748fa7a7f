/// The motion of a mass on a damped spring that starts at 0 and comes to rest at 1: the curve of
/// `CASpringAnimation`, of UIKit's spring animations and of `UISpringTimingParameters`.
///
/// The spring obeys `m·x″ + c·x′ + k·(x − 1) = 0` with `x(0) = 0` and `x′(0) = initialVelocity`,
/// where velocity is in units of the whole distance per second (1 covers the distance in a
/// second; positive is towards the target, as `CASpringAnimation.initialVelocity`). The closed
/// forms for the three damping regimes are written as one expression,
///
///     remainder(t) = 1 − x(t) = e^(−αt)·[C(t) + (α − v)·S(t)]
///
/// with `α = c / 2m`, and `C`, `S` = `cos ωd·t`, `sin(ωd·t) / ωd` (underdamped), `1`, `t`
/// (critically damped) or `cosh βt`, `sinh(βt) / β` (overdamped), so the motion is continuous as
/// the damping crosses the critical value.
///
/// Core Animation does not overdamp unless asked (`CASpringAnimation.allowsOverdamping`, false by
/// default): a spring damped past critical moves as the critically damped spring of the same mass
/// and stiffness. Pass `allowsOverdamping: false` for that behaviour.
package struct SpringSolver: Sendable, Equatable {
    package let mass: Double
    package let stiffness: Double
    package let damping: Double
    package let initialVelocity: Double
    package let allowsOverdamping: Bool
    /// The closed form this spring follows.
    let motion: Motion

    /// A spring of `mass`, `stiffness` and `damping` (Core Animation's defaults: 1, 100, 10).
    /// Mass and stiffness must be positive and all values finite; a spring that is not jumps to 1
    /// at once and is never said to settle.
    package init(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
        allowsOverdamping: Bool = true
    ) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
        motion = Motion(
            mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity,
            allowsOverdamping: allowsOverdamping)
    }

    /// The undamped angular frequency `√(k / m)`, in radians per second.
    package var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// `c / (2·√(m·k))`: below 1 the spring overshoots and oscillates, at 1 it arrives as fast as it
    /// can without overshooting, above 1 it creeps in.
    package var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

    /// The position at `t` seconds: 0 at the start, 1 at rest (and past 1 while overshooting).
    /// Times before the start give 0.
    package func progress(at t: Double) -> Double {
        1 - motion.remainder(at: t)
    }

    /// The velocity at `t` seconds, in distances per second (the derivative of `progress(at:)`).
    /// Times before the start give the initial velocity.
    package func velocity(at t: Double) -> Double {
        -motion.remainderRate(at: t)
    }
}

extension SpringSolver {
    /// The closed form of the remainder `1 − x(t)` for one spring.
    enum Motion: Sendable, Equatable {
        /// `C = cos ωd·t`, `S = sin(ωd·t) / ωd`.
        case underdamped(decay: Double, velocity: Double, frequency: Double, dampedFrequency: Double)
        /// `C = 1`, `S = t`; the decay rate equals the frequency.
        case critical(velocity: Double, frequency: Double)
        /// `C = cosh βt`, `S = sinh(βt) / β`.
        case overdamped(decay: Double, velocity: Double, frequency: Double, beta: Double)
        /// Invalid parameters: at rest at the target from the start.
        case degenerate

        init(mass: Double, stiffness: Double, damping: Double, velocity v: Double, allowsOverdamping: Bool) {
            guard mass > 0, stiffness > 0, mass.isFinite, stiffness.isFinite, damping.isFinite, v.isFinite
            else {
                self = .degenerate
                return
            }
            let omega = (stiffness / mass).squareRoot()
            let zeta = damping / (2 * (mass * stiffness).squareRoot())
            if zeta < 1 {
                self = .underdamped(
                    decay: zeta * omega, velocity: v, frequency: omega,
                    dampedFrequency: omega * (1 - zeta * zeta).squareRoot())
            } else if zeta == 1 || !allowsOverdamping {
                self = .critical(velocity: v, frequency: omega)
            } else {
                self = .overdamped(
                    decay: zeta * omega, velocity: v, frequency: omega, beta: omega * (zeta * zeta - 1).squareRoot())
            }
        }

        /// `(α, v, ω)`: decay rate, initial velocity and natural frequency.
        var constants: (decay: Double, velocity: Double, frequency: Double) {
            switch self {
            case .underdamped(let decay, let v, let omega, _), .overdamped(let decay, let v, let omega, _):
                (decay, v, omega)
            case .critical(let v, let omega): (omega, v, omega)
            case .degenerate: (0, 0, 0)
            }
        }

        /// `e^(−αt)·C(t)` and `e^(−αt)·S(t)`, computed so that neither overflows.
        private func dampedParts(at t: Double) -> (c: Double, s: Double) {
            switch self {
            case .underdamped(let decay, _, _, let wd):
                let envelope = exp(-decay * t)
                return (envelope * cos(wd * t), envelope * sin(wd * t) / wd)
            case .critical(_, let omega):
                let envelope = exp(-omega * t)
                return (envelope, envelope * t)
            case .overdamped(let decay, _, _, let beta):
                if beta * t < 20 {
                    let envelope = exp(-decay * t)
                    return (envelope * cosh(beta * t), envelope * sinh(beta * t) / beta)
                }
                // e^(−αt)·cosh βt = ½·e^(−(α−β)t)·(1 + e^(−2βt)), and the same with a minus for
                // sinh; α − β written as ω² / (α + β) to keep its digits when α ≫ β.
                let omega = constants.frequency
                let slowRate = omega * omega / (decay + beta)
                let half = 0.5 * exp(-slowRate * t)
                let fast = exp(-2 * beta * t)
                return (half * (1 + fast), half * (1 - fast) / beta)
            case .degenerate:
                return (0, 0)
            }
        }

        /// `1 − x(t)`: 1 at the start, 0 at rest.
        func remainder(at t: Double) -> Double {
            if case .degenerate = self { return 0 }
            guard t > 0 else { return 1 }
            let (decay, v, _) = constants
            let (c, s) = dampedParts(at: t)
            return c + (decay - v) * s
        }

        /// The derivative of `remainder(at:)`: `e^(−αt)·[−v·C + (α·v − ω²)·S]`.
        func remainderRate(at t: Double) -> Double {
            if case .degenerate = self { return 0 }
            let (decay, v, omega) = constants
            guard t > 0 else { return -v }
            let (c, s) = dampedParts(at: t)
            return -v * c + (decay * v - omega * omega) * s
        }
    }
}
