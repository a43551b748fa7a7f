import QuartzCore
import WindowSystem

/// A movement of a scroll view's content that runs on the screen's frames: a deceleration after a
/// fling (which springs back at an edge it crosses), a spring back from a pull past the edges, an
/// animated offset, a wheel or key step. Each axis moves by its own formula (`ScrollPhysics`) from
/// the time it started, read from the app's clock at each frame, so the path does not depend on the
/// frame rate; offsets are kept on the pixel grid. Without frames (no app running) it jumps to its end.
@MainActor
final class ScrollMotion {
    /// How long an animated offset, a key step or a scroll to the top takes.
    static let animationDuration: TimeInterval = 0.3
    /// How long a wheel notch's step takes.
    static let wheelStepDuration: TimeInterval = 0.12
    /// Closer than this (points) to where a motion ends, it ends.
    static let restDistance: CGFloat = 0.25

    /// What started the movement, which decides what the delegate hears at its end.
    enum Kind {
        /// The content moving on after the user let go: `scrollViewDidEndDecelerating`.
        case deceleration
        /// `setContentOffset(_:animated:)`, `scrollRectToVisible`, keys: `scrollViewDidEndScrollingAnimation`.
        case animation
        /// A scroll to the top: `scrollViewDidScrollToTop`.
        case scrollToTop
        /// Wheel steps while the wheel is still turning: nothing yet.
        case wheel
    }

    /// How one axis moves.
    enum AxisMotion {
        case rest
        /// Slowing down by `rate` per millisecond from `from`, to come to rest `distance` further.
        case decelerate(from: CGFloat, distance: CGFloat, rate: CGFloat)
        /// A critically damped spring pulling back to `target` from `displacement` past it.
        case spring(target: CGFloat, displacement: CGFloat, velocity: CGFloat)
        /// From `from` to `to` along the ease-out curve.
        case curve(from: CGFloat, to: CGFloat, duration: TimeInterval)
    }

    struct Axes {
        var x: AxisMotion
        var y: AxisMotion
    }

    var kind: Kind
    private weak var scrollView: UIScrollView?
    private var axes: [(motion: AxisMotion, start: TimeInterval)]
    private var frames: FrameSubscription?

    init(scrollView: UIScrollView, kind: Kind, axes: Axes) {
        self.scrollView = scrollView
        self.kind = kind
        let now = Self.now
        self.axes = [(axes.x, now), (axes.y, now)]
        if let source = UpdateCycle.current.connectedFrameSource {
            frames = source.subscribe { [weak self] _ in self?.step() }
        } else {
            step(at: .infinity)
        }
    }

    static var now: TimeInterval {
        UIApplication.shared.backend?.scheduler.now ?? CACurrentMediaTime()
    }

    /// The motion of `axis` from now: a wheel step retargets the curve from where the content is.
    func restart(_ axis: UIScrollView.Axis, with motion: AxisMotion) {
        axes[axis == .horizontal ? 0 : 1] = (motion, Self.now)
    }

    /// The end of the curve `axis` is on, if it is on one.
    func curveTarget(_ axis: UIScrollView.Axis) -> CGFloat? {
        guard case .curve(_, let to, _) = axes[axis == .horizontal ? 0 : 1].motion else { return nil }
        return to
    }

    /// Moves the whole motion of `axis` by `delta`: the content under it was moved by that much (a
    /// table correcting an estimated height above the visible rows), so the motion goes on from there.
    func shift(_ axis: UIScrollView.Axis, by delta: CGFloat) {
        let index = axis == .horizontal ? 0 : 1
        switch axes[index].motion {
        case .rest: break
        case .decelerate(let from, let distance, let rate):
            axes[index].motion = .decelerate(from: from + delta, distance: distance, rate: rate)
        case .spring(let target, let displacement, let velocity):
            axes[index].motion = .spring(target: target + delta, displacement: displacement, velocity: velocity)
        case .curve(let from, let to, let duration):
            axes[index].motion = .curve(from: from + delta, to: to + delta, duration: duration)
        }
    }

    /// Stops where the content is; the delegate hears nothing.
    func cancel() {
        frames?.cancel()
        frames = nil
    }

    private func step(at time: TimeInterval = ScrollMotion.now) {
        guard let scrollView else { return cancel() }
        let current = scrollView.contentOffset
        let range = (scrollView.minimumContentOffset, scrollView.maximumContentOffset)
        let x = advance(0, from: current.x, low: range.0.x, high: range.1.x, at: time, scrollView)
        let y = advance(1, from: current.y, low: range.0.y, high: range.1.y, at: time, scrollView)
        let finished = axes.allSatisfy { if case .rest = $0.motion { true } else { false } }
        // On the way, whole pixels (the compositor moves pixels rather than repainting); the end exact.
        let target = finished ? CGPoint(x: x, y: y) : scrollView.pixelAligned(CGPoint(x: x, y: y))
        if target != current { scrollView.scrollOffset = target }
        guard finished else { return }
        cancel()
        scrollView.motionFinished(self)
    }

    /// Where axis `index` is at `time`, switching a deceleration that crossed an edge to a spring
    /// back (or stopping it there when the view does not bounce).
    private func advance(
        _ index: Int, from current: CGFloat, low: CGFloat, high: CGFloat, at time: TimeInterval,
        _ scrollView: UIScrollView
    ) -> CGFloat {
        let (motion, start) = axes[index]
        let elapsed = max(0, time - start)
        switch motion {
        case .rest:
            return current
        case .decelerate(let from, let distance, let rate):
            let remaining = distance * pow(rate, CGFloat(min(elapsed, 60) * 1000))
            if abs(remaining) < Self.restDistance || elapsed.isInfinite {
                axes[index].motion = .rest
                return min(max(from + distance, low), high)
            }
            let position = from + ScrollPhysics.decelerated(distance, rate: rate, elapsed: elapsed)
            guard position < low || position > high else { return position }
            let edge = position < low ? low : high
            guard scrollView.bounces else {
                axes[index].motion = .rest
                return edge
            }
            let velocity = ScrollPhysics.deceleratingVelocity(distance, rate: rate, elapsed: elapsed)
            axes[index] = (.spring(target: edge, displacement: position - edge, velocity: velocity), time)
            return position
        case .spring(let target, let displacement, let velocity):
            let now = ScrollPhysics.spring(displacement: displacement, velocity: velocity, elapsed: elapsed)
            if elapsed.isInfinite || (abs(now.displacement) < Self.restDistance && abs(now.velocity) < 10) {
                axes[index].motion = .rest
                return target
            }
            return target + now.displacement
        case .curve(let from, let to, let duration):
            let fraction = duration > 0 ? CGFloat(elapsed / duration) : 1
            if fraction >= 1 {
                axes[index].motion = .rest
                return to
            }
            return from + (to - from) * ScrollPhysics.easeOut(fraction)
        }
    }
}

extension UIScrollView {
    /// Where the content comes to rest: the end of the slide in progress (a wheel step, a key, an
    /// animated offset) on each axis that has one, else where it is.
    var slideTarget: CGPoint {
        CGPoint(
            x: motion?.curveTarget(.horizontal) ?? contentOffset.x, y: motion?.curveTarget(.vertical) ?? contentOffset.y
        )
    }

    /// Slides the content to `offset` along the ease-out curve, retargeting a slide of the same
    /// kind in progress (its end is heard once).
    func animateOffset(to offset: CGPoint, kind: ScrollMotion.Kind) {
        let duration = ScrollMotion.animationDuration
        if let motion, motion.kind == kind {
            motion.restart(.horizontal, with: .curve(from: contentOffset.x, to: offset.x, duration: duration))
            motion.restart(.vertical, with: .curve(from: contentOffset.y, to: offset.y, duration: duration))
            return
        }
        stopMotion()
        indicators.scrollingBegan()
        motion = ScrollMotion(
            scrollView: self, kind: kind,
            axes: .init(
                x: .curve(from: contentOffset.x, to: offset.x, duration: duration),
                y: .curve(from: contentOffset.y, to: offset.y, duration: duration)))
    }

    /// Stops the movement in progress where the content is, telling the delegate nothing.
    func stopMotion() {
        guard let motion else { return }
        motion.cancel()
        self.motion = nil
        if isDecelerating { isDecelerating = false }
    }

    /// A movement came to rest: the delegate hears the end its kind calls for.
    func motionFinished(_ finished: ScrollMotion) {
        guard motion === finished else { return }
        motion = nil
        switch finished.kind {
        case .deceleration:
            isDecelerating = false
            indicators.scrollingEnded()
            delegate?.scrollViewDidEndDecelerating(self)
        case .animation:
            indicators.scrollingEnded()
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop:
            indicators.scrollingEnded()
            delegate?.scrollViewDidScrollToTop(self)
        case .wheel:
            break
        }
    }
}

/// An animated zoom's clock: calls `step` with the fraction of `duration` passed (0 to 1, ending
/// at exactly 1) at every frame of the app's clock, or once with 1 when there are no frames.
@MainActor
final class ZoomMotion {
    private var frames: FrameSubscription?

    init(duration: TimeInterval, step: @escaping @MainActor (CGFloat) -> Void) {
        guard let source = UpdateCycle.current.connectedFrameSource else {
            step(1)
            return
        }
        let start = ScrollMotion.now
        frames = source.subscribe { [weak self] _ in
            let fraction = min(1, CGFloat((ScrollMotion.now - start) / duration))
            if fraction >= 1 { self?.cancel() }
            step(fraction)
        }
    }

    func cancel() {
        frames?.cancel()
        frames = nil
    }
}
