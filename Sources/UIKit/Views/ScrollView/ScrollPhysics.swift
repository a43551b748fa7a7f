import Foundation

/// The formulas of UIKit's scrolling, as pure functions of distances and time (seconds), so tests
/// can hold the scroll view to them.
enum ScrollPhysics {
    /// How far the content shows when pulled `overshoot` points past an edge of a view `dimension`
    /// points long: UIKit's rubber band, (1 − 1/(x·0.55/d + 1))·d, which never reaches `dimension`.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, overshoot != 0 else { return 0 }
        let x = abs(overshoot)
        let shown = (1 - 1 / (x * 0.55 / dimension + 1)) * dimension
        return overshoot < 0 ? -shown : shown
    }

    /// How far content flung at `velocity` points per millisecond travels while it slows by `rate`
    /// per millisecond: velocity × rate / (1 − rate).
    static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        velocity * rate / (1 - rate)
    }

    /// The part of a decelerating `distance` covered after `elapsed` seconds: the velocity falls by
    /// `rate` each millisecond, so what is left falls by it too.
    static func decelerated(_ distance: CGFloat, rate: CGFloat, elapsed: TimeInterval) -> CGFloat {
        distance * (1 - pow(rate, CGFloat(elapsed * 1000)))
    }

    /// The velocity (points per second) of that deceleration after `elapsed` seconds.
    static func deceleratingVelocity(_ distance: CGFloat, rate: CGFloat, elapsed: TimeInterval) -> CGFloat {
        -distance * log(rate) * 1000 * pow(rate, CGFloat(elapsed * 1000))
    }

    /// The stiffness of the spring that brings content back inside its edges (and onto pages): a
    /// critically damped spring with this natural frequency (radians per second) settles in about
    /// half a second.
    static let springFrequency: CGFloat = 12

    /// Where a critically damped spring released `displacement` points from rest at `velocity`
    /// points per second is after `elapsed` seconds, and its velocity then.
    static func spring(displacement: CGFloat, velocity: CGFloat, elapsed: TimeInterval) -> (
        displacement: CGFloat, velocity: CGFloat
    ) {
        let w = springFrequency
        let t = CGFloat(elapsed)
        let decay = exp(-w * t)
        let b = velocity + w * displacement
        return ((displacement + b * t) * decay, (velocity - w * t * b) * decay)
    }

    /// UIKit's ease-out curve for animated offsets, wheel steps and key scrolling: fast at first,
    /// settling gently (a cubic ease-out).
    static func easeOut(_ fraction: CGFloat) -> CGFloat {
        let f = min(max(fraction, 0), 1)
        let rest = 1 - f
        return 1 - rest * rest * rest
    }
}

extension ScrollPhysics {
    /// The pull past an edge whose rubber band shows `shown` points: the inverse of `rubberBand`.
    static func rubberBandInverse(_ shown: CGFloat, _ dimension: CGFloat) -> CGFloat {
        guard dimension > 0, shown != 0 else { return 0 }
        let s = min(abs(shown), dimension * 0.999)
        let x = dimension / 0.55 * (1 / (1 - s / dimension) - 1)
        return shown < 0 ? -x : x
    }
}
