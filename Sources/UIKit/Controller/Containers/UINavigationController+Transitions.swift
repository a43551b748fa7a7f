/// Changing the stack: children join and leave with `willMove`/`didMove`, the bar's items follow,
/// and a change of the top controller runs a push or pop transition (the delegate's animator, else
/// the slide), interactively when an edge drag drives it.
extension UINavigationController {
    func changeStack(
        to newStack: [UIViewController], animated: Bool, interactor: UIViewControllerInteractiveTransitioning?
    ) {
        guard let newTop = newStack.last else { return }
        let oldStack = stack
        let oldTop = oldStack.last
        if let busy = oldTop?.activeTransition ?? newTop.activeTransition, busy.containerView === contentView {
            guard !busy.isAnimated else {
                RuntimeWarning.emit("Can't change the navigation stack of \(self) while a push or pop is animating.")
                return
            }
            // A change without animation waits only for the next commit: end it now, so changes in a row add up.
            busy.completeTransition(true)
        }
        let joining = newStack.filter { controller in !oldStack.contains { $0 === controller } }
        let leaving = oldStack.filter { controller in !newStack.contains { $0 === controller } }
        for controller in joining {
            preconditionAlways(
                !(controller is UINavigationController), "Pushing a navigation controller is not supported")
            addChild(controller)
        }
        for controller in leaving { controller.willMove(toParent: nil) }
        stack = newStack
        let operation: Operation =
            oldTop === newTop ? .none : (oldStack.contains { $0 === newTop } ? .pop : .push)
        if isViewLoaded { toolbar.setItems(newTop.toolbarItems, animated: animated && operation != .none) }
        guard isViewLoaded, operation != .none, let oldTop else {
            if isViewLoaded { showAtOnce(newTop) }
            navigationBar.setItems(newStack.map(\.navigationItem), animated: false)
            settle(joining: joining, leaving: leaving)
            return
        }
        newTop.movingToParent = joining.contains { $0 === newTop }
        oldTop.movingFromParent = leaving.contains { $0 === oldTop }
        let animator =
            animated
            ? (delegate?.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop)
                ?? NavigationSlideAnimator(operation: operation)) : nil
        let interaction =
            animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) } ?? interactor
        // Under a gesture the bar's change is driven with the transition (its layer's time paused
        // with the container's), so it is made once the interactive transition has started.
        // (Another interaction controller drives what it likes; the bar changes at once.)
        let barFollowsGesture =
            animated && interaction is UIPercentDrivenInteractiveTransition
            && interaction?.wantsInteractiveStart == true
        let items = newStack.map(\.navigationItem)
        if !barFollowsGesture { navigationBar.setItems(items, animated: animated && interaction == nil) }
        let transition = transitionChild(
            from: oldTop, to: newTop, in: contentView, animated: animated, animator: animator,
            interactor: interaction, drivenLayers: barFollowsGesture ? [navigationBar.layer] : [],
            willStart: { delegate?.navigationController(self, willShow: newTop, animated: animated) }
        ) { [weak self] completed in
            guard let self else { return }
            newTop.movingToParent = false
            oldTop.movingFromParent = false
            if completed {
                settle(joining: joining, leaving: leaving)
                observeContentScrollView()
                delegate?.navigationController(self, didShow: newTop, animated: animated)
            } else {
                stack = oldStack
                navigationBar.setItems(oldStack.map(\.navigationItem), animated: false)
                toolbar.setItems(oldTop.toolbarItems, animated: false)
                for controller in joining {
                    controller.willMove(toParent: nil)
                    controller.removeFromParent()
                }
                for controller in leaving { controller.didMove(toParent: self) }
            }
        }
        if barFollowsGesture { navigationBar.setItems(items, animated: transition != nil) }
    }

    /// The end of a stack change: leaving controllers leave (`didMove(toParent: nil)`), joining
    /// ones have joined (`didMove(toParent:)`).
    private func settle(joining: [UIViewController], leaving: [UIViewController]) {
        for controller in leaving {
            if controller.viewIfLoaded?.superview === contentView { controller.view.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in joining { controller.didMove(toParent: self) }
    }

    /// The left-edge drag: starts an interactive pop, follows the finger, and finishes past half
    /// the width (or on a quick flick to the right), else cancels.
    func edgePanned(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        let progress = min(max(recognizer.translation(in: view).x / width, 0), 1)
        switch recognizer.state {
        case .began:
            guard stack.count > 1, interactivePop == nil else { return }
            let driver = UIPercentDrivenInteractiveTransition()
            driver.completionCurve = .easeOut
            interactivePop = driver
            changeStack(to: Array(stack.dropLast()), animated: true, interactor: driver)
        case .changed:
            interactivePop?.update(progress)
        case .ended:
            if progress > 0.5 || recognizer.velocity(in: view).x > 500 {
                interactivePop?.finish()
            } else {
                interactivePop?.cancel()
            }
            interactivePop = nil
        case .cancelled, .failed:
            interactivePop?.cancel()
            interactivePop = nil
        default:
            break
        }
    }
}

/// A push or pop.
extension UINavigationController {
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
}

/// Told when a navigation controller shows a controller, and asked for custom push and pop animations.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// The standard push and pop: the arriving view slides in from the right edge over the leaving
/// one, which moves a third of the way left (the reverse for a pop), over 0.35 s.
@MainActor
final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let arriving = context.view(forKey: .to), let leaving = context.view(forKey: .from),
            let controller = context.viewController(forKey: .to)
        else {
            context.completeTransition(true)
            return
        }
        let container = context.containerView
        let end = context.finalFrame(for: controller)
        let width = container.bounds.width
        let pushing = operation != .pop
        if pushing {
            container.addSubview(arriving)
            arriving.frame = end.offsetBy(dx: width, dy: 0)
        } else {
            container.insertSubview(arriving, belowSubview: leaving)
            arriving.frame = end.offsetBy(dx: -width / 3, dy: 0)
        }
        let leavingStart = leaving.frame
        let options: UIView.AnimationOptions = context.isInteractive ? .curveLinear : .curveEaseOut
        UIView.animate(
            withDuration: transitionDuration(using: context), delay: 0, options: options,
            animations: {
                arriving.frame = end
                leaving.frame = leavingStart.offsetBy(dx: pushing ? -width / 3 : width, dy: 0)
            },
            completion: { _ in
                if context.transitionWasCancelled { leaving.frame = leavingStart }
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
