/// The transition of a container that shows one child at a time (navigation and tab bar
/// controllers): the leaving child's `viewWillDisappear`, the arriving one's `viewWillAppear`, the
/// animator, then `viewDidDisappear` and `viewDidAppear` in that order; a cancelled transition turns
/// both back (the arriving child disappears, the leaving one appears again).
extension UIViewController {
    /// Shows `to` instead of `from` in `container`, through `animator` when animated (interactively
    /// with `interactor`). Off screen the views are simply swapped. `onEnd` gets whether it completed.
    @discardableResult
    func transitionChild(
        from: UIViewController?, to: UIViewController, in container: UIView, animated: Bool,
        animator: UIViewControllerAnimatedTransitioning?, interactor: UIViewControllerInteractiveTransitioning? = nil,
        drivenLayers: [CALayer] = [], willStart: () -> Void = {}, onEnd: @escaping (Bool) -> Void
    ) -> ControllerTransition? {
        let toView = to.view!
        guard appearance == .appeared, from !== to else {
            if from !== to { from?.viewIfLoaded?.removeFromSuperview() }
            toView.frame = container.bounds
            if toView.superview !== container { container.addSubview(toView) }
            willStart()
            onEnd(true)
            return nil
        }
        let fromView = from?.viewIfLoaded
        let transition = ControllerTransition(
            container: container, from: from, to: to, fromView: fromView, toView: toView, animated: animated,
            style: .none, animator: animator, interactor: interactor)
        transition.drivenLayers = drivenLayers
        if let from { transition.setInitialFrame(container.bounds, for: from) }
        transition.setFinalFrame(container.bounds, for: to)
        from?.appearanceIsManaged = true
        to.appearanceIsManaged = true
        transition.onEnd = { completed in
            if completed {
                fromView?.removeFromSuperview()
                from?.didDisappear(animated: animated)
                to.didAppear(animated: animated)
            } else {
                toView.removeFromSuperview()
                to.disappearNow()
                if let from {
                    from.willAppear(animated: animated)
                    from.didAppear(animated: animated)
                }
            }
            from?.appearanceIsManaged = false
            to.appearanceIsManaged = false
            onEnd(completed)
        }
        from?.willDisappear(animated: animated)
        to.willAppear(animated: animated)
        willStart()
        transition.start()
        return transition
    }
}

/// A container controller's view: it tells the controller when to lay out its bars and child.
@MainActor
final class ContainerView: UIView {
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }
}
