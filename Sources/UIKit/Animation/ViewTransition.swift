/// One `UIView.transition(with:…)` while it runs: the layer transition on the container, the
/// animation block its changes run in, and the completion waiting for both.
@MainActor
final class ViewTransition: CAAnimationDelegate {
    private let completion: ((Bool) -> Void)?
    /// The parts still running: the layer transition and the block's animations.
    private var pending = 0
    private var allFinished = true
    /// The container, which ignores touches until the transition ends unless the options allow them.
    private var blockedView: UIView?

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    /// Adds the transition the options name to `view`'s layer (when there is one to play), then
    /// runs `animations` as an animation block with the same duration and curve.
    func run(on view: UIView?, duration: TimeInterval, options: UIView.AnimationOptions, animations: () -> Void) {
        let block = ViewAnimationBlock(
            duration: duration, delay: 0, options: options.subtracting(.transitionBits),
            completion: { [self] finished in partEnded(finished) })
        if let view, block.duration > 0, UIView.areAnimationsEnabled, let (type, subtype) = options.layerTransition {
            let transition = CATransition()
            transition.type = type
            transition.subtype = subtype
            transition.duration = block.duration
            transition.timingFunction = block.timingFunction
            if options.contains(.repeat) { transition.repeatCount = .infinity }
            transition.autoreverses = options.contains(.autoreverse)
            transition.delegate = self
            pending += 1
            if !options.contains(.allowUserInteraction) {
                view.animationsBlockingTouches += 1
                blockedView = view
            }
            view.layer.add(transition, forKey: kCATransition)
        }
        pending += 1
        block.run(animations)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        blockedView?.animationsBlockingTouches -= 1
        blockedView = nil
        partEnded(flag)
    }

    private func partEnded(_ finished: Bool) {
        if !finished { allFinished = false }
        pending -= 1
        if pending == 0 { completion?(allFinished) }
    }
}
