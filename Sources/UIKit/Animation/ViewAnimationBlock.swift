/// One `UIView` animation block while it runs, and afterwards until its animations end: the
/// settings its property changes animate with, and the completion waiting for them.
@MainActor
final class ViewAnimationBlock: CAAnimationDelegate {
    /// The blocks running now, innermost last.
    static var stack: [ViewAnimationBlock] = []

    var duration: TimeInterval
    var delay: TimeInterval
    var options: UIView.AnimationOptions
    var timingFunction: CAMediaTimingFunction
    /// Iterations for the legacy `setAnimationRepeatCount`; 0 follows the options.
    var repeatCount: Float = 0
    /// Whether the block is a `beginAnimations` section, whose settings change as it runs.
    var isLegacy = false
    /// Whether changes in the block are not to animate at all (`performWithoutAnimation`).
    let suppressesAnimation: Bool
    /// The spring the block's changes move on, for the spring forms of `animate`.
    var spring: SpringSolver?
    /// For a property animator's blocks: the animator that drives their changes, and from which
    /// fraction of its time.
    var propertyAnimator: (animator: UIViewPropertyAnimator, begin: Double)?
    /// For `animateKeyframes`: the changes its key frames make, turned into animations at the end.
    var keyframes: KeyframeRecording?
    private let completion: ((Bool) -> Void)?
    private var pending = 0
    private var allFinished = true
    private var blockEnded = false
    private var hasCompleted = false
    /// Views whose layers changed inside the block, for `.layoutSubviews`.
    private var changedViews: [Weak<UIView>] = []
    /// Views that ignore touches until this block's animations end.
    private var blockedViews: [Weak<UIView>] = []

    /// A block's settings, inheriting the enclosing block's duration, curve and options as UIKit
    /// does unless the options override them.
    init(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        suppressesAnimation: Bool = false, completion: ((Bool) -> Void)?
    ) {
        let outer = Self.stack.last(where: { !$0.suppressesAnimation })
        let inheritsDuration = outer != nil && !options.contains(.overrideInheritedDuration)
        let inheritsCurve = outer != nil && !options.contains(.overrideInheritedCurve)
        let inheritsOptions = outer != nil && !options.contains(.overrideInheritedOptions)
        self.duration = inheritsDuration ? outer!.duration : duration
        self.delay = delay
        self.options = inheritsOptions ? options.union(outer!.options.subtracting(.init(rawValue: 0xF << 16))) : options
        timingFunction = inheritsCurve ? outer!.timingFunction : options.timingFunction
        self.suppressesAnimation = suppressesAnimation
        self.completion = completion
    }

    /// Runs `animations` inside this block, then waits for the animations it made.
    func run(_ animations: () -> Void) {
        Self.stack.append(self)
        animations()
        // `.layoutSubviews`: the layout the changes cause runs now, inside the block, so it animates too.
        if options.contains(.layoutSubviews) {
            for view in changedViews.compactMap(\.value) { view.superview?.layoutIfNeeded() ?? view.layoutIfNeeded() }
        }
        Self.stack.removeLast()
        end()
    }

    /// No more changes join the block: it completes once its animations have ended.
    func end() {
        if let keyframes { addKeyframeAnimations(keyframes) }
        blockEnded = true
        if pending == 0 {
            // Nothing animated: the completion still comes, once this turn's changes are committed.
            UIApplication.shared.backend?.scheduler.scheduleAtEndOfTurn { [self] in complete() }
        }
    }

    /// The layer properties a view animates inside a block: its animatable properties (frame,
    /// bounds, center, transform, alpha, backgroundColor) and, as since iOS 11, the corner radius.
    /// Other changes (`isHidden`, contents) happen at once, as on iOS.
    static func animatesInBlocks(_ key: String) -> Bool {
        ["position", "bounds", "transform", "opacity", "backgroundColor", "cornerRadius", "anchorPoint"].contains(
            AnimationEngine.rootKey(of: key))
    }

    /// The animation for a change of `key` of `view`'s layer made inside the block, or nil when
    /// the change does not animate.
    func animation(for view: UIView, layer: CALayer, key: String) -> CAAnimation? {
        guard !suppressesAnimation, duration > 0, UIView.areAnimationsEnabled, Self.animatesInBlocks(key)
        else { return nil }
        if options.contains(.layoutSubviews), !changedViews.contains(where: { $0.value === view }) {
            changedViews.append(Weak(view))
        }
        if let (animator, begin) = propertyAnimator {
            return animator.animation(
                for: view, layer: layer, key: key, from: CATransaction.implicitActionPreviousValue, begin: begin)
        }
        if let keyframes {
            keyframes.record(view: view, layer: layer, key: key, previous: CATransaction.implicitActionPreviousValue)
            return nil
        }
        let animation: CABasicAnimation
        if let spring {
            let springAnimation = CASpringAnimation(keyPath: key)
            springAnimation.mass = CGFloat(spring.mass)
            springAnimation.stiffness = CGFloat(spring.stiffness)
            springAnimation.damping = CGFloat(spring.damping)
            springAnimation.initialVelocity = CGFloat(spring.initialVelocity)
            springAnimation.allowsOverdamping = spring.allowsOverdamping
            animation = springAnimation
        } else {
            animation = CABasicAnimation(keyPath: key)
        }
        // To the new value itself, so a later change of the model does not move this animation's end.
        animation.toValue = layer.animationValue(forKeyPath: key)?.anyValue
        animation.duration = duration
        animation.timingFunction = timingFunction
        if delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        if repeatCount > 0 { animation.repeatCount = repeatCount }
        animation.autoreverses = options.contains(.autoreverse)
        track(animation, of: view)
        return animation
    }

    /// Makes the block wait for `animation` of `view`, which ignores touches meanwhile unless allowed.
    private func track(_ animation: CAAnimation, of view: UIView) {
        animation.delegate = self
        pending += 1
        if !options.contains(.allowUserInteraction) {
            view.animationsBlockingTouches += 1
            blockedViews.append(Weak(view))
        }
    }

    /// One keyframe animation per changed property, through the values its key frames set.
    private func addKeyframeAnimations(_ recording: KeyframeRecording) {
        for property in recording.tracks {
            guard let view = property.view, let layer = property.layer else { continue }
            let animation = CAKeyframeAnimation(keyPath: property.key)
            (animation.keyTimes, animation.values) = property.keyframes()
            animation.calculationMode = recording.calculationMode
            animation.duration = duration
            if delay > 0 {
                animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
                animation.fillMode = .backwards
            }
            if options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = options.contains(.autoreverse)
            track(animation, of: view)
            layer.add(animation, forKey: property.key)
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        if !flag { allFinished = false }
        if pending == 0, blockEnded { complete() }
    }

    private func complete() {
        guard !hasCompleted else { return }
        hasCompleted = true
        for view in blockedViews { view.value?.animationsBlockingTouches -= 1 }
        blockedViews = []
        completion?(allFinished)
    }
}
