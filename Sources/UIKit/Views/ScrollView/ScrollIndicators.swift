import WindowSystem

/// A scroll view's two indicators: made on first need, shown while the content moves (each only
/// along an axis whose content exceeds the view, and if its `shows…ScrollIndicator` is on), faded
/// out `hideDelay` after the movement ends, and widened when the pointer comes near their edge.
@MainActor
final class ScrollIndicators {
    /// How long indicators stay after scrolling ends, and how long they take to fade.
    static let hideDelay: TimeInterval = 0.5
    static let fadeDuration: TimeInterval = 0.3
    /// How near the edge (points) the pointer widens an indicator.
    static let hoverReach: CGFloat = 16

    private unowned let scrollView: UIScrollView
    private var views: [ScrollIndicatorView] = []
    private var hideWork: ScheduledWork?
    private var isScrolling = false
    private var hover: UIHoverGestureRecognizer?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    /// The indicator for `axis`, if it has been made.
    func view(_ axis: UIScrollView.Axis) -> ScrollIndicatorView? {
        views.first { $0.axis == axis }
    }

    /// Lays the visible indicators out, above the content.
    func layOut() {
        guard !views.isEmpty else { return }
        let shown = views.filter { $0.alpha > 0 }
        for view in shown { scrollView.keepAboveContent(view) }
        let both = shown.count == 2
        for view in views {
            let insets = insets(for: view.axis)
            let cross = both ? ScrollIndicatorView.expandedThickness : 0
            view.place(in: scrollView, insets: insets, crossInset: cross)
        }
    }

    private func insets(for axis: UIScrollView.Axis) -> UIEdgeInsets {
        var insets =
            axis == .vertical
            ? scrollView.verticalScrollIndicatorInsets : scrollView.horizontalScrollIndicatorInsets
        if scrollView.automaticallyAdjustsScrollIndicatorInsets {
            let adjusted = scrollView.adjustedContentInset
            let own = scrollView.contentInset
            insets.top += adjusted.top - own.top
            insets.bottom += adjusted.bottom - own.bottom
            insets.left += adjusted.left - own.left
            insets.right += adjusted.right - own.right
        }
        return insets
    }

    func styleChanged() {
        for view in views { view.applyStyle(scrollView.indicatorStyle) }
    }

    /// A drag, wheel gesture or movement began: the indicators show until it ends.
    func scrollingBegan() {
        isScrolling = true
        show()
    }

    /// The content moved: the indicators show for a drag, a wheel gesture or a movement (animated
    /// or slowing down), not for an offset set in code, as on iOS; those showing follow the content.
    func contentDidScroll() {
        guard isScrolling || scrollView.motion != nil || scrollView.isDragging else { return layOut() }
        show()
    }

    func scrollingEnded() {
        isScrolling = false
        scheduleHide()
    }

    /// `flashScrollIndicators()`.
    func flash() {
        show()
        if !isScrolling { scheduleHide() }
    }

    /// The pointer is at `point` (the scroll view's space), or it went down there: an indicator near
    /// it widens and stays; one the pointer left narrows.
    func pointerMoved(to point: CGPoint) {
        let bounds = scrollView.bounds
        var expanded = false
        for axis in UIScrollView.Axis.allCases where shows(axis) {
            let reach = axis == .vertical ? bounds.maxX - point.x : bounds.maxY - point.y
            if bounds.contains(point), reach <= Self.hoverReach {
                let view = indicator(axis)
                view.isExpanded = true
                view.alpha = 1
                expanded = true
            } else {
                self.view(axis)?.isExpanded = false
            }
        }
        if expanded {
            hideWork?.cancel()
            layOut()
        } else if !isScrolling {
            scheduleHide()
        }
    }

    /// Watches the pointer over the scroll view, for the widening.
    func installHover() {
        guard hover == nil else { return }
        // The hover also ends when the button goes down, where the pointer is: an indicator
        // under it stays wide for the press.
        let recognizer = UIHoverGestureRecognizer { [weak self] hover in
            guard let self else { return }
            pointerMoved(to: hover.location(in: scrollView))
        }
        hover = recognizer
        scrollView.addGestureRecognizer(recognizer)
    }

    private func shows(_ axis: UIScrollView.Axis) -> Bool {
        (axis == .vertical ? scrollView.showsVerticalScrollIndicator : scrollView.showsHorizontalScrollIndicator)
            && scrollView.contentExceedsBounds(along: axis)
    }

    private func indicator(_ axis: UIScrollView.Axis) -> ScrollIndicatorView {
        if let existing = view(axis) { return existing }
        let view = ScrollIndicatorView(axis: axis, scrollView: scrollView)
        view.applyStyle(scrollView.indicatorStyle)
        views.append(view)
        scrollView.addSubview(view)
        return view
    }

    private func show() {
        hideWork?.cancel()
        hideWork = nil
        for axis in UIScrollView.Axis.allCases {
            if shows(axis) {
                let view = indicator(axis)
                view.layer.removeAllAnimations()
                view.alpha = 1
            } else if let view = view(axis) {
                view.alpha = 0
            }
        }
        layOut()
    }

    private func scheduleHide() {
        hideWork?.cancel()
        hideWork = UIApplication.shared.schedule(after: Self.hideDelay) { [weak self] in
            guard let self else { return }
            hideWork = nil
            for view in views where !view.isExpanded && view.alpha > 0 {
                UIView.animate(withDuration: Self.fadeDuration) { view.alpha = 0 }
            }
        }
    }
}
