/// Animating view properties with blocks: inside `animate(withDuration:…)`, every change of an
/// animatable property of a view (frame, bounds, center, transform, alpha, backgroundColor, and
/// whatever else changes its layer) animates from what is on screen to the new value, because the
/// view, as its layer's delegate, answers the layer's action search with an animation
/// (seed 002); outside a block it answers "no action".
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

    /// Makes the changes in `actionsWithoutAnimation` without animating them, even inside an
    /// animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let block = ViewAnimationBlock(duration: 0, delay: 0, options: [], suppressesAnimation: true, completion: nil)
        ViewAnimationBlock.stack.append(block)
        actionsWithoutAnimation()
        ViewAnimationBlock.stack.removeLast()
    }

    /// Whether animation blocks animate; when false, their changes happen at once. True by default.
    public class var areAnimationsEnabled: Bool { animationsEnabledStorage }

    public class func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabledStorage = enabled
    }

    /// The duration of the animation block being run, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        guard let block = ViewAnimationBlock.stack.last, !block.suppressesAnimation else { return 0 }
        return block.duration
    }

    private static var animationsEnabledStorage = true

    /// The action for a change of `layer`'s `event` made now: an animation inside a block.
    func animationAction(for layer: CALayer, forKey event: String) -> CAAction? {
        ViewAnimationBlock.stack.last?.animation(for: self, layer: layer, key: event)
    }
}
