extension SpringSolver {
    /// What Core Animation answers for a spring that never comes to rest (no damping, or invalid
    /// parameters): `MAXFLOAT`.
    package static let neverSettles = Double(Float.greatestFiniteMagnitude)

    /// `CASpringAnimation.settlingDuration`: the time after which the spring stays within 0.001 of
    /// its target, computed as Core Animation computes it (its `durationForEpsilon:` with 0.001, as
    /// reverse-engineered from QuartzCore and checked against the system over thousands of springs):
    ///
    /// - below critical damping, the time the envelope of the oscillation,
    ///   `(1 + |(α − v) / ωd|)·e^(−αt)`, takes to fall to 0.001 — a bound, not the last crossing;
    /// - at or above it, the spring is taken as critically damped whatever its damping, and time
    ///   walks in steps of 0.1 s to the first step from which the remainder stays within 0.001, so
    ///   the answer is a multiple of 0.1 s;
    /// - without damping (or with invalid parameters), `neverSettles`.
    ///
    /// Apple's examples: mass 1, stiffness 100 and damping 5 settle in about 2.85 s, damping 15 in
    /// just over 1 s; the defaults (damping 10) in 1.47 s.
    package var settlingDuration: Double {
        let epsilon = 0.001
        if case .degenerate = motion { return Self.neverSettles }
        let zeta = dampingRatio
        guard zeta > 0 else { return Self.neverSettles }
        if zeta < 1 { return envelopeSettlingTime(epsilon: epsilon) }
        let critical = Motion.critical(velocity: initialVelocity, frequency: naturalFrequency)
        let step = 0.1
        var steps = (critical.lastCrossing(epsilon: epsilon) / step).rounded(.up)
        while abs(critical.remainder(at: steps * step)) > epsilon { steps += 1 }
        // A bump of the remainder narrower than a step can fall between two steps, and the walk
        // does not see it: step back over any steps that were already within the epsilon.
        while steps > 0, abs(critical.remainder(at: (steps - 1) * step)) <= epsilon { steps -= 1 }
        return steps * step
    }

    /// How long the spring takes to come within `epsilon` of its target for good: the envelope
    /// bound of `settlingDuration` below critical damping, and the exact last time the distance to
    /// the target is `epsilon` for a spring that does not oscillate (critically damped, or
    /// overdamped where that is allowed). Infinite without damping or with invalid parameters.
    package func timeToSettle(epsilon: Double) -> Double {
        switch motion {
        case .degenerate: .infinity
        case .underdamped: dampingRatio > 0 ? envelopeSettlingTime(epsilon: epsilon) : .infinity
        case .critical, .overdamped: motion.lastCrossing(epsilon: epsilon)
        }
    }

    /// `(−ln ε + ln(1 + |(α − v) / ωd|)) / α`, floored at zero.
    private func envelopeSettlingTime(epsilon: Double) -> Double {
        guard case .underdamped(let decay, let v, _, let wd) = motion else { return 0 }
        return max(0, (-log(epsilon) + log(1 + abs((decay - v) / wd))) / decay)
    }
}

extension SpringSolver.Motion {
    /// For a motion that does not oscillate: the last time `|remainder|` equals `epsilon`.
    ///
    /// Such a remainder crosses zero at most once and has at most one turning point after the start,
    /// the crossing first; past the turning point (or from the start, if there is none) its size
    /// only falls. So the last crossing is on that falling tail, unless the bump after the zero never
    /// reaches `epsilon`, and then it is on the first descent, before the zero.
    func lastCrossing(epsilon: Double) -> Double {
        guard epsilon < 1 else { return 0 }
        let (zero, turn) = zeroAndTurningPoint
        let tail = max(turn ?? 0, 0)
        if abs(remainder(at: tail)) > epsilon {
            var span = 1 / max(slowestRate, 1e-12)
            var doublings = 0
            while abs(remainder(at: tail + span)) > epsilon {
                span *= 2
                doublings += 1
                if doublings > 2000 || !span.isFinite { return .infinity }
            }
            return crossing(epsilon: epsilon, from: tail, to: tail + span)
        }
        if let zero { return crossing(epsilon: epsilon, from: 0, to: zero) }
        return 0
    }

    /// Bisection for `|remainder| == epsilon` between `low` (above) and `high` (at or below).
    private func crossing(epsilon: Double, from low: Double, to high: Double) -> Double {
        var (low, high) = (low, high)
        var middle = (low + high) / 2
        while middle > low, middle < high {
            if abs(remainder(at: middle)) > epsilon { low = middle } else { high = middle }
            middle = (low + high) / 2
        }
        return high
    }

    /// The rate of the slowest exponential in the remainder.
    private var slowestRate: Double {
        switch self {
        case .critical(_, let omega): omega
        case .overdamped(let decay, _, let omega, let beta): omega * omega / (decay + beta)
        case .underdamped(let decay, _, _, _): decay
        case .degenerate: 1
        }
    }

    /// Where the remainder of a non-oscillating motion is zero and where its derivative is, when
    /// those happen after the start.
    private var zeroAndTurningPoint: (zero: Double?, turn: Double?) {
        switch self {
        case .critical(let v, let omega):
            // remainder = (1 + K·t)·e^(−ωt), derivative = −(v + ω·K·t)·e^(−ωt), K = ω − v.
            let k = omega - v
            guard k != 0 else { return (nil, nil) }
            let zero = -1 / k
            let turn = -v / (omega * k)
            return (zero > 0 ? zero : nil, turn > 0 ? turn : nil)
        case .overdamped(let decay, let v, let omega, let beta):
            // remainder = a·e^(−s₁t) + b·e^(−s₂t) with s₁ < s₂, a + b = 1, s₁·a + s₂·b = v.
            let (s1, s2) = (omega * omega / (decay + beta), decay + beta)
            let a = (s2 - v) / (2 * beta)
            let b = (v - s1) / (2 * beta)
            let zero = log(-b / a) / (2 * beta)
            let turn = log(-(s2 * b) / (s1 * a)) / (2 * beta)
            return (zero > 0 ? zero : nil, turn > 0 ? turn : nil)
        case .underdamped, .degenerate:
            return (nil, nil)
        }
    }
}
