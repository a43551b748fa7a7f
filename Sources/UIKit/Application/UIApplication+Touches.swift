import WindowSystem

/// The primary mouse button as one `UITouch`: it begins at the press, in the view the window's
/// hit-test finds (fixed for the touch's life), moves with the pointer (X's implicit grab keeps the
/// events coming to the window the press began in), and ends at the release. Motion with the button
/// up is not a touch: it goes to hover recognizers (`UIHoverGestureRecognizer`), which a press ends.
/// Presses within `multipleTapInterval` of the last tap's release, within `multipleTapDistance`,
/// count up `tapCount`.
extension UIApplication {
    static let multipleTapInterval: TimeInterval = 0.4
    static let multipleTapDistance: CGFloat = 8

    func handlePointer(_ pointer: PointerEvent) {
        guard let window = window(for: pointer.window) else { return }
        let scale = window.screen.scale
        let location = CGPoint(x: CGFloat(pointer.location.x) / scale, y: CGFloat(pointer.location.y) / scale)
        switch pointer.kind {
        case .down where pointer.button == 1:
            endWheelGesture()
            UIHoverGestureRecognizer.pointerMoved(to: location, in: nil)
            guard activeTouch == nil, !window.isHidden, window.isUserInteractionEnabled else { return }
            let view = window.hitTest(location, with: nil)
            let touch = UITouch(
                window: window, view: view, location: location, timestamp: pointer.timestamp,
                tapCount: tapCount(in: window, at: location, time: pointer.timestamp))
            activeTouch = touch
            send(touch)
        case .moved where activeTouch == nil:
            UIHoverGestureRecognizer.pointerMoved(to: location, in: window)
        case .moved:
            guard let touch = activeTouch, touch.window === window, touch.locationInWindow != location else { return }
            update(touch, to: location, phase: .moved, time: pointer.timestamp)
            send(touch)
        case .up where pointer.button == 1:
            guard let touch = activeTouch, touch.window === window else { return }
            update(touch, to: location, phase: .ended, time: pointer.timestamp)
            activeTouch = nil
            lastTap = (window, location, pointer.timestamp, touch.tapCount)
            send(touch)
        case .scroll(let dx, let dy):
            handleWheel(dx: dx, dy: dy, modifiers: pointer.modifiers, at: location, in: window, time: pointer.timestamp)
        default:
            break
        }
    }

    /// Cancels the touch in progress (its window lost focus or the pointer grab, or went away).
    func cancelTouches(in window: UIWindow?) {
        guard let touch = activeTouch, window == nil || touch.window === window else { return }
        touch.phase = .cancelled
        touch.timestamp = CACurrentMediaTime()
        activeTouch = nil
        lastTap = nil
        send(touch)
    }

    private func tapCount(in window: UIWindow, at location: CGPoint, time: TimeInterval) -> Int {
        guard let last = lastTap, last.window === window, time - last.time <= Self.multipleTapInterval,
            hypot(location.x - last.location.x, location.y - last.location.y) <= Self.multipleTapDistance
        else { return 1 }
        return last.count + 1
    }

    private func update(_ touch: UITouch, to location: CGPoint, phase: UITouch.Phase, time: TimeInterval) {
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = location
        touch.phase = phase
        touch.timestamp = time
    }

    private func send(_ touch: UITouch) {
        sendEvent(UIEvent(type: .touches, timestamp: touch.timestamp, touches: [touch]))
    }
}
