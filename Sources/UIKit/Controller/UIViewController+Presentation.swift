/// Modal presentation: who presents whom (a pushed controller inherits its navigation controller's
/// presenter, a presentation sets it), and the present and dismiss sequences — the presented
/// controller loads, the presenter's `viewWillDisappear`, the presented one's `viewWillAppear`, its
/// `viewDidAppear`, then the presenter's `viewDidDisappear`; dismissing reverses the roles.
extension UIViewController {
    /// Ends every presentation above this controller at once, without animation (the controller is
    /// leaving its window as its root): each presented controller disappears and is let go.
    func endPresentationsAtOnce() {
        guard let presented = presentedStorage else { return }
        presented.endPresentationsAtOnce()
        presented.disappearNow()
        presented.presentationStorage?.removeAtOnce()
        presented.presentationStorage = nil
        presented.presentingStorage = nil
        presentedStorage = nil
    }

    /// The controller this one (or its nearest presenting ancestor) presents.
    public var presentedViewController: UIViewController? {
        presentedStorage ?? parent?.presentedViewController
    }

    /// The controller that presented this one or the ancestor it is part of.
    public var presentingViewController: UIViewController? {
        presentingStorage ?? parent?.presentingViewController
    }

    /// True during the presentation of this controller (inside its appearance callbacks).
    public var isBeingPresented: Bool { beingPresented }

    /// True during the dismissal of this controller (inside its disappearance callbacks).
    public var isBeingDismissed: Bool { beingDismissed }

    /// The presentation controller that manages (or will manage) this controller's presentation.
    public var presentationController: UIPresentationController? {
        if let presentationStorage { return presentationStorage }
        let controller = makePresentationController(presenting: nil, source: self)
        presentationStorage = controller
        return controller
    }

    /// The farthest ancestor through parents: the controller that is presented or is a window's root.
    var containerRoot: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    private func makePresentationController(presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController
    {
        let style = modalPresentationStyle.resolved
        if let own = makeOwnPresentationController(presenting: presenting) { return own }
        if style == .custom,
            let custom = transitioningDelegate?.presentationController(
                forPresented: self, presenting: presenting, source: source)
        {
            return custom
        }
        switch style {
        case .pageSheet, .formSheet:
            return UISheetPresentationController(presentedViewController: self, presenting: presenting)
        case .popover: return UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        case .custom: return UIPresentationController(presentedViewController: self, presenting: presenting)
        default: return FullScreenPresentation(presentedViewController: self, presenting: presenting)
        }
    }

    /// The controller a presentation of `style` from this one is presented by.
    private func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        guard style == .currentContext || style == .overCurrentContext else { return containerRoot }
        var controller = self
        while !controller.definesPresentationContext, let parent = controller.parent { controller = parent }
        return controller
    }

    func startPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        preconditionAlways(
            presented.presentingStorage == nil && presented.parent == nil,
            "Application tried to present modally a view controller \(presented) that is already presented or is a child of \(presented.parent.map { "\($0)" } ?? "another controller")."
        )
        let style = presented.modalPresentationStyle.resolved
        let presenter = presentationContext(for: style)
        guard let (presenterView, window) = placeToPresent(presented, from: presenter) else { return }
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        let presentation: UIPresentationController
        if let existing = presented.presentationStorage,
            existing.presentingViewController === presenter
                || existing.presentingViewController === presented
        {
            presentation = existing
        } else {
            presentation = presented.makePresentationController(presenting: presenter, source: self)
        }
        presentation.setPresenting(presenter)
        presented.presentationStorage = presentation
        presented.beingPresented = true
        presented.loadViewIfNeeded()
        if presentation.presentOutsideContainer(over: window, animated: animated, completion: completion) { return }

        let container = Self.makeContainer(for: presentation, style: style, over: presenterView, in: window)
        let transition = presentationTransition(
            of: presented, with: presentation, by: presenter, in: container, animated: animated,
            completion: completion)
        let removesPresenter = presentation.shouldRemovePresentersView
        presented.appearanceIsManaged = true
        presenter.appearanceIsManaged = removesPresenter
        presentation.presentationTransitionWillBegin()
        if removesPresenter { presenter.willDisappear(animated: animated) }
        presented.willAppear(animated: animated)
        transition.start()
    }

    /// The presenter's view and window, when `presenter` can present now; otherwise nil, after
    /// UIKit's warning (busy presenting, off screen, in the middle of a transition).
    private func placeToPresent(_ presented: UIViewController, from presenter: UIViewController) -> (UIView, UIWindow)?
    {
        if let busy = presenter.presentedStorage {
            RuntimeWarning.emit(
                "Attempt to present \(presented) on \(presenter) (from \(self)) which is already presenting \(busy).")
            return nil
        }
        guard let presenterView = presenter.viewIfLoaded, let window = presenterView.window else {
            RuntimeWarning.emit(
                "Attempt to present \(presented) on \(presenter) (from \(self)) whose view is not in the window hierarchy."
            )
            return nil
        }
        guard presenter.activeTransition == nil else {
            RuntimeWarning.emit(
                "Attempt to present \(presented) on \(presenter) (from \(self)) while a presentation is in progress.")
            return nil
        }
        return (presenterView, window)
    }

    /// The container view a presentation happens in: over the presenter's view for the
    /// current-context styles, else over the whole window; it follows the size of what it covers.
    private static func makeContainer(
        for presentation: UIPresentationController, style: UIModalPresentationStyle, over presenterView: UIView,
        in window: UIWindow
    ) -> PresentationContainerView {
        let container = PresentationContainerView()
        container.presentationController = presentation
        if style == .currentContext || style == .overCurrentContext, let home = presenterView.superview {
            container.frame = presenterView.frame
            home.insertSubview(container, aboveSubview: presenterView)
        } else {
            container.frame = window.contentFrame
            window.addSubview(container)
        }
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        presentation.containerView = container
        return container
    }

    /// The transition that brings `presented` on screen in `container`, with its animator (the
    /// transitioning delegate's, else the modal transition style's), frames and ending.
    private func presentationTransition(
        of presented: UIViewController, with presentation: UIPresentationController, by presenter: UIViewController,
        in container: PresentationContainerView, animated: Bool, completion: (() -> Void)?
    ) -> ControllerTransition {
        let animator = animated ? presentationAnimator(for: presented, presenter: presenter, in: presentation) : nil
        let interactor = animator.flatMap {
            presented.transitioningDelegate?.interactionControllerForPresentation(using: $0)
        }
        let removesPresenter = presentation.shouldRemovePresentersView
        let presenterView = presenter.view!  // loaded: the presentation started from it
        let transition = ControllerTransition(
            container: container, from: presenter, to: presented, fromView: removesPresenter ? presenterView : nil,
            toView: presentation.presentedView, animated: animated, style: presentation.style, animator: animator,
            interactor: interactor)
        let presenterFrame = presenterView.convert(presenterView.bounds, to: container)
        transition.setInitialFrame(presenterFrame, for: presenter)
        if !removesPresenter { transition.setFinalFrame(presenterFrame, for: presenter) }
        transition.setFinalFrame(presentation.frameOfPresentedViewInContainerView, for: presented)
        transition.onEnd = { completed in
            presented.finishPresentation(completed: completed, animated: animated, container: container)
        }
        transition.onCompletion = completion
        return transition
    }

    private func presentationAnimator(
        for presented: UIViewController, presenter: UIViewController, in presentation: UIPresentationController
    ) -> UIViewControllerAnimatedTransitioning {
        presented.transitioningDelegate?.animationController(
            forPresented: presented, presenting: presenter, source: self)
            ?? ModalTransitionAnimator(
                style: presentation.builtInTransitionStyle ?? presented.modalTransitionStyle, presenting: true)
    }

    /// The end of this controller's presentation: its `viewDidAppear`, then the
    /// presenter's `viewDidDisappear`; a cancelled one puts everything back.
    private func finishPresentation(completed: Bool, animated: Bool, container: PresentationContainerView) {
        guard let presenter = presentingStorage, let presentation = presentationStorage else { return }
        let removesPresenter = presentation.shouldRemovePresentersView
        presentation.presentationTransitionDidEnd(completed)
        if completed {
            didAppear(animated: animated)
            if removesPresenter, let presenterView = presenter.viewIfLoaded, let home = presenterView.superview {
                container.presenterViewHome = (
                    home, home.subviews.firstIndex(of: presenterView) ?? 0, presenterView.frame
                )
                presenterView.removeFromSuperview()
            }
            if removesPresenter { presenter.didDisappear(animated: animated) }
        } else {
            willDisappear(animated: animated)
            didDisappear(animated: animated)
            if removesPresenter { presenter.appearNow() }
            container.removeFromSuperview()
            presenter.presentedStorage = nil
            presentingStorage = nil
        }
        beingPresented = false
        appearanceIsManaged = false
        presenter.appearanceIsManaged = false
    }

    func startDismissal(animated: Bool, completion: (() -> Void)?) {
        let root = containerRoot
        guard let dismissed = root.presentedStorage ?? (root.presentingStorage != nil ? root : nil),
            let presenter = dismissed.presentingStorage
        else { return }
        var stack = [dismissed]
        while let next = stack.last?.presentedStorage { stack.append(next) }
        let top = stack.removeLast()
        guard stack.allSatisfy({ $0.activeTransition == nil }), top.activeTransition == nil else {
            RuntimeWarning.emit(
                "Attempt to dismiss from view controller \(self) while a presentation or dismiss is in progress!")
            return
        }
        if stack.isEmpty,
            top.presentationStorage?.dismissOutsideContainer(animated: animated, completion: completion)
                == true
        {
            return
        }
        guard let presentation = top.presentationStorage, let container = presentation.containerView else { return }
        let firstContainer = dismissed.presentationStorage?.containerView as? PresentationContainerView
        let home = firstContainer?.presenterViewHome
        // A presenter whose view was released (memory warning) loads it again before anything else.
        let presenterView = presenter.view!
        if let home {
            presenterView.frame = home.frame
            home.superview.insertSubview(presenterView, at: min(home.index, home.superview.subviews.count))
        }
        for middle in stack {
            middle.beingDismissed = true
            middle.appearanceIsManaged = true
            middle.willDisappear(animated: false)
            middle.presentationStorage?.removeAtOnce()
        }
        let animator =
            animated
            ? (top.transitioningDelegate?.animationController(forDismissed: top)
                ?? ModalTransitionAnimator(
                    style: presentation.builtInTransitionStyle ?? top.modalTransitionStyle, presenting: false)) : nil
        let interactor = animator.flatMap { top.transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        let transition = ControllerTransition(
            container: container, from: top, to: presenter, fromView: presentation.presentedView,
            toView: home != nil ? presenterView : nil, animated: animated, style: presentation.style,
            animator: animator, interactor: interactor)
        if let topView = presentation.presentedView { transition.setInitialFrame(topView.frame, for: top) }
        transition.setFinalFrame(presenterView.convert(presenterView.bounds, to: container), for: presenter)
        transition.onEnd = { completed in
            top.finishDismissal(
                completed: completed, animated: animated, of: stack, from: presenter, restoring: home != nil)
        }
        transition.onCompletion = completion

        top.beingDismissed = true
        top.appearanceIsManaged = true
        presenter.appearanceIsManaged = home != nil
        top.willDisappear(animated: animated)
        if home != nil { presenter.willAppear(animated: animated) }
        presentation.dismissalTransitionWillBegin()
        transition.start()
    }

    /// The end of a dismissal of this (top) controller and `middle` ones below it: the
    /// presenter's `viewDidAppear`, then the dismissed one's `viewDidDisappear`.
    private func finishDismissal(
        completed: Bool, animated: Bool, of middle: [UIViewController], from presenter: UIViewController,
        restoring: Bool
    ) {
        guard let presentation = presentationStorage else { return }
        presentation.dismissalTransitionDidEnd(completed)
        if completed {
            presentation.containerView?.removeFromSuperview()
            if restoring { presenter.didAppear(animated: animated) }
            didDisappear(animated: animated)
            for controller in middle.reversed() { controller.didDisappear(animated: false) }
            for controller in [presenter] + middle + [self] {
                controller.presentedStorage = nil
                controller.appearanceIsManaged = false
                controller.beingDismissed = false
            }
            for controller in middle + [self] {
                controller.presentingStorage = nil
                controller.presentationStorage = nil
            }
        } else {
            if restoring {
                presenter.disappearNow()
                presenter.viewIfLoaded?.removeFromSuperview()
            }
            appearNow()
            beingDismissed = false
            appearanceIsManaged = false
            presenter.appearanceIsManaged = false
        }
    }
}
