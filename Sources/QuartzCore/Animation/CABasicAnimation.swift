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
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any? { didSet { converted = nil } }
    open var toValue: Any? { didSet { converted = nil } }
    open var byValue: Any? { didSet { converted = nil } }

    /// The three values converted to the kind they were last asked in, kept across frames.
    private var converted: (kind: Int, from: AnimationValue?, to: AnimationValue?, by: AnimationValue?)?

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
        let kind = sample.kindNumber
        if converted?.kind != kind {
            converted = (
                kind, fromValue.flatMap { AnimationValue($0, like: sample) },
                toValue.flatMap { AnimationValue($0, like: sample) },
                byValue.flatMap { AnimationValue($0, like: sample) }
            )
        }
        let (_, from, to, by) = converted!
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

extension AnimationValue {
    /// A number per case, to tell which kind a value was converted to.
    var kindNumber: Int {
        switch self {
        case .scalar: 0
        case .point: 1
        case .size: 2
        case .rect: 3
        case .transform: 4
        case .color: 5
        case .path: 6
        case .array(let items): 7 + 16 * items.count
        case .discrete: 8
        }
    }
}
