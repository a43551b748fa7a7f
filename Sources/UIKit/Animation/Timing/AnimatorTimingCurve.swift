/// The timing of one animated value in a property animator: how long the animation runs and how
/// far along it is at each fraction of that time. Made by
/// `UITimingCurveProvider.animatorTimingCurve(forRequested:velocity:)`.
package struct AnimatorTimingCurve: Sendable, Equatable {
    package enum Shape: Sendable, Equatable {
        case cubic(CubicTimingCurve)
        case spring(SpringSolver)
        /// The spring, with the fraction of time first passed through the curve.
        case composed(CubicTimingCurve, SpringSolver)
    }

    /// Seconds from start to end.
    package let duration: TimeInterval
    package let shape: Shape

    package init(duration: TimeInterval, shape: Shape) {
        self.duration = duration
        self.shape = shape
    }

    /// How far along the animation is, 0 at the start and exactly 1 at the end (a spring passes 1
    /// while it overshoots), at `fraction` of the duration; fractions are clamped to 0…1.
    package func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        switch shape {
        case .cubic(let curve): return curve.progress(at: fraction)
        case .spring(let spring): return spring.progress(at: fraction * duration)
        case .composed(let curve, let spring): return spring.progress(at: curve.progress(at: fraction) * duration)
        }
    }

    /// The derivative of `progress(at:)` with respect to the fraction, for carrying a velocity
    /// into the next animation; divide by `duration` for progress per second.
    package func velocity(at fraction: Double) -> Double {
        let fraction = min(max(fraction, 0), 1)
        switch shape {
        case .cubic(let curve):
            return curve.slope(at: fraction)
        case .spring(let spring):
            return spring.velocity(at: fraction * duration) * duration
        case .composed(let curve, let spring):
            let warped = curve.progress(at: fraction)
            return spring.velocity(at: warped * duration) * duration * curve.slope(at: fraction)
        }
    }
}
