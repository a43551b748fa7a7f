/// Child controllers: `addChild`/`removeFromParent` with their `willMove`/`didMove` calls, the
/// moving flags, and `transition(from:to:…)` between two children.
extension UIViewController {
    /// True while the controller is being added to a parent (inside its appearance callbacks).
    public var isMovingToParent: Bool { movingToParent }

    /// True while the controller is being removed from its parent (inside its disappearance callbacks).
    public var isMovingFromParent: Bool { movingFromParent }

    /// The child whose view is on screen and frontmost: where keys go first when nothing is first
    /// responder (the selected tab, a navigation stack's top).
    var childShownForKeys: UIViewController? {
        children.last { $0.viewIfLoaded?.window != nil && $0.presentingStorage == nil }
    }

    /// The nearest ancestor (parent, its parent…) of type `T`.
    func nearestAncestor<T: UIViewController>(ofType type: T.Type) -> T? {
        var ancestor = parent
        while let current = ancestor {
            if let match = current as? T { return match }
            ancestor = current.parent
        }
        return nil
    }

    func adopt(_ child: UIViewController) {
        preconditionAlways(child !== self, "UIViewController: a controller cannot be its own child")
        guard child.parent !== self else { return }
        if child.parent != nil { child.removeFromParent() }
        child.movingToParent = true
        child.willMove(toParent: self)
        childStorage.append(child)
        child.parentStorage = self
    }

    func leaveParent() {
        guard let parent else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        movingToParent = false
        didMove(toParent: nil)
    }

    /// Replaces the child `fromViewController`'s view by the child `toViewController`'s in its
    /// superview, with the transition `options` name and the changes `animations` makes, over
    /// `duration` seconds; the two children appear and disappear with it. The new child's view is
    /// loaded only now. Both must be children of the receiver.
    public func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController,
        duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        preconditionAlways(
            fromViewController.parent === self && toViewController.parent === self,
            "Children view controllers \(fromViewController) and \(toViewController) must have a common parent view controller when calling transition(from:to:duration:options:animations:completion:)"
        )
        let fromView = fromViewController.view!
        let toView = toViewController.view!
        let onScreen = appearance == .appeared || appearance == .appearing
        let animated = duration > 0
        fromViewController.appearanceIsManaged = true
        toViewController.appearanceIsManaged = true
        if onScreen {
            fromViewController.willDisappear(animated: animated)
            toViewController.willAppear(animated: animated)
        }
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container = fromView.superview {
                container.insertSubview(toView, aboveSubview: fromView)
            }
            animations?()
        }
        let finish = { (finished: Bool) in
            if !options.contains(.showHideTransitionViews) { fromView.removeFromSuperview() }
            fromViewController.appearanceIsManaged = false
            toViewController.appearanceIsManaged = false
            if onScreen {
                fromViewController.didDisappear(animated: animated)
                toViewController.didAppear(animated: animated)
            }
            completion?(finished)
        }
        if let container = fromView.superview {
            UIView.transition(
                with: container, duration: duration, options: options, animations: swap, completion: finish)
        } else {
            swap()
            finish(true)
        }
    }
}
