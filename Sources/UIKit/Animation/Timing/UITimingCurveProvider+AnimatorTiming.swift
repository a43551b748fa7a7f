extension UITimingCurveProvider {
    /// The timing an animator created with `duration` gives one of its animated values.
    ///
    /// A cubic curve runs for `duration`. A spring runs for `duration` when given by a damping
    /// ratio (fitted to it) and for its own settling time when given by its physics, as UIKit does.
    /// `velocity` is the value's component of the spring's `initialVelocity` (`dx` when nil).
    /// `.composed` runs the spring with its time paced by the cubic curve; a provider that leaves
    /// out the parameters its type needs gets the system's default curve.
    package func animatorTimingCurve(forRequested duration: TimeInterval, velocity: CGFloat? = nil)
        -> AnimatorTimingCurve
    {
        let cubic = (cubicTimingParameters ?? UICubicTimingParameters()).curve
        switch timingCurveType {
        case .builtin, .cubic:
            return AnimatorTimingCurve(duration: duration, shape: .cubic(cubic))
        case .spring, .composed:
            guard let parameters = springTimingParameters else {
                return AnimatorTimingCurve(duration: duration, shape: .cubic(cubic))
            }
            let runTime = parameters.animatorDuration(forRequested: duration)
            let spring = parameters.spring(
                forDuration: runTime, velocity: Double(velocity ?? parameters.initialVelocity.dx))
            let shape: AnimatorTimingCurve.Shape =
                timingCurveType == .spring || cubicTimingParameters == nil
                ? .spring(spring) : .composed(cubic, spring)
            return AnimatorTimingCurve(duration: runTime, shape: shape)
        }
    }
}
