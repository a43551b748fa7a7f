/// A cubic Bézier timing curve for a property animator: one of the standard UIKit curves, Core
/// Animation's default curve, or a curve through two control points of your own.
///
/// The object is immutable; `copy()` returns it.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    private enum Kind {
        case systemDefault
        case builtin(UIView.AnimationCurve)
        case controlPoints
    }

    private let kind: Kind
    private let point1: CGPoint
    private let point2: CGPoint
    /// The curve the animator follows.
    package let curve: CubicTimingCurve

    private init(kind: Kind, point1: CGPoint, point2: CGPoint) {
        self.kind = kind
        self.point1 = point1
        self.point2 = point2
        curve = CubicTimingCurve(
            c1x: Double(point1.x), c1y: Double(point1.y), c2x: Double(point2.x), c2y: Double(point2.y))
        super.init()
    }

    private convenience init(kind: Kind, name: CAMediaTimingFunctionName) {
        let function = CAMediaTimingFunction(name: name)
        var values: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &values)
        let point1 = CGPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
        function.getControlPoint(at: 2, values: &values)
        let point2 = CGPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
        self.init(kind: kind, point1: point1, point2: point2)
    }

    /// The system's default curve: Core Animation's `default` timing function, (0.25, 0.1) and
    /// (0.25, 1).
    public override convenience init() {
        self.init(kind: .systemDefault, name: .default)
    }

    /// One of the standard UIKit curves.
    public convenience init(animationCurve curve: UIView.AnimationCurve) {
        self.init(kind: .builtin(curve), name: curve.mediaTimingFunctionName)
    }

    /// The curve from (0, 0) through `point1` and `point2` to (1, 1). The x values should be in
    /// 0…1 (they are clamped when the curve is evaluated); y values outside it overshoot.
    public convenience init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        self.init(kind: .controlPoints, point1: point1, point2: point2)
    }

    /// The standard curve this object was made with. Apple leaves it undefined for the default and
    /// custom curves; here it is `.easeInOut` for them.
    open var animationCurve: UIView.AnimationCurve {
        if case .builtin(let curve) = kind { return curve }
        return .easeInOut
    }

    /// The first control point; for a standard curve, the point of its Core Animation function.
    open var controlPoint1: CGPoint { point1 }

    /// The second control point; for a standard curve, the point of its Core Animation function.
    open var controlPoint2: CGPoint { point2 }

    /// `.cubic` for custom control points, `.builtin` for the standard and default curves.
    open var timingCurveType: UITimingCurveType {
        if case .controlPoints = kind { return .cubic }
        return .builtin
    }

    open var cubicTimingParameters: UICubicTimingParameters? { self }

    open var springTimingParameters: UISpringTimingParameters? { nil }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}
