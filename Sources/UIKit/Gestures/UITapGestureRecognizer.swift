import WindowSystem

/// A discrete recognizer of taps: `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers,
/// each next tap beginning within `UIApplication.multipleTapInterval` of the last release and near
/// the first. It fails when a finger moves more than 10 points, too many or too few fingers touch,
/// or the next tap does not come in time; it recognizes at the release of the last tap. Presses of
/// an allowed type (`allowedPressTypes`) count as taps too.
open class UITapGestureRecognizer: UIGestureRecognizer {
    static let allowableMovement: CGFloat = 10
    static let allowableTapDistance: CGFloat = 45

    /// Taps needed; 1 by default.
    open var numberOfTapsRequired = 1
    /// Fingers needed in each tap; 1 by default.
    open var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    private var firstTapLocation: CGPoint?
    private var touchStarts: [ObjectIdentifier: CGPoint] = [:]
    /// The most fingers down at once during the current tap.
    private var touchesInTap = 0
    private var nextTapTimer: ScheduledWork?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        nextTapTimer?.cancel()
        nextTapTimer = nil
        for touch in touches {
            let location = touch.location(in: nil)
            touchStarts[ObjectIdentifier(touch)] = location
            if let first = firstTapLocation,
                hypot(location.x - first.x, location.y - first.y) > Self.allowableTapDistance
            {
                state = .failed
                return
            }
            if firstTapLocation == nil { firstTapLocation = location }
        }
        touchesInTap = max(touchesInTap, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = touchStarts[ObjectIdentifier(touch)] else { continue }
            let location = touch.location(in: nil)
            if hypot(location.x - start.x, location.y - start.y) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == touches.count else { return }
        guard touchesInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        touchesInTap = 0
        tapEnded()
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        nextTapTimer?.cancel()
        nextTapTimer = nil
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        tapEnded()
    }

    private func tapEnded() {
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
            return
        }
        nextTapTimer = schedule(after: UIApplication.multipleTapInterval) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .failed
        }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        firstTapLocation = nil
        touchStarts = [:]
        touchesInTap = 0
        nextTapTimer?.cancel()
        nextTapTimer = nil
    }
}
