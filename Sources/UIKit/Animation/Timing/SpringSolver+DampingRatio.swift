extension SpringSolver {
    /// The spring UIKit fits to a damping ratio and a duration: the one of
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)` and of
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` in an animator.
    ///
    /// UIKit's animation lasts exactly `duration` and ends on the target; the spring is chosen so
    /// that by then it has all but come to rest. What UIKit does (its private
    /// `parametersOfSpringAnimation`, as disassembled, and measured against iOS 14 by
    /// github.com/CosynPa/RevealSpringAnimation to 1e-8): mass 1; the ratio clamped to
    /// 1.19e-7…1 (so never overdamped) and the duration to 0.01…10 s; then the natural frequency
    /// ω solved so that 0.001 is
    ///
    /// - below critical damping, the size of the sine term at the end,
    ///   `|(ζω − v) / (ω·√(1 − ζ²))|·e^(−ζω·duration)`;
    /// - at critical damping, the remainder at the end, `|1 + (ω − v)·duration|·e^(−ω·duration)`.
    ///
    /// UIKit finds ω with twelve Newton steps from `5 / duration`, which for a large positive
    /// velocity can land on any of up to three roots (RevealSpringAnimation calls the system
    /// "chaotic" there); this takes the largest, the stiffest spring, which is what the system
    /// answers wherever it is stable. When the damping is so slight (ratio ≲ 0.001) that the sine
    /// term starts below 0.001 and no ω exists, the whole envelope `(1 + sine term)·e^(−ζωt)` is
    /// fitted instead.
    ///
    /// `initialVelocity` is in distances per second, as `initialSpringVelocity`.
    package init(dampingRatio: Double, duration: Double, initialVelocity: Double) {
        let zeta = min(max(dampingRatio, 1.1920929e-7), 1)
        let duration = min(max(duration, 0.01), 10)
        let omega =
            zeta < 1
            ? Self.underdampedFrequency(zeta: zeta, duration: duration, velocity: initialVelocity)
            : Self.criticalFrequency(duration: duration, velocity: initialVelocity)
        self.init(
            mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: initialVelocity,
            allowsOverdamping: false)
    }

    private static let threshold = 0.001

    private static func underdampedFrequency(zeta: Double, duration: Double, velocity v: Double) -> Double {
        let root = (1 - zeta * zeta).squareRoot()
        let decay = zeta * duration
        let coefficient = { (omega: Double) in abs(zeta - v / omega) / root }
        let sineTerm = { (omega: Double) in coefficient(omega) * exp(-decay * omega) }
        if v > 0 {
            // The sine term falls from infinity to zero at ω = v/ζ, rises to a bump, then decays.
            let zero = v / zeta
            let bump = zero / 2 + (zero * zero / 4 + zero / decay).squareRoot()
            if sineTerm(bump) >= threshold { return tailCrossing(of: sineTerm, from: bump) }
            return crossing(of: sineTerm, above: 0, below: zero)
        }
        // Without a velocity towards the target the sine term only falls, from ζ/√(1 − ζ²) or more.
        if v < 0 || zeta / root > threshold { return tailCrossing(of: sineTerm, from: 0) }
        return tailCrossing(of: { omega in (1 + coefficient(omega)) * exp(-decay * omega) }, from: 0)
    }

    private static func criticalFrequency(duration: Double, velocity v: Double) -> Double {
        let remainder = { (omega: Double) in abs(1 + (omega - v) * duration) * exp(-omega * duration) }
        // The remainder's positive lobe peaks at ω = v with e^(−v·duration) and falls after it.
        if v <= 0 || exp(-v * duration) >= threshold { return tailCrossing(of: remainder, from: max(v, 0)) }
        // Otherwise the lobe never reaches the threshold: the root is on the negative lobe, below
        // ω = v − 1/duration, where the remainder falls from v·duration − 1.
        return crossing(of: remainder, above: 0, below: v - 1 / duration)
    }

    /// The root of `f == threshold` past `start`, for an `f` that only falls after `start`.
    private static func tailCrossing(of f: (Double) -> Double, from start: Double) -> Double {
        var span = 1.0
        while f(start + span) > threshold, span < 1e12 { span *= 2 }
        return crossing(of: f, above: start, below: start + span)
    }

    /// Bisection for `f == threshold` between `low`, where `f` is above it, and `high`, where it is
    /// not; neither end is evaluated.
    private static func crossing(of f: (Double) -> Double, above low: Double, below high: Double) -> Double {
        var (low, high) = (low, high)
        var middle = (low + high) / 2
        while middle > low, middle < high {
            if f(middle) > threshold { low = middle } else { high = middle }
            middle = (low + high) / 2
        }
        return (low + high) / 2
    }
}
