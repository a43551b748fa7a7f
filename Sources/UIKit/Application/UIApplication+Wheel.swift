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

    /// Ends the wheel gesture in progress: a press begins a touch, so the scrolling is over.
    func endWheelGesture() {
        wheelGesture?.end()
        wheelGesture = nil
    }
}
