import WindowSystem

/// One gesture of the mouse wheel: the recognizer a run of notches drives from `.began` through
/// `.changed` to `.ended`, which comes once no notch has arrived for `idleInterval` seconds of the
/// app's clock (the manual one in tests), or at once when the mouse button goes down.
///
/// The first notch goes to the recognizers of the view under the pointer and its ancestors, nearest
/// first: the first that accepts the event (`acceptsWheel`) and begins through the usual state
/// machine (its delegate's `gestureRecognizerShouldBegin`, `require(toFail:)`) drives the gesture.
/// Recognizers it must wait for that track no touch cannot see the wheel, so they fail for it;
/// one that is recognizing keeps it from beginning. Later notches in the same window, of the same
/// kind, go to the same recognizer wherever the pointer is, as a touch stays with its view.
///
/// No touches are involved: `numberOfTouches` is 0 and `location(in:)` is where the pointer is.
/// Velocities (points, scale or radians per second) are measured over the notches of the last
/// `idleInterval` seconds; after a single notch they are zero.
@MainActor
final class WheelGesture {
    /// How long after the last notch the gesture ends.
    static let idleInterval: TimeInterval = 0.15

    let recognizer: UIGestureRecognizer
    private weak var window: UIWindow?
    /// The kind of motion the first notch brought; a notch of another kind starts a new gesture.
    private let motion: WheelEvent.Motion
    private let scrollType: UIScrollType
    /// Everything the notches did, unaffected by what targets reset (`setTranslation`, `scale = 1`):
    /// the translation in window points, or the scale or rotation in `x`.
    private var total: CGPoint
    private var samples: [(time: TimeInterval, total: CGPoint)] = []
    private var idleEnd: ScheduledWork?

    private init(recognizer: UIGestureRecognizer, event: WheelEvent) {
        self.recognizer = recognizer
        window = event.window
        motion = event.motion
        scrollType = event.scrollType
        if case .scale = event.motion { total = CGPoint(x: 1, y: 0) } else { total = .zero }
    }

    /// Starts a gesture with the first notch, on the nearest recognizer under the pointer that takes
    /// it; nil when none does.
    static func begin(with event: WheelEvent) -> WheelGesture? {
        var current = event.window.hitTest(event.location, with: event)
        while let view = current {
            for recognizer in view.gestureRecognizerStorage where recognizer.acceptsWheel(event) {
                let gesture = WheelGesture(recognizer: recognizer, event: event)
                if gesture.start(with: event) { return gesture }
            }
            current = view.superview
        }
        return nil
    }

    /// Whether `event` continues this gesture: same window, same kind, and the recognizer still
    /// in progress. A continuing notch the delegate refuses changes nothing.
    func continues(with event: WheelEvent) -> Bool {
        guard event.window === window, Self.sameKind(event.motion, motion), event.scrollType == scrollType,
            recognizer.stateStorage == .began || recognizer.stateStorage == .changed
        else { return false }
        guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true else { return true }
        apply(event)
        recognizer.state = .changed
        if event.endsGesture { end(keepingVelocity: true) } else { scheduleIdleEnd() }
        return true
    }

    /// Ends the gesture now, if its recognizer is still in progress. Continuous scrolling that just
    /// stopped coming (the platform never said the fingers lifted) ends at rest: they may still be
    /// on the touchpad, so nothing should fling on.
    func end(keepingVelocity: Bool = false) {
        idleEnd?.cancel()
        idleEnd = nil
        guard recognizer.stateStorage == .began || recognizer.stateStorage == .changed else { return }
        if scrollType == .continuous, !keepingVelocity, let pan = recognizer as? UIPanGestureRecognizer {
            pan.windowVelocity = .zero
        }
        recognizer.state = .ended
    }

    private func start(with event: WheelEvent) -> Bool {
        apply(event)
        recognizer.state = .began
        if recognizer.pendingState != nil {
            // What it waits for, if idle, cannot see the wheel: it fails for this gesture.
            for other in recognizer.requiredFailures
            where other.stateStorage == .possible && other.pendingState == nil && other.activeTouches.isEmpty {
                other.state = .failed
            }
        }
        if recognizer.pendingState != nil { recognizer.resetAfterGesture() }
        guard recognizer.stateStorage == .began else { return false }
        if event.endsGesture { end(keepingVelocity: true) } else { scheduleIdleEnd() }
        return true
    }

    private func apply(_ event: WheelEvent) {
        switch event.motion {
        case .translation(let delta):
            total.x += delta.x
            total.y += delta.y
        case .scale(let factor):
            total.x *= factor
        case .rotation(let angle):
            total.x += angle
        }
        let velocity = measure(at: event.timestamp)
        switch (event.motion, recognizer) {
        case (.translation(let delta), let pan as UIPanGestureRecognizer):
            pan.scroll(by: delta, to: event.location, velocity: velocity, type: event.scrollType)
        case (.scale(let factor), let pinch as UIPinchGestureRecognizer):
            pinch.scale *= factor
            pinch.velocity = velocity.x
        case (.rotation(let angle), let rotation as UIRotationGestureRecognizer):
            rotation.rotation += angle
            rotation.velocity = velocity.x
        default:
            break
        }
        recognizer.lastLocation = (event.window, event.location)
    }

    /// Records the total at `time` and returns its rate of change over the last `idleInterval`
    /// (and since the notch before, however long ago that was).
    private func measure(at time: TimeInterval) -> CGPoint {
        samples.append((time, total))
        while samples.count > 2, time - samples[0].time > Self.idleInterval { samples.removeFirst() }
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: (last.total.x - first.total.x) / dt, y: (last.total.y - first.total.y) / dt)
    }

    private func scheduleIdleEnd() {
        idleEnd?.cancel()
        idleEnd = recognizer.schedule(after: Self.idleInterval) { [weak self] in
            guard let self else { return }
            end()
            let application = UIApplication.shared
            if application.wheelGesture === self { application.wheelGesture = nil }
        }
    }

    private static func sameKind(_ a: WheelEvent.Motion, _ b: WheelEvent.Motion) -> Bool {
        switch (a, b) {
        case (.translation, .translation), (.scale, .scale), (.rotation, .rotation): true
        default: false
        }
    }
}

extension UIWindow {
    /// Hands a wheel notch to the gesture in progress, or starts a new one (ending the old).
    func deliverWheel(_ event: WheelEvent) {
        let application = UIApplication.shared
        if let gesture = application.wheelGesture {
            if gesture.continues(with: event) { return }
            gesture.end()
        }
        application.wheelGesture = WheelGesture.begin(with: event)
    }
}

extension UIGestureRecognizer {
    /// Whether a wheel gesture may start on the recognizer: it is enabled, idle (undecided, waiting
    /// on nothing, tracking no touch), of the kind the notch drives (a pan whose
    /// `allowedScrollTypesMask` has `.discrete`, a pinch, a rotation), and its delegate lets it
    /// receive the event.
    func acceptsWheel(_ event: WheelEvent) -> Bool {
        guard isEnabled, stateStorage == .possible, pendingState == nil, activeTouches.isEmpty else { return false }
        let kindFits =
            switch event.motion {
            case .translation:
                (self as? UIPanGestureRecognizer)?.allowedScrollTypesMask
                    .contains(UIScrollTypeMask(rawValue: 1 << event.scrollType.rawValue)) == true
            case .scale: self is UIPinchGestureRecognizer
            case .rotation: self is UIRotationGestureRecognizer
            }
        return kindFits && delegate?.gestureRecognizer(self, shouldReceive: event) ?? true
    }
}
