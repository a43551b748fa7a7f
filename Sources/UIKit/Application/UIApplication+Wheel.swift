import WindowSystem

/// The mouse wheel (X buttons 4–7, one notch per press; touchpads reach X core input the same way):
/// each notch becomes a `WheelEvent` sent through `sendEvent(_:)`, whose meaning (scroll, zoom or
/// turn) the modifiers decide (`WheelEvent.motion(dx:dy:modifiers:)`).
extension UIApplication {
    func handleWheel(
        dx: Double, dy: Double, modifiers: KeyModifiers, at location: CGPoint, in window: UIWindow, time: TimeInterval
    ) {
        guard !window.isHidden, window.isUserInteractionEnabled,
            let motion = WheelEvent.motion(dx: dx, dy: dy, modifiers: modifiers)
        else { return }
        sendEvent(WheelEvent(window: window, location: location, motion: motion, timestamp: time))
    }

    /// Continuous scrolling from a touchpad (`dx`, `dy` in points): a `WheelEvent` of the
    /// `.continuous` type, the last of its gesture when the platform reports the fingers lifted.
    func handleSmoothScroll(
        dx: CGFloat, dy: CGFloat, phase: ScrollPhase, modifiers: KeyModifiers, at location: CGPoint,
        in window: UIWindow, time: TimeInterval
    ) {
        guard !window.isHidden, window.isUserInteractionEnabled else { return }
        guard let motion = WheelEvent.smoothMotion(dx: dx, dy: dy, modifiers: modifiers) else {
            if phase == .ended { endWheelGesture() }
            return
        }
        sendEvent(
            WheelEvent(
                window: window, location: location, motion: motion, scrollType: .continuous,
                endsGesture: phase == .ended, timestamp: time))
    }

    /// Ends the wheel gesture in progress: a press begins a touch, so the scrolling is over.
    func endWheelGesture() {
        wheelGesture?.end()
        wheelGesture = nil
    }
}
