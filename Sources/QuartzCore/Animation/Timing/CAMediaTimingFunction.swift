/// The pacing of an animation: a cubic Bézier curve from (0, 0) to (1, 1) that maps the fraction of
/// an animation's duration that has passed to the fraction of the change that has happened.
///
/// A timing function is immutable, so unlike the rest of Core Animation it is not bound to the main
/// actor: it can be made once in a `static let`, shared between animations and threads, and read
/// from any context without `await`. Control points are kept as `Float`, as Core Animation keeps
/// them, so `getControlPoint(at:values:)` answers exactly what was given.
///
/// Two functions made from the same name compare equal (Core Animation hands out one shared object
/// per name); functions made from control points are equal only to themselves.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    private let c1x, c1y, c2x, c2y: Float
    private let curve: CubicTimingCurve
    /// Set only while a named function is initialised, never after.
    private var name: CAMediaTimingFunctionName?

    /// A curve with the control points `(c1x, c1y)` and `(c2x, c2y)`; the curve runs from (0, 0)
    /// through them to (1, 1). The x values should lie in 0…1 (they are clamped when the curve is
    /// evaluated); the y values may go outside it for an animation that overshoots.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        (self.c1x, self.c1y, self.c2x, self.c2y) = (c1x, c1y, c2x, c2y)
        curve = CubicTimingCurve(c1x: Double(c1x), c1y: Double(c1y), c2x: Double(c2x), c2y: Double(c2y))
        super.init()
    }

    /// One of the predefined curves. An unknown name is a programmer error and traps.
    public convenience init(name: CAMediaTimingFunctionName) {
        guard let points = name.controlPoints else {
            fatalError("CAMediaTimingFunction: unknown timing function name '\(name.rawValue)'")
        }
        self.init(controlPoints: points.c1x, points.c1y, points.c2x, points.c2y)
        self.name = name
    }

    /// Writes the point at `idx` into `ptr[0]` (x) and `ptr[1]` (y): 0 is (0, 0), 1 and 2 are the
    /// control points, 3 is (1, 1). Any other index traps.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch idx {
        case 0: (ptr[0], ptr[1]) = (0, 0)
        case 1: (ptr[0], ptr[1]) = (c1x, c1y)
        case 2: (ptr[0], ptr[1]) = (c2x, c2y)
        case 3: (ptr[0], ptr[1]) = (1, 1)
        default: fatalError("CAMediaTimingFunction: control point index \(idx) is not in 0...3")
        }
    }

    /// The fraction of the change done when `fraction` of the duration has passed (clamped to 0…1;
    /// the ends are exact). Accurate to 1e-9.
    package func progress(at fraction: Double) -> Double {
        curve.progress(at: fraction)
    }

    /// The curve's slope at `fraction`: progress per unit of time fraction, so an animation that
    /// takes over from this one can start at the same speed.
    package func slope(at fraction: Double) -> Double {
        curve.slope(at: fraction)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        if other === self { return true }
        guard let name else { return false }
        return other.name == name
    }

    open override var hash: Int {
        name?.hashValue ?? ObjectIdentifier(self).hashValue
    }

    /// The name for a predefined curve, the four numbers for a custom one.
    open override var description: String {
        name?.rawValue ?? "(\(c1x), \(c1y)) (\(c2x), \(c2y))"
    }
}
