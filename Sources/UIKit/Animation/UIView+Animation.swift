/// Animating view properties with blocks: inside `animate(withDuration:…)`, every change of an
/// animatable property of a view (frame, bounds, center, transform, alpha, backgroundColor, and
/// whatever else changes its layer) animates from what is on screen to the new value, because the
/// view, as its layer's delegate, answers the layer's action search with an animation;
/// outside a block it answers "no action".
///
/// The completion handler runs once every animation the block made has ended, with `true` when
/// all ran to their end and `false` when one was removed or replaced first; a block that animated
/// nothing completes at the end of the run-loop turn. While a block's animations run, the views
/// they animate receive no touches unless the options include `.allowUserInteraction`.
extension UIView {
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimationBlock(duration: duration, delay: delay, options: options, completion: completion)
            .run(animations)
    }

    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes on a spring that comes to rest at the end of `duration`, damped by
    /// `dampingRatio` (1: no overshoot, smaller: bouncier) and starting at `velocity` (distances
    /// per second), as UIKit fits it.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let block = ViewAnimationBlock(
            duration: duration, delay: delay, options: options.subtracting(.init(rawValue: 0xF << 16)),
            completion: completion)
        block.spring = SpringSolver(
            dampingRatio: Double(dampingRatio), duration: duration, initialVelocity: Double(velocity))
        block.run(animations)
    }

    /// Animates the changes on a spring that looks like it lasts `duration` and bounces by
    /// `bounce` (iOS 17); the animation runs until the spring settles.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringSolver(
            perceptualDuration: duration, bounce: Double(bounce), initialVelocity: Double(velocity))
        let block = ViewAnimationBlock(
            duration: spring.settlingDuration, delay: delay, options: options.subtracting(.init(rawValue: 0xF << 16)),
            completion: completion)
        block.spring = spring
        block.run(animations)
    }

    /// Makes the changes in `actionsWithoutAnimation` without animating them, even inside an
    /// animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let block = ViewAnimationBlock(duration: 0, delay: 0, options: [], suppressesAnimation: true, completion: nil)
        ViewAnimationBlock.stack.append(block)
        actionsWithoutAnimation()
        ViewAnimationBlock.stack.removeLast()
    }

    /// Whether animation blocks animate; when false, their changes happen at once. True by default,
    /// false inside `performWithoutAnimation`.
    public class var areAnimationsEnabled: Bool {
        animationsEnabledStorage && !ViewAnimationBlock.stack.contains { $0.suppressesAnimation }
    }

    public class func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabledStorage = enabled
    }

    /// The duration of the animation block being run, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        guard let block = ViewAnimationBlock.stack.last, !block.suppressesAnimation else { return 0 }
        return block.duration
    }

    private static var animationsEnabledStorage = true

    /// How many times slower every animation runs, like the iOS Simulator's Slow Animations; 1 by
    /// default, or `CASEMENT_SLOW_ANIMATIONS` at launch. Set it in code too (a Casement addition).
    public static var slowAnimationsFactor: Double {
        get { AnimationEngine.slowMotionFactor }
        set { AnimationEngine.slowMotionFactor = max(newValue, 0.001) }
    }

    /// The action for a change of `layer`'s `event` made now: an animation inside a block.
    func animationAction(for layer: CALayer, forKey event: String) -> CAAction? {
        ViewAnimationBlock.stack.last?.animation(for: self, layer: layer, key: event)
    }
}
