/// The content's geometry: the adjusted inset, the range the offset may rest in, and moving the
/// offset (at once, animated, or to show a rectangle).
extension UIScrollView {
    /// An axis of scrolling.
    enum Axis: CaseIterable {
        case horizontal
        case vertical
    }

    /// The smallest offset the content rests at: the top-left of the content with its inset.
    var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest offset the content rests at: the bottom-right of the content at the far edges,
    /// never less than the smallest.
    var maximumContentOffset: CGPoint {
        let minimum = minimumContentOffset
        let size = bounds.size
        return CGPoint(
            x: max(minimum.x, contentSize.width + adjustedContentInset.right - size.width),
            y: max(minimum.y, contentSize.height + adjustedContentInset.bottom - size.height))
    }

    /// `offset` moved inside the resting range.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// Whether the content with its inset is longer than the view along `axis`.
    func contentExceedsBounds(along axis: Axis) -> Bool {
        contentExceedsBounds(along: axis, inset: adjustedContentInset)
    }

    private func contentExceedsBounds(along axis: Axis, inset: UIEdgeInsets) -> Bool {
        switch axis {
        case .horizontal: return contentSize.width + inset.left + inset.right > bounds.width + 0.5
        case .vertical: return contentSize.height + inset.top + inset.bottom > bounds.height + 0.5
        }
    }

    /// Whether a drag moves the content along `axis`: it is longer than the view, or always bounces.
    func dragScrolls(along axis: Axis) -> Bool {
        contentExceedsBounds(along: axis) || (axis == .vertical ? alwaysBounceVertical : alwaysBounceHorizontal)
    }

    /// The inset, size and safe area changed: works out the adjusted inset again, reporting a change,
    /// and lays out the indicators and guides.
    func contentGeometryChanged() {
        updateAdjustedContentInset()
        setNeedsLayout()
        notifyContentObservers()
    }

    private func updateAdjustedContentInset() {
        let safe = safeAreaInsets
        var adjusted = contentInset
        adjusted.top += refreshInset
        let (horizontal, vertical) = safeAreaAdjustedAxes()
        if horizontal {
            adjusted.left += safe.left
            adjusted.right += safe.right
        }
        if vertical {
            adjusted.top += safe.top
            adjusted.bottom += safe.bottom
        }
        guard adjusted != adjustedContentInset else { return }
        let wasAtTop = contentOffset == minimumContentOffset
        adjustedContentInset = adjusted
        if wasAtTop, !isDragging, motion == nil { scrollOffset = minimumContentOffset }
        guard adjusted != reportedAdjustedInset else { return }
        reportedAdjustedInset = adjusted
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Which axes take the safe area into the adjusted inset, by `contentInsetAdjustmentBehavior`.
    private func safeAreaAdjustedAxes() -> (horizontal: Bool, vertical: Bool) {
        // Whether the content with its own inset scrolls along an axis (the safe area aside).
        let exceeds = { (axis: Axis) in
            self.contentExceedsBounds(along: axis, inset: self.contentInset)
                || (axis == .vertical ? self.alwaysBounceVertical : self.alwaysBounceHorizontal)
        }
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (exceeds(.horizontal), exceeds(.vertical))
        case .automatic:
            let inContainer =
                owningViewController.map { $0.navigationController != nil || $0.tabBarController != nil } ?? false
            return (exceeds(.horizontal), inContainer || exceeds(.vertical))
        }
    }

    /// The offset, set by the scroll view's own movements: unlike `contentOffset`, it leaves the
    /// movement in progress running.
    var scrollOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                preconditionAlways(false, "UIScrollView content offset is not finite: \(newValue)")
                return
            }
            var rect = bounds
            rect.origin = newValue
            bounds = rect
        }
    }

    /// Moves the offset by `delta` together with the drag or motion in progress, which carry on as
    /// if the content had always been there: for content that grew or shrank above what is shown.
    func shiftContent(by delta: CGPoint) {
        guard delta != .zero else { return }
        for axis in Axis.allCases where delta[axis] != 0 { motion?.shift(axis, by: delta[axis]) }
        drag?.startOffset.x += delta.x
        drag?.startOffset.y += delta.y
        drag?.unbandedOffset.x += delta.x
        drag?.unbandedOffset.y += delta.y
        scrollOffset = CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
    }

    /// The bounds origin moved: the indicators, refresh control and frame guide follow, and the
    /// delegate hears `scrollViewDidScroll`.
    func contentOffsetDidChange() {
        indicators.contentDidScroll()
        refreshControlFollowScroll()
        delegate?.scrollViewDidScroll(self)
        notifyContentObservers()
    }

    private func notifyContentObservers() {
        for observer in contentObservers.values { observer.run() }
    }

    /// Whether the content is moving because of the user: a drag, the deceleration after one, or
    /// the wheel.
    var isMovedByUser: Bool {
        isTracking || isDragging || isDecelerating || motion?.kind == .wheel
    }

    func moveContent(to offset: CGPoint, animated: Bool) {
        guard animated, offset != contentOffset else {
            stopMotion()
            scrollOffset = offset
            return
        }
        animateOffset(to: offset, kind: .animation)
    }

    func scrollToShow(_ rect: CGRect, animated: Bool) {
        let offset = clampedContentOffset(offsetShowing(rect))
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }

    /// The nearest offset (not clamped) whose visible area shows `rect`, or its start where it
    /// is larger.
    func offsetShowing(_ rect: CGRect) -> CGPoint {
        let visible = bounds.inset(by: adjustedContentInset)
        var offset = contentOffset
        func fit(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
            if high - low > visibleHigh - visibleLow || low < visibleLow { return low - visibleLow }
            if high > visibleHigh { return high - visibleHigh }
            return 0
        }
        offset.x += fit(rect.minX, rect.maxX, visible.minX, visible.maxX)
        offset.y += fit(rect.minY, rect.maxY, visible.minY, visible.maxY)
        return offset
    }

    /// Scrolls to the top, as a tap on the status bar does, if the delegate agrees.
    func scrollToTopIfAllowed() -> Bool {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        let top = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
        guard top != contentOffset else { return true }
        animateOffset(to: top, kind: .scrollToTop)
        return true
    }
}
