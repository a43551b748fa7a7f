extension UIView {
    /// Where `insert(_:_:)` puts a view among the subviews.
    enum Placement {
        case end
        case index(Int)
        case above(UIView)
        case below(UIView)
    }

    /// Inserts `view` at `placement`, moving it from its old superview, in this order:
    /// `willMove(toSuperview:)`, the old superview's `willRemoveSubview(_:)`, `didMoveToSuperview()`,
    /// then `willMove(toWindow:)`, `didMoveToWindow()` through the subtree when the window changes,
    /// then this view's `didAddSubview(_:)`. Both views are asked to lay out, and
    /// the moved subtree is told about a change of inherited tint.
    ///
    /// A view that is already a subview only changes place, with no callbacks. Its layer moves with it.
    func insert(_ view: UIView, _ placement: Placement) {
        preconditionAlways(view !== self, "Can't add self as subview")
        preconditionAlways(!isDescendant(of: view), "Can't add a view to one of its own subviews")
        if view.superview === self {
            subviews.removeAll { $0 === view }
            let position = index(for: placement)
            subviews.insert(view, at: position)
            placeLayer(of: view, at: position)
            return
        }
        let tintBefore = view.tintState
        let newWindow = window
        view.willMove(toSuperview: self)
        view.superview?.willRemoveSubview(view)
        view.superview?.detach(view)
        let position = index(for: placement)
        // Appending, the usual case, skips the general insertion's slower path.
        if position == subviews.count { subviews.append(view) } else { subviews.insert(view, at: position) }
        view.superview = self
        placeLayer(of: view, at: position)
        view.joinLayoutEngine(of: self)
        view.didMoveToSuperview()
        view.moveToWindow(newWindow)
        didAddSubview(view)
        ATSPIBridge.subviewWasAdded(view)
        view.tintStateChanged(from: tintBefore)
        if newWindow != nil { TraitUpdates.subtreeMoved(view) }
        setNeedsLayout()
        // A view laid out before at its present size keeps its layout when it moves (a navigation
        // stack's view coming back on a pop is not laid out again).
        if view.lastLayoutSize != view.bounds.size { view.setNeedsLayout() }
    }

    /// Removes `view` from this view in this order: this view's `willRemoveSubview(_:)`,
    /// the window pair through the subtree (nil window), then the superview pair (nil superview).
    func remove(_ view: UIView) {
        let tintBefore = view.tintState
        ATSPIBridge.subviewWillBeRemoved(view)
        willRemoveSubview(view)
        view.moveToWindow(nil)
        view.willMove(toSuperview: nil)
        detach(view)
        view.didMoveToSuperview()
        view.tintStateChanged(from: tintBefore)
    }

    /// Swaps two subviews and their layers.
    func exchange(_ first: Int, _ second: Int) {
        guard first != second, subviews.indices.contains(first), subviews.indices.contains(second) else { return }
        subviews.swapAt(first, second)
        placeLayer(of: subviews[max(first, second)], at: max(first, second))
        placeLayer(of: subviews[min(first, second)], at: min(first, second))
    }

    private func index(for placement: Placement) -> Int {
        switch placement {
        case .end:
            return subviews.count
        case .index(let index):
            return min(max(index, 0), subviews.count)
        case .above(let sibling):
            return subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        case .below(let sibling):
            return subviews.firstIndex { $0 === sibling } ?? 0
        }
    }

    /// Puts the subview's layer where its place among the subviews says: just below the next
    /// subview's layer, or on top of all sublayers for the last subview. Layers that belong to no
    /// view keep their places.
    /// Puts the layer of `view`, the subview at `index`, just below the next subview's layer.
    private func placeLayer(of view: UIView, at index: Int) {
        if index + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    private func detach(_ view: UIView) {
        let leaving = leaveLayoutEngine(view)
        subviews.removeAll { $0 === view }
        view.layer.removeFromSuperlayer()
        view.superview = nil
        leaving.finish()
        setNeedsLayout()
    }

    /// Whether this view is `view` or inside its subtree.
    public func isDescendant(of view: UIView) -> Bool {
        Unmanaged.passUnretained(self).isDescendant(of: .passUnretained(view))
    }

    /// Moves the subtree to `newWindow`, calling the window pair on every view when it changes.
    func moveToWindow(_ newWindow: UIWindow?) {
        guard window !== newWindow else { return }
        resignFirstResponderInSubtree()
        propagateWillMove(toWindow: newWindow)
        setWindow(newWindow)
        propagateDidMoveToWindow()
    }

    private func setWindow(_ window: UIWindow?) {
        windowStorage = window
        if window != nil {
            scheduleConstraintUpdateOnEnteringWindow()
        } else {
            AutoLayoutPass.withdrawUpdate(self)
        }
        for subview in subviews { subview.setWindow(window) }
    }

    private func propagateWillMove(toWindow window: UIWindow?) {
        if window != nil { AppearanceRegistry.shared.apply(to: self) }
        owningViewController?.viewWillMove(toWindow: window)
        willMove(toWindow: window)
        for subview in subviews { subview.propagateWillMove(toWindow: window) }
    }

    private func propagateDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.propagateDidMoveToWindow() }
        owningViewController?.viewDidMoveToWindow()
    }

    /// A first responder leaving its window, or hidden, resigns (as UIKit does).
    func resignFirstResponderInSubtree() {
        guard let window, let responder = window.firstResponder as? UIView, responder.isDescendant(of: self) else {
            return
        }
        if !responder.resignFirstResponder() { window.firstResponder = nil }
    }
}

/// Walks up a view hierarchy by plain pointers: the hierarchy holds its views, so a walk need not
/// retain each one on the way (every retain is an atomic operation on the view).
extension Unmanaged where Instance == UIView {
    /// The view's superview.
    var superview: Unmanaged<UIView>? { _withUnsafeGuaranteedRef { $0.superviewStorage } }

    /// Whether this is `view`.
    func isSame(as view: Unmanaged<UIView>?) -> Bool { toOpaque() == view?.toOpaque() }

    /// Whether this view is `view` or inside its subtree.
    func isDescendant(of view: Unmanaged<UIView>) -> Bool {
        var current = self
        while !current.isSame(as: view) {
            guard let parent = current.superview else { return false }
            current = parent
        }
        return true
    }
}
