/// The presentation controllers of the built-in styles.
///
/// Full screen takes the presenter's view out of the window once it is covered (so the presenter
/// disappears); over-full-screen and the current-context styles leave it; page and form sheets
/// centre the presented view over a dimmed presenter, as on an iPad.
@MainActor
class FullScreenPresentation: UIPresentationController {
    override var shouldRemovePresentersView: Bool {
        style == .fullScreen || style == .currentContext
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// `.pageSheet` and `.formSheet`: a card with rounded corners in the middle of the window over a
/// dimming view that fades in and out with the transition.
@MainActor
final class SheetPresentation: UIPresentationController {
    /// Black at 40 %, as iPad sheets dim what is behind them.
    private let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }()

    override var shouldPresentInFullscreen: Bool { false }

    /// A form sheet is 540 × 620 points (or the presented controller's preferred size); a page sheet
    /// is up to 704 points wide and nearly the window's height; both fit inside 20-point margins.
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let limit = CGSize(width: max(bounds.width - 40, 0), height: max(bounds.height - 40, 0))
        var size: CGSize
        if style == .formSheet {
            let preferred = presentedViewController.preferredContentSize
            size = preferred.width > 0 && preferred.height > 0 ? preferred : CGSize(width: 540, height: 620)
        } else {
            size = CGSize(width: 704, height: limit.height)
        }
        size = CGSize(width: min(size.width, limit.width), height: min(size.height, limit.height))
        return CGRect(
            x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
            width: size.width, height: size.height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        presentedView?.layer.cornerRadius = 10
        presentedView?.clipsToBounds = true
        fadeDimming(to: 1, from: 0)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        fadeDimming(to: 0, from: 1)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func fadeDimming(to alpha: CGFloat, from start: CGFloat) {
        dimmingView.alpha = start
        let fade = { [dimmingView] (_: UIViewControllerTransitionCoordinatorContext) in dimmingView.alpha = alpha }
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: fade, completion: nil)
        } else {
            dimmingView.alpha = alpha
        }
    }
}
