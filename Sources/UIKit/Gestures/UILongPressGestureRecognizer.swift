import WindowSystem

/// A continuous recognizer of a press held still: it begins once the fingers have been down for
/// `minimumPressDuration` (timed on the app's clock) without moving more than `allowableMovement`,
/// changes as they move, and ends when they lift. Lifting or moving too far before then fails it.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the fingers must stay down; 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// Points the fingers may move before the gesture begins; 10 by default.
    open var allowableMovement: CGFloat = 10
    /// Fingers needed; 1 by default.
    open var numberOfTouchesRequired = 1
    /// Taps before the press; 0 by default (only 0 is supported).
    open var numberOfTapsRequired = 0

    private var start: CGPoint?
    private var pressTimer: ScheduledWork?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired {
            state = state == .possible ? .failed : .cancelled
            return
        }
        guard start == nil else { return }
        start = location(in: nil)
        pressTimer = schedule(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible, self.numberOfTouches == self.numberOfTouchesRequired else {
                return
            }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let start else { return }
            let location = location(in: nil)
            if hypot(location.x - start.x, location.y - start.y) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func reset() {
        super.reset()
        start = nil
        pressTimer?.cancel()
        pressTimer = nil
    }
}
