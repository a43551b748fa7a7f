/// Which kind of timing a `UITimingCurveProvider` gives, and so which of its parameters apply.
public enum UITimingCurveType: Int, Sendable {
    /// One of the standard curves, from `cubicTimingParameters`.
    case builtin = 0
    /// A cubic Bézier curve with custom control points, from `cubicTimingParameters`.
    case cubic = 1
    /// A spring, from `springTimingParameters`.
    case spring = 2
    /// Both: the spring's motion over time paced by the cubic curve.
    case composed = 3
}
