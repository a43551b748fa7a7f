import Foundation

/// Manages the views of one presentation besides the presented view itself — a dimming view, the
/// presented view's frame, chrome — and is told when the presentation and dismissal transitions
/// begin and end. A `.custom` presentation gets one from its transitioning delegate; the built-in
/// styles use internal subclasses.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented (it keeps this presentation controller).
    public private(set) unowned var presentedViewController: UIViewController
    /// The controller presenting it.
    public private(set) unowned var presentingViewController: UIViewController
    /// The view the presentation happens in, from the start of the presentation transition.
    public internal(set) var containerView: UIView?
    /// Gets the presentation's adaptive-style questions; kept weakly.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// A presentation controller for `presentedViewController` presented by `presentingViewController`
    /// (nil: the presenting controller is found when the presentation starts).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }

    /// The view to animate on screen; the presented controller's view by default. Override to wrap it.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view goes in the container; the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole window; true by default.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window once the presentation ends (and its controller
    /// disappears); false by default, so the presenter stays visible under the presentation.
    open var shouldRemovePresentersView: Bool { false }

    /// The style the presentation adapts to in a compact container when its delegate does not say;
    /// none here (a popover's adapts to a sheet).
    open var adaptivePresentationStyle: UIModalPresentationStyle { .none }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called when the container is about to lay out its subviews; position the presented view here.
    /// Shows the presented controller without the standard transition in a container view (a
    /// presentation in a window of its own does); false when the standard transition should run.
    /// The controllers are linked and the presented view loaded before it is called.
    func presentOutsideContainer(over window: UIWindow, animated: Bool, completion: (() -> Void)?) -> Bool {
        false
    }

    /// Dismisses what `presentOutsideContainer` showed; false for a standard presentation.
    func dismissOutsideContainer(animated: Bool, completion: (() -> Void)?) -> Bool {
        false
    }

    /// Takes the presentation off the screen at once, without a transition or callbacks.
    func removeAtOnce() {
        containerView?.removeFromSuperview()
    }

    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    /// The size of a content container (the presented controller) in a parent of `parentSize`; the
    /// parent size by default.
    open func size(
        forChildContentContainer container: UIViewController, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }

    /// The presented controller's `preferredContentSize` changed; the default lays the container out again.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIViewController) {
        containerView?.setNeedsLayout()
    }

    /// The presenting controller's traits (light, size classes by the window's width).
    open var traitCollection: UITraitCollection { presentingViewController.traitCollection }

    /// Fixes the presenting controller once the presentation starts (it may have been unknown).
    func setPresenting(_ presenter: UIViewController) {
        presentingViewController = presenter
    }

    /// The transition the presentation plays whatever the presented controller's
    /// `modalTransitionStyle` (a popover fades); nil: that style.
    var builtInTransitionStyle: UIModalTransitionStyle? { nil }

    /// Fades `views` from `start` to `alpha` alongside the transition running, or sets them to
    /// `alpha` at once when none runs (dimming views, a popover's arrow).
    func fade(_ views: [UIView], from start: CGFloat, to alpha: CGFloat) {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            for view in views { view.alpha = alpha }
            return
        }
        for view in views { view.alpha = start }
        coordinator.animate(alongsideTransition: { _ in for view in views { view.alpha = alpha } }, completion: nil)
    }

    /// The style the presented controller asked for, resolved (`.automatic` is a page sheet).
    var style: UIModalPresentationStyle { presentedViewController.modalPresentationStyle.resolved }
}

/// Told about a presentation's adaptation and about dismissals the user starts.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in a compact container; `.none` keeps the presentation as it is. By
    /// default the presentation controller's own `adaptivePresentationStyle`.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The same, given the traits the presentation adapts to; by default the answer without them.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss (dragging a sheet down) and was refused: `isModalInPresentation`, or
    /// `presentationControllerShouldDismiss(_:)` said no.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

extension UIModalPresentationStyle {
    /// `.automatic` as iOS 13 and later resolve it for a controller: a page sheet.
    var resolved: UIModalPresentationStyle { self == .automatic ? .pageSheet : self }
}
