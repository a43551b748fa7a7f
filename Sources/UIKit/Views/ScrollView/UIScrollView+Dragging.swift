import WindowSystem

/// Dragging: the pan recognizer moves the content with the fingers (rubber-banding past the edges),
/// the wheel steps it by lines and the touchpad moves it one to one; when the drag ends, the content
/// decelerates from the release velocity to the target the delegate may change, springs back
/// inside its edges, or settles on a page.
extension UIScrollView {
    /// A velocity (points per millisecond) at which a released page turns to the next page.
    static let pageTurnVelocity: CGFloat = 0.2
    /// How much one axis must lead the other for a directional lock to take it.
    static let directionalLockRatio: CGFloat = 1.5

    func makePanGestureRecognizer() -> UIPanGestureRecognizer {
        let pan = ScrollViewPanGestureRecognizer(scrollView: self)
        pan.addHandler { [weak self] pan in self?.handlePan(pan) }
        return pan
    }

    /// A finger or the mouse went down on the scroll view: a movement in progress stops there.
    func touchDown() {
        touchTracking = true
        stopMotion()
    }

    /// The last finger lifted: content left past its edges without a drag (a tap during a spring
    /// back) springs back.
    func touchUp() {
        touchTracking = false
        guard !isDragging, motion == nil else { return }
        let offset = contentOffset
        let target = clampedContentOffset(offset)
        guard target != offset else { return }
        isDecelerating = true
        motion = ScrollMotion(
            scrollView: self, kind: .deceleration,
            axes: .init(
                x: .spring(target: target.x, displacement: offset.x - target.x, velocity: 0),
                y: .spring(target: target.y, displacement: offset.y - target.y, velocity: 0)))
    }

    /// Whether a touch drag moving by `motion` (window points) may begin: the scroll view scrolls
    /// along its main direction, and may take the touches from the content that has them.
    func dragMayBegin(_ motion: CGPoint, touches: [UITouch]) -> Bool {
        let mainAxis: Axis = abs(motion.x) > abs(motion.y) ? .horizontal : .vertical
        guard dragScrolls(along: mainAxis) else { return false }
        for touch in touches where touch.viewDelivery.begun && !touch.viewDelivery.finished {
            guard let view = touch.view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// Whether a wheel or touchpad gesture starting with `delta` (content offset points) can move
    /// the content: otherwise an enclosing scroll view takes it.
    func wheelMayBegin(_ delta: CGPoint) -> Bool {
        let offset = slideTarget
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        let horizontal =
            contentExceedsBounds(along: .horizontal)
            && ((delta.x < 0 && offset.x > minimum.x) || (delta.x > 0 && offset.x < maximum.x))
        let vertical =
            contentExceedsBounds(along: .vertical)
            && ((delta.y < 0 && offset.y > minimum.y) || (delta.y > 0 && offset.y < maximum.y))
        return horizontal || vertical
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginDrag(pan)
        case .changed: updateDrag(pan)
        case .ended, .cancelled: endDrag(pan)
        default: break
        }
    }

    private func beginDrag(_ pan: UIPanGestureRecognizer) {
        let source: ScrollDrag.Source =
            switch pan.wheelScrollType {
            case .discrete?: .wheel
            case .continuous?: .touchpad
            case nil: .touches
            }
        if source != .wheel { stopMotion() }
        let translation = pan.translation(in: self)
        let unbanded = unbandedOffset(contentOffset)
        drag = ScrollDrag(
            source: source, startOffset: unbanded,
            startTranslation: source == .touches ? translation : .zero, lastTranslation: .zero, lockedAxis: nil,
            unbandedOffset: unbanded)
        if source == .touches, isDirectionalLockEnabled, dragScrolls(along: .horizontal), dragScrolls(along: .vertical)
        {
            if abs(translation.x) > abs(translation.y) * Self.directionalLockRatio {
                drag?.lockedAxis = .horizontal
            } else if abs(translation.y) > abs(translation.x) * Self.directionalLockRatio {
                drag?.lockedAxis = .vertical
            }
        }
        isDragging = true
        indicators.scrollingBegan()
        delegate?.scrollViewWillBeginDragging(self)
        if source != .touches { updateDrag(pan) }
    }

    private func updateDrag(_ pan: UIPanGestureRecognizer) {
        // While two fingers zoom, the zoom places the content.
        guard var drag, !isZooming else { return }
        let translation = pan.translation(in: self)
        switch drag.source {
        case .touches:
            var offset = drag.startOffset
            for axis in Axis.allCases where moves(axis, drag) {
                let moved =
                    axis == .horizontal
                    ? translation.x - drag.startTranslation.x : translation.y - drag.startTranslation.y
                offset[axis] -= moved
            }
            drag.unbandedOffset = offset
            scrollOffset = pixelAligned(bandedOffset(offset))
        case .touchpad:
            var offset = drag.unbandedOffset
            for axis in Axis.allCases where dragScrolls(along: axis) {
                offset[axis] -= translation[axis] - drag.lastTranslation[axis]
            }
            drag.unbandedOffset = offset
            scrollOffset = pixelAligned(bandedOffset(offset))
        case .wheel:
            stepByWheel(
                notches: CGPoint(
                    x: (drag.lastTranslation.x - translation.x) / WheelEvent.pointsPerNotch,
                    y: (drag.lastTranslation.y - translation.y) / WheelEvent.pointsPerNotch))
        }
        drag.lastTranslation = translation
        self.drag = drag
    }

    private func endDrag(_ pan: UIPanGestureRecognizer) {
        guard let drag else { return }
        self.drag = nil
        startPendingRefresh()
        let offset = contentOffset
        var velocity = CGPoint.zero
        if drag.source != .wheel, pan.state == .ended {
            let fingers = pan.velocity(in: self)
            for axis in Axis.allCases where moves(axis, drag) { velocity[axis] = -fingers[axis] / 1000 }
        }
        let proposed = restingTarget(from: offset, velocity: velocity, drag: drag)
        var target = drag.source == .wheel ? proposed : restingOffset(proposed: proposed, velocity: velocity)
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        isDragging = false
        let wheelMotion = drag.source == .wheel ? motion : nil
        let decelerates = wheelMotion != nil || target != offset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates else { return indicators.scrollingEnded() }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        if let wheelMotion {
            wheelMotion.kind = .deceleration
            return
        }
        var axes = ScrollMotion.Axes(x: .rest, y: .rest)
        for axis in Axis.allCases {
            axes[axis] = settling(
                axis, from: offset[axis], velocity: velocity[axis], to: target[axis],
                projected: proposed[axis])
        }
        motion = ScrollMotion(scrollView: self, kind: .deceleration, axes: axes)
    }

    /// Where content released at `offset` with `velocity` comes to rest: on a page, inside the edges,
    /// or where the deceleration takes it (within the edges).
    private func restingTarget(from offset: CGPoint, velocity: CGPoint, drag: ScrollDrag) -> CGPoint {
        if drag.source == .wheel { return slideTarget }
        if isPagingEnabled { return pageTarget(from: offset, velocity: velocity, start: drag.startOffset) }
        var target = offset
        for axis in Axis.allCases where offset[axis] == clampedContentOffset(offset)[axis] {
            target[axis] += ScrollPhysics.projectedDistance(velocity: velocity[axis], rate: decelerationRate.rawValue)
        }
        return clampedContentOffset(target)
    }

    /// The page a paged scroll view settles on: the next one in the direction of a quick release,
    /// else the nearest, never more than one page from where the drag began.
    private func pageTarget(from offset: CGPoint, velocity: CGPoint, start: CGPoint) -> CGPoint {
        var target = offset
        for axis in Axis.allCases {
            let size = axis == .horizontal ? bounds.width : bounds.height
            guard size > 0 else { continue }
            let page = offset[axis] / size
            let startPage = (start[axis] / size).rounded()
            var chosen = page.rounded()
            if velocity[axis] > Self.pageTurnVelocity {
                chosen = page.rounded(.up)
            } else if velocity[axis] < -Self.pageTurnVelocity {
                chosen = page.rounded(.down)
            }
            target[axis] = min(max(chosen, startPage - 1), startPage + 1) * size
        }
        return clampedContentOffset(target)
    }

    /// How `axis` moves from `offset` to `target` once the drag is over: a spring back from past
    /// an edge, a deceleration (free to cross an edge and bounce when the target is the one the
    /// scroll view proposed), or a page settling.
    private func settling(
        _ axis: Axis, from offset: CGFloat, velocity: CGFloat, to target: CGFloat, projected: CGFloat
    ) -> ScrollMotion.AxisMotion {
        let inside = clampedContentOffset(contentOffset)[axis]
        if offset != inside {
            return .spring(target: target, displacement: offset - target, velocity: velocity * 1000)
        }
        guard target != offset else { return .rest }
        if isPagingEnabled {
            return .decelerate(from: offset, distance: target - offset, rate: DecelerationRate.fast.rawValue)
        }
        let rate = decelerationRate.rawValue
        if target == projected {
            let free = ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
            return .decelerate(from: offset, distance: free, rate: rate)
        }
        return .decelerate(from: offset, distance: target - offset, rate: rate)
    }

    /// Whether the drag moves the content along `axis`.
    private func moves(_ axis: Axis, _ drag: ScrollDrag) -> Bool {
        dragScrolls(along: axis) && (drag.lockedAxis == nil || drag.lockedAxis == axis)
    }

    /// `offset` as shown: past an edge, the rubber band (or the edge itself when the view does not
    /// bounce).
    func bandedOffset(_ offset: CGPoint) -> CGPoint {
        mapPastEdges(offset) { past, dimension in
            bounces ? ScrollPhysics.rubberBand(past, dimension: dimension) : 0
        }
    }

    /// The offset whose rubber band shows `shown`: where a drag that catches content past an edge
    /// starts from.
    private func unbandedOffset(_ shown: CGPoint) -> CGPoint {
        mapPastEdges(shown) { past, dimension in ScrollPhysics.rubberBandInverse(past, dimension) }
    }

    /// `point` with, on each axis where it lies past an edge of the resting range, its distance past
    /// the edge replaced by `transform` of that distance and the view's length along the axis.
    private func mapPastEdges(_ point: CGPoint, _ transform: (CGFloat, CGFloat) -> CGFloat) -> CGPoint {
        let minimum = minimumContentOffset
        let maximum = maximumContentOffset
        var mapped = point
        for axis in Axis.allCases {
            let dimension = axis == .horizontal ? bounds.width : bounds.height
            let edge = min(max(point[axis], minimum[axis]), maximum[axis])
            if edge != point[axis] { mapped[axis] = edge + transform(point[axis] - edge, dimension) }
        }
        return mapped
    }
}

extension CGPoint {
    /// The coordinate along a scroll axis.
    subscript(axis: UIScrollView.Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }
}

extension ScrollMotion.Axes {
    subscript(axis: UIScrollView.Axis) -> ScrollMotion.AxisMotion {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }
}
