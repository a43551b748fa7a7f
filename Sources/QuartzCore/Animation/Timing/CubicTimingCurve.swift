/// A cubic Bézier timing curve from (0, 0) to (1, 1) shaped by two control points: the curve behind
/// `CAMediaTimingFunction` and `UICubicTimingParameters`.
///
/// The curve is parametric, `(x(t), y(t))` for `t` in 0…1; the input fraction of time is `x` and the
/// output progress is `y`. Finding `t` for an `x` is the work: Newton's method from `t = x`, and when
/// it stalls (a flat spot of `x(t)`, as at the ends of the ease curves) a bisection, which cannot fail
/// because `x(t)` never decreases once the control points' x values are in 0…1. Either way the answer
/// is within 1e-9 of the true `y`.
///
/// The control points' x values are clamped to 0…1 (outside it the curve would fold back in time);
/// y values are kept, so a curve may overshoot below 0 or above 1.
package struct CubicTimingCurve: Sendable, Equatable {
    /// `x(t) = ((ax·t + bx)·t + cx)·t`, the Bernstein form expanded as a polynomial.
    private let ax, bx, cx: Double
    /// `y(t) = ((ay·t + by)·t + cy)·t`.
    private let ay, by, cy: Double

    /// The curve through (0, 0), `c1`, `c2` and (1, 1).
    package init(c1x: Double, c1y: Double, c2x: Double, c2y: Double) {
        let x1 = min(max(c1x, 0), 1)
        let x2 = min(max(c2x, 0), 1)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * c1y
        by = 3 * (c2y - c1y) - cy
        ay = 1 - cy - by
    }

    /// The straight line: progress equals the fraction of time.
    package static let linear = CubicTimingCurve(c1x: 0, c1y: 0, c2x: 1, c2y: 1)

    /// The progress at `fraction` of the duration; fractions outside 0…1 are clamped, and the ends
    /// are exact: 0 gives 0 and 1 gives 1.
    package func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        return y(at: parameter(forX: fraction))
    }

    /// The slope dy/dx at `fraction` (clamped to 0…1): how fast progress changes per unit of time
    /// fraction, for handing velocity from one curve to the next. Where the curve is vertical the
    /// slope is infinite.
    package func slope(at fraction: Double) -> Double {
        let t = parameter(forX: min(max(fraction, 0), 1))
        let (dx, dy) = (xDerivative(at: t), yDerivative(at: t))
        if abs(dx) > 1e-9 { return dy / dx }
        if abs(dy) > 1e-9 { return dy < 0 ? -.infinity : .infinity }
        // Both derivatives vanish (a control point on an end point): the limit is the ratio of
        // the second derivatives, or failing that of the third.
        let (dx2, dy2) = (6 * ax * t + 2 * bx, 6 * ay * t + 2 * by)
        if abs(dx2) > 1e-9 { return dy2 / dx2 }
        return ax != 0 ? ay / ax : 1
    }

    private func x(at t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func y(at t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func xDerivative(at t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    private func yDerivative(at t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter `t` where `x(t) == x`, for `x` in 0…1.
    private func parameter(forX x: Double) -> Double {
        if let t = newtonParameter(forX: x) { return t }
        var (low, high) = (0.0, 1.0)
        while high - low > 1e-12 {
            let middle = (low + high) / 2
            if self.x(at: middle) < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// Newton's method, accepted only when the step that remains would move `y` by less than 1e-10.
    private func newtonParameter(forX x: Double) -> Double? {
        var t = x
        for _ in 0..<8 {
            let error = self.x(at: t) - x
            let derivative = xDerivative(at: t)
            guard abs(derivative) > 1e-6 else { return nil }
            let step = error / derivative
            if abs(step) * max(1, abs(yDerivative(at: t))) < 1e-10 { return t }
            t -= step
            guard t >= 0, t <= 1 else { return nil }
        }
        return nil
    }
}
