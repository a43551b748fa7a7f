extension UISpringTimingParameters {
    /// The time the spring takes to settle, as UIKit's private `settlingDuration` answers it: 0 for
    /// the damping-ratio form (its animation takes the animator's duration), and otherwise the
    /// longer of the times for the two components of `initialVelocity`, each the time the spring
    /// needs to come within 0.001 of its target for good (`SpringSolver.timeToSettle(epsilon:)`).
    /// Infinite for a spring without damping.
    ///
    /// Below critical damping this is UIKit's formula exactly. At or above it UIKit evaluates a
    /// fitted approximation of the same root (constants 0.3361, 0.0042, 0.0201, 5.95061), which
    /// agrees with the exact root solved here to about 2e-4 of the time.
    package var settlingDuration: TimeInterval {
        guard hasImplicitDuration else { return 0 }
        let times = [initialVelocity.dx, initialVelocity.dy].map { component in
            if dampingRatio <= 0 { return Double.infinity }
            return spring(forDuration: 0, velocity: Double(component)).timeToSettle(epsilon: 0.001)
        }
        return times.max() ?? 0
    }

    /// How long an animator given `duration` runs with this spring: `duration` for the
    /// damping-ratio form, `settlingDuration` for the physical forms.
    package func animatorDuration(forRequested duration: TimeInterval) -> TimeInterval {
        hasImplicitDuration ? settlingDuration : duration
    }

    /// The spring one animated component follows, `velocity` being its component of
    /// `initialVelocity`: fitted to `duration` for the damping-ratio form, the given physics
    /// otherwise.
    package func spring(forDuration duration: TimeInterval, velocity: Double) -> SpringSolver {
        guard hasImplicitDuration else {
            return SpringSolver(dampingRatio: dampingRatio, duration: duration, initialVelocity: velocity)
        }
        return SpringSolver(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity,
            allowsOverdamping: allowsOverdamping)
    }
}
