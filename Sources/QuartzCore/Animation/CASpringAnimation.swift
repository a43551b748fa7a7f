/// A basic animation that moves like a mass on a damped spring from `fromValue` to `toValue`:
/// time runs through the spring's motion (overshooting when it is underdamped), not through a
/// timing function. `duration` is how much of the motion is shown; `settlingDuration` is how long
/// the motion takes to come to rest, the usual choice for it.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default.
    open var mass: CGFloat = 1
    /// The spring's stiffness; 100 by default.
    open var stiffness: CGFloat = 100
    /// The friction slowing it; 10 by default.
    open var damping: CGFloat = 10
    /// Its speed at the start, in distances (from → to) per second; 0 by default.
    open var initialVelocity: CGFloat = 0
    /// Whether damping beyond critical slows it further (false: such springs move as critically
    /// damped ones, as Core Animation does by default).
    open var allowsOverdamping = false

    /// A spring whose motion looks like it lasts `perceptualDuration` seconds, bouncing by
    /// `bounce` (0: none, up to 1: no damping; negative: overdamped), as iOS 17 describes springs.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let solver = SpringSolver(perceptualDuration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(solver.mass)
        stiffness = CGFloat(solver.stiffness)
        damping = CGFloat(solver.damping)
        allowsOverdamping = true
    }

    /// How long the spring appears to move, from its stiffness and mass.
    open var perceptualDuration: CFTimeInterval { solver.perceptualDuration }
    /// How much it bounces, from its damping.
    open var bounce: CGFloat { CGFloat(solver.bounce) }

    /// How long until the motion stays within a thousandth of its distance of the end.
    open var settlingDuration: CFTimeInterval { solver.settlingDuration }

    var solver: SpringSolver {
        SpringSolver(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }

    /// A spring's time is not reshaped by a timing function.
    override func timed(_ fraction: Double) -> Double { fraction }

    override func progress(for fraction: Double) -> Double {
        solver.progress(at: fraction * duration)
    }
}
