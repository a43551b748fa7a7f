extension UIView {
    /// Inserts `view` at `index`, moving it from its old superview, in seed 000 §8.1's order:
    /// `willMove(toSuperview:)`, `didMoveToSuperview()`, then `willMove(toWindow:)`, `didMoveToWindow()`
    /// through the subtree, then the new superview's `didAddSubview(_:)`.
    func insert(_ view: UIView, at index: Int) {
        precondition(view !== self, "Can't add self as subview")
        precondition(!isDescendant(of: view), "Can't add a view to one of its own subviews")
        if view.superview === self {
            subviews.removeAll { $0 === view }
            let position = min(max(index, 0), subviews.count)
            subviews.insert(view, at: position)
            layer.insertSublayer(view.layer, at: UInt32(position))
            return
        }
        let newWindow = window
        view.willMove(toSuperview: self)
        view.superview?.willRemoveSubview(view)
        view.superview?.detach(view)
        let position = min(max(index, 0), subviews.count)
        subviews.insert(view, at: position)
        view.superview = self
        layer.insertSublayer(view.layer, at: UInt32(position))
        view.didMoveToSuperview()
        view.moveToWindow(newWindow)
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Removes `view` from this view in seed 000 §8.1's order: this view's `willRemoveSubview(_:)`,
    /// the window pair through the subtree (nil window), then the superview pair (nil superview).
    func remove(_ view: UIView) {
        willRemoveSubview(view)
        view.moveToWindow(nil)
        view.willMove(toSuperview: nil)
        detach(view)
        view.didMoveToSuperview()
    }

    private func detach(_ view: UIView) {
        subviews.removeAll { $0 === view }
        view.layer.removeFromSuperlayer()
        view.superview = nil
        setNeedsLayout()
    }

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Moves the subtree to `newWindow`, calling the window pair on every view when it changes.
    func moveToWindow(_ newWindow: UIWindow?) {
        guard window !== newWindow else { return }
        propagateWillMove(toWindow: newWindow)
        setWindow(newWindow)
        propagateDidMoveToWindow()
    }

    private func setWindow(_ window: UIWindow?) {
        windowStorage = window
        for subview in subviews { subview.setWindow(window) }
    }

    private func propagateWillMove(toWindow window: UIWindow?) {
        willMove(toWindow: window)
        for subview in subviews { subview.propagateWillMove(toWindow: window) }
    }

    private func propagateDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.propagateDidMoveToWindow() }
    }
}
