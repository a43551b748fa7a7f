/// The timing of a property animator's animations: a cubic curve, a spring, or both.
///
/// `UICubicTimingParameters` and `UISpringTimingParameters` provide it; a type of your own may too,
/// returning one of them (or both, for `.composed`) from the properties below. An animator copies
/// the provider it is given.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSCopying {
    /// Which of the two parameter sets applies.
    var timingCurveType: UITimingCurveType { get }
    /// The curve, for the `.builtin`, `.cubic` and `.composed` types.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for the `.spring` and `.composed` types.
    var springTimingParameters: UISpringTimingParameters? { get }
}
