import Foundation

/// One transition between two controllers — a presentation, a dismissal, a push or pop, a tab
/// switch — as its animator sees it (the context) and as code running alongside it sees it (the
/// coordinator).
///
/// Whoever starts it (a presentation, a navigation controller) sends the appearance callbacks and
/// says what to do at the end; the transition runs the animator (interactively when an interaction
/// controller wants to), the animations queued alongside, and then, once the animator calls
/// `completeTransition`, the end: the starter's clean-up, `animationEnded`, the coordinator's
/// completions. Without animation the views are put in place at once and the transition completes
/// after the next commit has drawn them, so `viewDidAppear` follows the first frame as on iOS.
@MainActor
final class ControllerTransition: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    var targetTransform = CGAffineTransform.identity
    private(set) var isInteractive = false
    private(set) var initiallyInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    var completionVelocity: CGFloat { interactor?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }
    var isInterruptible: Bool { interruptibleAnimator != nil }
    /// The animator's interruptible animator, asked for once (nil when it offers none).
    lazy var interruptibleAnimator: UIViewImplicitlyAnimating? = animatorObject.flatMap { animator in
        let made = animator.interruptibleAnimator(using: self)
        return made is NoInterruptibleAnimator ? nil : made
    }
    var isCancelled: Bool { transitionWasCancelled }

    private var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
    private var views: [UITransitionContextViewKey: UIView] = [:]
    private var initialFrames: [ObjectIdentifier: CGRect] = [:]
    private var finalFrames: [ObjectIdentifier: CGRect] = [:]
    let animatorObject: UIViewControllerAnimatedTransitioning?
    let interactor: UIViewControllerInteractiveTransitioning?
    private var alongside: [Alongside] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false
    private var finished = false

    /// Called once the animator reports the end, with whether the transition completed: the starter's
    /// bookkeeping and the end of the appearance callbacks.
    var onEnd: ((Bool) -> Void)?
    /// Called after everything else, when the transition completed (a presentation's completion block).
    var onCompletion: (() -> Void)?
    /// Called at the end for the interaction controller, so it can let go of what it drove.
    var interactionDidEnd: (() -> Void)?
    /// Layers outside the container whose animations follow an interactive transition's progress as
    /// the container's do (a navigation bar changing its items during an interactive pop).
    var drivenLayers: [CALayer] = []

    private struct Alongside {
        var animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
        var completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    }

    init(
        container: UIView, from: UIViewController?, to: UIViewController?, fromView: UIView?, toView: UIView?,
        animated: Bool, style: UIModalPresentationStyle, animator: UIViewControllerAnimatedTransitioning?,
        interactor: UIViewControllerInteractiveTransitioning?
    ) {
        containerView = container
        isAnimated = animated && animator != nil
        presentationStyle = style
        animatorObject = isAnimated ? animator : nil
        self.interactor = isAnimated ? interactor : nil
        controllers[.from] = from
        controllers[.to] = to
        views[.from] = fromView
        views[.to] = toView
        for controller in controllers.values { controller.activeTransition = self }
    }

    var transitionDuration: TimeInterval { animatorObject?.transitionDuration(using: self) ?? 0 }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

    func setInitialFrame(_ frame: CGRect, for controller: UIViewController) {
        initialFrames[ObjectIdentifier(controller)] = frame
    }

    func setFinalFrame(_ frame: CGRect, for controller: UIViewController) {
        finalFrames[ObjectIdentifier(controller)] = frame
    }

    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    // MARK: - Running

    /// Starts the transition; the starter has sent the will-callbacks.
    func start() {
        guard !started else { return }
        started = true
        guard let animator = animatorObject else {
            placeViewsAtOnce()
            runAlongsideAnimations()
            UIApplication.shared.afterNextCommit { [self] in completeTransition(true) }
            return
        }
        if let interactor, interactor.wantsInteractiveStart {
            isInteractive = true
            initiallyInteractive = true
            interactor.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        runAlongsideAnimations()
    }

    /// The end state without an animator: the arriving view at its final frame, the leaving one gone.
    private func placeViewsAtOnce() {
        if let toView = views[.to] {
            if let to = controllers[.to], finalFrame(for: to) != .zero { toView.frame = finalFrame(for: to) }
            if toView.superview == nil { containerView.addSubview(toView) }
        }
        if let fromView = views[.from], fromView.isDescendant(of: containerView) { fromView.removeFromSuperview() }
    }

    private func runAlongsideAnimations() {
        let queued = alongside
        for item in queued { run(item.animation) }
    }

    private func run(_ animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) {
        guard let animation else { return }
        if isAnimated {
            UIView.animate(
                withDuration: transitionDuration, delay: 0, options: completionCurve.animationOptions,
                animations: { animation(self) })
        } else {
            UIView.performWithoutAnimation { animation(self) }
        }
    }

    func completeTransition(_ didComplete: Bool) {
        guard started, !finished else { return }
        finished = true
        transitionWasCancelled = !didComplete
        for controller in controllers.values where controller.activeTransition === self {
            controller.activeTransition = nil
        }
        interactionDidEnd?()
        interactionDidEnd = nil
        onEnd?(didComplete)
        animatorObject?.animationEnded(didComplete)
        for item in alongside { item.completion?(self) }
        alongside.removeAll()
        if didComplete { onCompletion?() }
        onEnd = nil
        onCompletion = nil
    }

    // MARK: - Interaction

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        endInteraction(cancelled: true)
    }

    func pauseInteractiveTransition() {
        isInteractive = true
    }

    private func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers.removeAll()
        for handler in handlers { handler(self) }
    }

    // MARK: - Coordinator

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !finished else { return false }
        alongside.append(Alongside(animation: animation, completion: completion))
        if started { run(animation) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }
}

extension UIView.AnimationCurve {
    /// The animation options with this curve.
    var animationOptions: UIView.AnimationOptions {
        switch self {
        case .easeInOut: .curveEaseInOut
        case .easeIn: .curveEaseIn
        case .easeOut: .curveEaseOut
        case .linear: .curveLinear
        @unknown default: .curveEaseInOut
        }
    }
}

extension UIViewController {
    /// The transition the controller (or a container it is in) is part of, while one runs.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        activeTransition ?? parent?.transitionCoordinator
    }
}
