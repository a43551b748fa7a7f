import Foundation

/// Runs a transition's animator under a gesture's control: `update(_:)` sets how far along it is,
/// `finish()` plays the rest, `cancel()` plays it back to the start and cancels the transition.
///
/// An animator that offers an interruptible animator is driven through its `fractionComplete`;
/// otherwise its animations run in the container view's layer with that layer's time stopped and
/// moved by hand (`speed` 0 and `timeOffset`, as pausing and resuming a layer does), and a cancelled
/// transition puts the animated properties back to where they started. Layers the transition names
/// besides (`ControllerTransition.drivenLayers`, a navigation bar's) are driven the same way.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How far the transition is, 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest plays after `finish()` or `cancel()`, relative to the animator's own pace; 1 by default.
    open var completionSpeed: CGFloat = 1
    open var completionCurve = UIView.AnimationCurve.easeInOut
    /// The curve of the rest when an interruptible animator continues; nil keeps the animator's own.
    open var timingCurve: UITimingCurveProvider?
    open var wantsInteractiveStart = true

    private var context: ControllerTransition?
    private var interruptible: UIViewImplicitlyAnimating?
    private var drivenLayers: [CALayer] = []
    private var settling: FrameSubscription?

    public override init() {
        super.init()
    }

    /// The transition's length in seconds (0 outside a transition).
    open var duration: CGFloat { CGFloat(context?.transitionDuration ?? 0) }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let transition = transitionContext as? ControllerTransition, let animator = transition.animatorObject
        else { return }
        context = transition
        transition.interactionDidEnd = { [weak self] in self?.transitionEnded() }
        if let interruptible = transition.interruptibleAnimator {
            self.interruptible = interruptible
            interruptible.pauseAnimation()
            interruptible.fractionComplete = percentComplete
        } else {
            drivenLayers = [transition.containerView.layer] + transition.drivenLayers
            for layer in drivenLayers {
                layer.speed = 0
                layer.timeOffset = 0
            }
            animator.animateTransition(using: transition)
            show(percentComplete)
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        show(self.percentComplete)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Stops following the gesture where it is, keeping the transition interactive.
    open func pause() {
        context?.pauseInteractiveTransition()
    }

    /// Plays the rest of the transition and completes it.
    open func finish() {
        guard let context else { return }
        context.finishInteractiveTransition()
        if let interruptible {
            interruptible.continueAnimation(
                withTimingParameters: timingCurve, durationFactor: 1 / max(completionSpeed, 0.01))
        } else {
            let speed = Float(max(completionSpeed, 0.01))
            for layer in drivenLayers {
                let paused = layer.timeOffset
                let parentTime = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
                layer.speed = speed
                layer.timeOffset = 0
                layer.beginTime = parentTime - paused / Double(speed)
            }
        }
    }

    /// Plays the transition back to its start and cancels it.
    open func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        if let interruptible {
            interruptible.isReversed = true
            interruptible.continueAnimation(
                withTimingParameters: timingCurve, durationFactor: 1 / max(completionSpeed, 0.01))
        } else if !drivenLayers.isEmpty {
            var last = CACurrentMediaTime()
            settling = FrameSource.current.subscribe { [weak self] _ in
                let now = CACurrentMediaTime()
                self?.settleBack(by: (now - last) * Double(self?.completionSpeed ?? 1))
                last = now
            }
        }
    }

    /// The transition's length in the container layer's time: slow animations
    /// (`UIView.slowAnimationsFactor`) stretch it.
    private var layerDuration: Double {
        Double(duration) * UIView.slowAnimationsFactor
    }

    private func show(_ percent: CGFloat) {
        if let interruptible {
            interruptible.fractionComplete = percent
        } else {
            for layer in drivenLayers { layer.timeOffset = Double(percent) * layerDuration }
        }
    }

    /// One frame of playing back a cancelled transition; at the start the animated properties
    /// return to their first values and the animations end, which ends the animator's animations.
    private func settleBack(by seconds: Double) {
        guard let first = drivenLayers.first else { return }
        let offset = max(first.timeOffset - seconds, 0)
        for layer in drivenLayers { layer.timeOffset = offset }
        percentComplete = CGFloat(offset / max(layerDuration, 1e-9))
        guard offset == 0 else { return }
        settling?.cancel()
        settling = nil
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for layer in drivenLayers { Self.restoreStartValues(in: layer) }
        CATransaction.commit()
        for layer in drivenLayers { Self.removeAnimations(in: layer) }
    }

    private static func restoreStartValues(in layer: CALayer) {
        for key in layer.animationKeys() ?? [] {
            guard let animation = layer.animation(forKey: key) as? CABasicAnimation, let keyPath = animation.keyPath,
                let start = animation.fromValue
            else { continue }
            layer.setValue(start, forKeyPath: keyPath)
        }
        for sublayer in (layer.sublayers ?? []) + [layer.mask].compactMap({ $0 }) { restoreStartValues(in: sublayer) }
    }

    private static func removeAnimations(in layer: CALayer) {
        layer.removeAllAnimations()
        for sublayer in (layer.sublayers ?? []) + [layer.mask].compactMap({ $0 }) { removeAnimations(in: sublayer) }
    }

    /// The transition ended: the container's time runs normally again.
    private func transitionEnded() {
        for layer in drivenLayers {
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
        }
        settling?.cancel()
        settling = nil
        drivenLayers = []
        interruptible = nil
        context = nil
        percentComplete = 0
    }
}
