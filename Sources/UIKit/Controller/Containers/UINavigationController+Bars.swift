/// The bars following the content: the top controller's content scroll view is found (its
/// `contentScrollView(for:)`) and followed, so the navigation bar switches to its scroll-edge
/// appearance while the content is at its top edge and collapses its large title as the content
/// scrolls, and the toolbar switches while the content is at its bottom edge; the toolbar shows
/// the top controller's `toolbarItems`; `hidesBarsOnSwipe` and `hidesBarsOnTap` hide and show
/// both bars.
extension UINavigationController {
    /// How far the user must scroll one way before the bars hide or show on a swipe.
    static let barHidingSwipeDistance: CGFloat = 8

    /// Follows the top controller's content scroll view (or none) and shows where it is.
    func observeContentScrollView() {
        let key = ObjectIdentifier(self)
        let scrollView = stack.last?.contentScrollView(for: .top)
        if scrollView !== observedScrollView {
            observedScrollView?.contentObservers[key] = nil
            observedScrollView = scrollView
            scrollView?.contentObservers[key] = ScrollContentObserver { [weak self] in self?.contentDidScroll() }
            lastObservedOffset = scrollView?.contentOffset.y ?? 0
        }
        updateScrollEdges()
    }

    /// A controller named another content scroll view.
    func contentScrollViewDidChange() {
        if isViewLoaded { observeContentScrollView() }
    }

    /// The content moved, or its size or inset changed.
    private func contentDidScroll() {
        guard let scrollView = observedScrollView else { return }
        let offset = scrollView.contentOffset.y
        if hidesBarsOnSwipe, scrollView.isMovedByUser {
            let delta = offset - lastObservedOffset
            let atTop = offset <= -scrollView.adjustedContentInset.top
            if delta >= Self.barHidingSwipeDistance, !atTop {
                setBarsHidden(true)
            } else if delta <= -Self.barHidingSwipeDistance || atTop {
                setBarsHidden(false)
            }
            if abs(delta) >= Self.barHidingSwipeDistance || atTop { lastObservedOffset = offset }
        } else {
            lastObservedOffset = offset
        }
        updateScrollEdges()
    }

    /// Tells the bars where the content is: how far it scrolled under the large title, whether it
    /// is at its top edge (the large title fully shown) and at its bottom edge. Without a scroll
    /// view the content is at both edges.
    func updateScrollEdges() {
        guard let scrollView = observedScrollView else {
            navigationBar.largeTitleScrollDistance = 0
            navigationBar.isAtScrollEdge = true
            toolbar.isAtScrollEdge = true
            return
        }
        let inset = scrollView.adjustedContentInset
        let offset = scrollView.contentOffset.y
        let scrolled = offset + inset.top
        navigationBar.largeTitleScrollDistance = scrolled
        let largeTitle = navigationBar.showsLargeTitle ? NavigationBarMetrics.largeTitleHeight : 0
        navigationBar.isAtScrollEdge = scrolled <= largeTitle + 0.5
        let below = scrollView.contentSize.height + inset.bottom - (offset + scrollView.bounds.height)
        toolbar.isAtScrollEdge = below <= 0.5
    }

    /// The top controller's toolbar items changed.
    func toolbarItemsDidChange(of controller: UIViewController, animated: Bool) {
        guard controller === stack.last, isViewLoaded else { return }
        toolbar.setItems(controller.toolbarItems, animated: animated)
    }

    /// Hides or shows both bars (the toolbar only when it has items to show), sliding them.
    func setBarsHidden(_ hidden: Bool) {
        setNavigationBarHidden(hidden, animated: true)
        if hidden || !(toolbar.items ?? []).isEmpty { setToolbarHidden(hidden, animated: true) }
    }

    func makeSwipeRecognizer() -> UIPanGestureRecognizer {
        let recognizer = UIPanGestureRecognizer { [weak self] recognizer in self?.barsSwiped(recognizer) }
        recognizer.isEnabled = hidesBarsOnSwipe
        recognizer.cancelsTouchesInView = false
        recognizer.delegate = barHidingDelegate
        return recognizer
    }

    func makeTapRecognizer() -> UITapGestureRecognizer {
        let recognizer = UITapGestureRecognizer { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            setBarsHidden(!isNavigationBarHidden)
        }
        recognizer.isEnabled = hidesBarsOnTap
        recognizer.cancelsTouchesInView = false
        recognizer.delegate = barHidingDelegate
        return recognizer
    }

    /// A swipe over content that does not scroll: up hides the bars, down shows them.
    private func barsSwiped(_ recognizer: UIPanGestureRecognizer) {
        guard recognizer.state == .changed, observedScrollView == nil else { return }
        let moved = recognizer.translation(in: view).y
        if moved <= -Self.barHidingSwipeDistance {
            setBarsHidden(true)
        } else if moved >= Self.barHidingSwipeDistance {
            setBarsHidden(false)
        }
    }
}

/// The delegate of a navigation controller's bar-hiding recognizers: they recognize alongside
/// every other recognizer and never take touches that begin on a bar or a control.
@MainActor
final class BarHidingGestureDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool {
        true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        var view = touch.view
        while let current = view {
            if current is UIControl || current is UINavigationBar || current is UIToolbar { return false }
            view = current.superview
        }
        return true
    }
}
