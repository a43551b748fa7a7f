/// An animation of one key path of its layer (`keyPath`, such as "position" or
/// "transform.rotation.z"): on its own values (`isAdditive` adds them to the value below), adding
/// the change of each completed iteration with `isCumulative`, and through `valueFunction` when
/// the values are numbers that make a transform.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path.
    open var keyPath: String?
    /// Whether the animated value is added to the value below it (the model's, or earlier animations').
    open var isAdditive = false
    /// Whether each iteration starts where the previous one ended.
    open var isCumulative = false
    /// Turns numeric values into the transform the key path needs.
    open var valueFunction: CAValueFunction?

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }

    override func values(
        at fraction: Double, iteration: Int, base: (String) -> AnimationValue?
    ) -> [(keyPath: String, value: AnimationValue)] {
        guard let keyPath, let below = base(keyPath) else { return [] }
        let sample = valueFunction == nil ? below : .scalar(0)
        guard var value = value(at: fraction, like: sample, below: below) else { return [] }
        if isCumulative, iteration > 0, let (start, end) = endpoints(like: sample, below: below) {
            let step = AnimationValue.subtracting(end, start)
            for _ in 0..<iteration { value = AnimationValue.adding(value, step) }
        }
        if let valueFunction { value = valueFunction.transform(for: value) }
        if isAdditive { value = AnimationValue.adding(below, value) }
        return [(keyPath, value)]
    }

    /// The value at `fraction`, in the kind of `sample`; `below` is the value under the animation.
    func value(at fraction: Double, like sample: AnimationValue, below: AnimationValue) -> AnimationValue? { nil }

    /// The first and last values, for cumulative iterations.
    func endpoints(like sample: AnimationValue, below: AnimationValue) -> (AnimationValue, AnimationValue)? { nil }
}

/// Turns numbers into transforms for `CAPropertyAnimation.valueFunction`: an animation of
/// "transform" from 0 to 2π through `.rotateZ` turns all the way round, where interpolating the
/// two (equal) matrices would not move.
@preconcurrency @MainActor
open class CAValueFunction: NSObject {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let rotateX = Name(rawValue: "rotateX")
        public static let rotateY = Name(rawValue: "rotateY")
        public static let rotateZ = Name(rawValue: "rotateZ")
        /// Three numbers: x, y and z scales.
        public static let scale = Name(rawValue: "scale")
        public static let scaleX = Name(rawValue: "scaleX")
        public static let scaleY = Name(rawValue: "scaleY")
        public static let scaleZ = Name(rawValue: "scaleZ")
        /// Three numbers: x, y and z offsets.
        public static let translate = Name(rawValue: "translate")
        public static let translateX = Name(rawValue: "translateX")
        public static let translateY = Name(rawValue: "translateY")
        public static let translateZ = Name(rawValue: "translateZ")
    }

    public let name: Name

    public init?(name: Name) {
        self.name = name
        super.init()
    }

    func transform(for value: AnimationValue) -> AnimationValue {
        let numbers: [CGFloat]
        switch value {
        case .scalar(let x): numbers = [CGFloat(x)]
        case .array(let items): numbers = items.map { if case .scalar(let x) = $0 { CGFloat(x) } else { 0 } }
        default: return value
        }
        func number(_ index: Int, _ fallback: CGFloat) -> CGFloat { index < numbers.count ? numbers[index] : fallback }
        let x = number(0, 0)
        let transform: CATransform3D
        switch name {
        case .rotateX: transform = CATransform3DMakeRotation(x, 1, 0, 0)
        case .rotateY: transform = CATransform3DMakeRotation(x, 0, 1, 0)
        case .rotateZ: transform = CATransform3DMakeRotation(x, 0, 0, 1)
        case .scale: transform = CATransform3DMakeScale(number(0, 1), number(1, 1), number(2, 1))
        case .scaleX: transform = CATransform3DMakeScale(x, 1, 1)
        case .scaleY: transform = CATransform3DMakeScale(1, x, 1)
        case .scaleZ: transform = CATransform3DMakeScale(1, 1, x)
        case .translate: transform = CATransform3DMakeTranslation(number(0, 0), number(1, 0), number(2, 0))
        case .translateX: transform = CATransform3DMakeTranslation(x, 0, 0)
        case .translateY: transform = CATransform3DMakeTranslation(0, x, 0)
        case .translateZ: transform = CATransform3DMakeTranslation(0, 0, x)
        default: transform = CATransform3DIdentity
        }
        return .transform(transform)
    }
}
