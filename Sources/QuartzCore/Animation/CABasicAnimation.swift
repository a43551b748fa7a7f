/// An animation between two values of a key path, given as any two of `fromValue`, `toValue` and
/// `byValue` (or fewer), as Core Animation reads them:
///
/// | given | animates from → to |
/// |---|---|
/// | from, to | from → to |
/// | from, by | from → from + by |
/// | by, to | to − by → to |
/// | from | from → the value below |
/// | to | the value below → to |
/// | by | the value below → it + by |
/// | none | the value below, unchanged |
///
/// "The value below" is the model value, or the value of the animations added before this one.
/// Numbers may be any of Int, Double, CGFloat, Float or NSNumber.
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    override func value(at fraction: Double, like sample: AnimationValue, below: AnimationValue) -> AnimationValue? {
        guard let (from, to) = endpoints(like: sample, below: below) else { return nil }
        return AnimationValue.interpolate(from, to, fraction: progress(for: fraction))
    }

    override func endpoints(like sample: AnimationValue, below: AnimationValue) -> (AnimationValue, AnimationValue)? {
        let from = fromValue.flatMap { AnimationValue($0, like: sample) }
        let to = toValue.flatMap { AnimationValue($0, like: sample) }
        let by = byValue.flatMap { AnimationValue($0, like: sample) }
        let current = valueFunction == nil ? below : sample
        switch (from, to, by) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return (from, AnimationValue.adding(from, by))
        case (nil, let to?, let by?): return (AnimationValue.subtracting(to, by), to)
        case (let from?, nil, nil): return (from, current)
        case (nil, let to?, nil): return (current, to)
        case (nil, nil, let by?): return (current, AnimationValue.adding(current, by))
        case (nil, nil, nil): return (current, current)
        }
    }

    /// The interpolation fraction for a timed fraction; springs replace it with their motion.
    func progress(for fraction: Double) -> Double { fraction }
}
