/// A pan driven by the wheel (`WheelGesture`): the pointer stands still while the translation grows,
/// so the origin moves the other way; `setTranslation(_:in:)` keeps working because each notch adds
/// to whatever the translation reads now.
extension UIPanGestureRecognizer {
    /// Adds `delta` (window points) to the translation, with the pointer moving to `location` in its
    /// window, and makes `velocity` (window points per second) what `velocity(in:)` reports. Called
    /// before `lastLocation` moves to `location`.
    func scroll(by delta: CGPoint, to location: CGPoint, velocity: CGPoint, type: UIScrollType) {
        wheelScrollType = type
        let current = translation(in: nil)
        let translation = CGPoint(x: current.x + delta.x, y: current.y + delta.y)
        origin = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        windowVelocity = velocity
    }
}
