/// Appearance callbacks: each controller goes disappeared → appearing → appeared → disappearing →
/// disappeared, and each step sends its callback once. A transition that is cancelled turns back
/// midway (appearing → disappearing, or disappearing → appearing), as UIKit does for a cancelled
/// interactive pop.
///
/// A container forwards its own steps to the children whose views are in its view hierarchy unless
/// `shouldAutomaticallyForwardAppearanceMethods` is false; a child whose view enters or leaves the
/// window while its parent is on screen (and no transition manages it) appears or disappears then.
extension UIViewController {
    enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    /// Starts an appearance (`isAppearing`) or disappearance by hand, for containers that forward
    /// appearance themselves; `endAppearanceTransition()` finishes it.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            willAppear(animated: animated)
        } else {
            willDisappear(animated: animated)
        }
    }

    /// Finishes the appearance or disappearance begun with `beginAppearanceTransition(_:animated:)`.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing: didAppear(animated: lastAppearanceAnimated)
        case .disappearing: didDisappear(animated: lastAppearanceAnimated)
        case .appeared, .disappeared: break
        }
    }

    func willAppear(animated: Bool) {
        guard appearance == .disappeared || appearance == .disappearing else { return }
        loadViewIfNeeded()
        appearance = .appearing
        lastAppearanceAnimated = animated
        owesViewIsAppearing = true
        viewWillAppear(animated)
        forwardAppearance { $0.willAppear(animated: animated) }
    }

    func didAppear(animated: Bool) {
        guard appearance == .appearing else { return }
        sendViewIsAppearingIfOwed()
        appearance = .appeared
        viewDidAppear(animated)
        forwardAppearance { $0.didAppear(animated: animated) }
    }

    func willDisappear(animated: Bool) {
        guard appearance == .appeared || appearance == .appearing else { return }
        appearance = .disappearing
        lastAppearanceAnimated = animated
        owesViewIsAppearing = false
        viewWillDisappear(animated)
        forwardAppearance { $0.willDisappear(animated: animated) }
    }

    func didDisappear(animated: Bool) {
        guard appearance == .disappearing else { return }
        appearance = .disappeared
        viewDidDisappear(animated)
        forwardAppearance { $0.didDisappear(animated: animated) }
    }

    /// Appears at once (both callbacks), for a view that is simply put on screen.
    func appearNow() {
        willAppear(animated: false)
        didAppear(animated: false)
    }

    /// Disappears at once (both callbacks), for a view that is simply taken off screen.
    func disappearNow() {
        willDisappear(animated: false)
        didDisappear(animated: false)
    }

    /// Disappears at once with the controllers it presents (its window was hidden or lost it as root).
    func disappearWithPresentations() {
        var controller: UIViewController? = self
        while let current = controller {
            current.disappearNow()
            controller = current.presentedStorage
        }
    }

    /// `viewIsAppearing`, once per appearance: in the first layout of the appearing view, or just
    /// before `viewDidAppear` when no layout came first.
    func sendViewIsAppearingIfOwed() {
        guard owesViewIsAppearing, appearance == .appearing else { return }
        owesViewIsAppearing = false
        viewIsAppearing(lastAppearanceAnimated)
    }

    private func forwardAppearance(_ step: (UIViewController) -> Void) {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return }
        for child in children where !child.appearanceIsManaged {
            if let childView = child.viewIfLoaded, childView.isDescendant(of: view) { step(child) }
        }
    }

    /// The controller's view is about to enter (`window` non-nil) or leave its window: a child of a
    /// parent that is on screen appears or disappears with it, unless a transition manages it.
    func viewWillMove(toWindow window: UIWindow?) {
        guard viewTracksWindow else { return }
        if window != nil {
            willAppear(animated: false)
        } else {
            willDisappear(animated: false)
        }
    }

    func viewDidMoveToWindow() {
        guard viewTracksWindow else { return }
        if viewIfLoaded?.window != nil {
            didAppear(animated: false)
        } else {
            didDisappear(animated: false)
        }
    }

    private var viewTracksWindow: Bool {
        guard !appearanceIsManaged, let parent, parent.appearance == .appeared, !parent.appearanceIsManaged
        else { return false }
        return parent.shouldAutomaticallyForwardAppearanceMethods
    }
}
