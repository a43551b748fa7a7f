/// A spring for a property animator, given in one of two ways, which UIKit treats differently:
///
/// - by a **damping ratio** (`init(dampingRatio:initialVelocity:)`): the animation takes the
///   animator's duration, and the spring is fitted to come to rest in it;
/// - by its **physics** (`init(mass:stiffness:damping:initialVelocity:)`, `init(duration:bounce:)`,
///   `init()`): the spring moves as it would in the world, and the animation lasts until it
///   settles, whatever duration the animator was given.
///
/// The object is immutable; `copy()` returns it.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The spring's velocity when the animation starts, per axis, in distances per second: 1 is the
    /// whole distance of the animation in a second. Only `dx` applies to a value with one
    /// component; a point (a view's center) uses both.
    public let initialVelocity: CGVector

    /// The damping ratio given, or `damping / (2·√(mass·stiffness))` for the physical forms (0 when
    /// that has no value).
    package let dampingRatio: Double
    /// The physics of the spring: meaningful only when `hasImplicitDuration` is true.
    package let mass, stiffness, damping: Double
    /// True for the physical forms, whose animation lasts until the spring settles.
    package let hasImplicitDuration: Bool
    /// Whether a spring damped past critical creeps in as overdamped (the perceptual form) or
    /// moves as the critically damped spring, as Core Animation does by default.
    package let allowsOverdamping: Bool

    /// A spring given by its damping ratio: 1 comes to rest without overshooting, values towards 0
    /// oscillate more. The ratio is used in 0…1.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        dampingRatio = Double(ratio)
        (mass, stiffness, damping) = (1, 0, 0)
        hasImplicitDuration = false
        allowsOverdamping = false
        super.init()
    }

    /// A spring given by its mass (more than 0), stiffness and damping coefficient.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        (self.mass, self.stiffness, self.damping) = (Double(mass), Double(stiffness), Double(damping))
        let divisor = 2 * (Double(mass) * Double(stiffness)).squareRoot()
        dampingRatio = divisor > 0 ? Double(damping) / divisor : 0
        hasImplicitDuration = true
        allowsOverdamping = false
        super.init()
    }

    /// A spring given by iOS 17's perceptual parameters: `duration` is the time of one undamped
    /// oscillation, `bounce` runs from −1 (overdamped) through 0 (critically damped) to 1
    /// (undamped). See `SpringSolver(perceptualDuration:bounce:)`.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        let spring = SpringSolver(perceptualDuration: duration, bounce: Double(bounce))
        initialVelocity = velocity
        (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
        dampingRatio = spring.dampingRatio
        hasImplicitDuration = true
        allowsOverdamping = true
        super.init()
    }

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500 (a damping ratio of about
    /// 4.56), starting at rest.
    public override convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero)
    }

    /// A spring given by its damping ratio, starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring given by its perceptual duration and bounce, starting at rest.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    open var timingCurveType: UITimingCurveType { .spring }

    open var cubicTimingParameters: UICubicTimingParameters? { nil }

    open var springTimingParameters: UISpringTimingParameters? { self }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}
