import UIKit

/// A pop presentation controller (the well-known `IDLPopPresentationController` pattern) in Swift: a presentation controller that is also the
/// presented controller's transitioning delegate and animator. It puts a dimming view (black at
/// 65 %, faded in to 0.65 alongside the transition) with a close button at its top-right corner
/// under a centred card with corner radius 3, and fades the card in and out over 0.3 s.
///
/// Besides: the card can be dragged down to dismiss it interactively
/// (`PopCardPresentationController+Interaction.swift`); it then slides as it fades.
final class PopCardPresentationController: UIPresentationController, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    let dimmingView: UIView = {
        let view = UIView()
        view.alpha = 0
        view.backgroundColor = UIColor(white: 0, alpha: 0.65)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }()
    let closeButton = UIButton(type: .custom)
    /// The drag driving a dismissal, while one runs.
    var interaction: UIPercentDrivenInteractiveTransition?
    /// How far the card slides down while a drag dismisses it, in points.
    static let dragTravel: CGFloat = 240

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        presentedViewController.modalPresentationStyle = .custom
        closeButton.setImage(ControllerIcons.close, for: .normal)
        closeButton.addAction(
            UIAction { [weak self] _ in self?.presentingViewController.dismiss(animated: true) },
            for: .primaryActionTriggered)
    }

    // MARK: - UIPresentationController

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.addSubview(dimmingView)
        dimmingView.addSubview(closeButton)
        // The dimming view fades in along with the transition.
        presentingViewController.transitionCoordinator?.animate(
            alongsideTransition: { [dimmingView] _ in dimmingView.alpha = 0.65 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        // A presentation that did not complete takes the dimming view away again.
        if completed {
            addDismissalDrag()
        } else {
            dimmingView.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        presentingViewController.transitionCoordinator?.animate(
            alongsideTransition: { [dimmingView] _ in dimmingView.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        // A 20-point button 25 points from the right and 40 from the top, in a 44-point target.
        closeButton.frame = CGRect(x: containerView.bounds.width - 25 - 20 - 12, y: 40 - 12, width: 44, height: 44)
        if presentedViewController.transitionCoordinator == nil {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    /// A 380 × 400 card in the middle of the container (a phone-sized inset frame, centred).
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let size = CGSize(width: min(380, bounds.width - 30), height: min(400, bounds.height - 103))
        return CGRect(
            x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
            width: size.width, height: size.height)
    }

    // MARK: - UIViewControllerTransitioningDelegate

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { self }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { interaction }

    // MARK: - UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        transitionContext?.isAnimated ?? true ? 0.3 : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let containerView = transitionContext.containerView
        if let toView { containerView.addSubview(toView) }

        let isPresenting = fromViewController === presentingViewController
        if isPresenting, let toView {
            toView.frame = frameOfPresentedViewInContainerView
            toView.alpha = 0
            closeButton.alpha = 0
            toView.layer.masksToBounds = true
            toView.layer.cornerRadius = 3
        }
        let dragged = transitionContext.isInteractive
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: dragged ? .curveLinear : .curveEaseInOut,
            animations: { [closeButton] in
                if isPresenting {
                    toView?.alpha = 1
                    closeButton.alpha = 1
                } else {
                    fromView?.alpha = 0
                    closeButton.alpha = 0
                    if dragged { fromView?.transform = CGAffineTransform(translationX: 0, y: Self.dragTravel) }
                }
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
