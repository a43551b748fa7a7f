/// A continuous recognizer of dragging: it begins once the centroid of `minimumNumberOfTouches` to
/// `maximumNumberOfTouches` fingers has moved 10 points, changes as they move, and ends when they
/// lift. `translation(in:)` is measured from where the fingers went down (or from the last
/// `setTranslation(_:in:)`); `velocity(in:)` is in points per second over the last 0.1 s before
/// the latest move or the release (fingers that rest before lifting release at rest).
open class UIPanGestureRecognizer: UIGestureRecognizer {
    static let hysteresis: CGFloat = 10
    static let velocityWindow: TimeInterval = 0.1

    /// Fewest fingers that can pan; 1 by default.
    open var minimumNumberOfTouches = 1
    /// Most fingers that can pan; unlimited by default.
    open var maximumNumberOfTouches = Int.max
    /// The scrolling that also pans (see `WheelGesture`): mouse-wheel notches are `.discrete`.
    /// Empty by default, so a pan follows only touches unless it asks for more.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// Where the translation is measured from, in window coordinates.
    var origin: CGPoint?
    private var samples: [(time: TimeInterval, point: CGPoint)] = []
    var windowVelocity = CGPoint.zero
    /// What drives the pan when a wheel or touchpad does (`WheelGesture`); nil for touches.
    var wheelScrollType: UIScrollType?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > maximumNumberOfTouches {
            state = state == .possible ? .failed : .ended
            return
        }
        if origin == nil { origin = location(in: nil) }
        record(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        record(touches)
        switch state {
        case .possible:
            guard let origin, numberOfTouches >= minimumNumberOfTouches else { return }
            let point = location(in: nil)
            if hypot(point.x - origin.x, point.y - origin.y) >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The release is a sample too: fingers that rested before lifting have no velocity left.
        record(touches)
        guard numberOfTouches == touches.count else { return }
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    /// How far the fingers moved, in `view`'s space (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let current = location(in: nil)
        guard let view else { return CGPoint(x: current.x - origin.x, y: current.y - origin.y) }
        let a = view.convert(origin, from: nil)
        let b = view.convert(current, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the translation read `translation` now, in `view`'s space (nil: the window's).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = location(in: nil)
        guard let view else {
            origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
            return
        }
        let local = view.convert(current, from: nil)
        origin = view.convert(CGPoint(x: local.x - translation.x, y: local.y - translation.y), to: nil)
    }

    /// Points per second the fingers moved at, in `view`'s space (nil: the window's).
    open func velocity(in view: UIView?) -> CGPoint {
        guard let view else { return windowVelocity }
        let a = view.convert(CGPoint.zero, from: nil)
        let b = view.convert(windowVelocity, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    open override func reset() {
        super.reset()
        origin = nil
        samples = []
        windowVelocity = .zero
        wheelScrollType = nil
    }

    private func record(_ touches: Set<UITouch>) {
        let time = touches.map(\.timestamp).max() ?? CACurrentMediaTime()
        samples.append((time, location(in: nil)))
        samples.removeAll { time - $0.time > Self.velocityWindow }
        guard let first = samples.first, let last = samples.last, last.time > first.time else {
            windowVelocity = .zero
            return
        }
        let dt = CGFloat(last.time - first.time)
        windowVelocity = CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
    }
}
