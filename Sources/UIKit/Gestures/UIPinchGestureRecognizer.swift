/// A continuous recognizer of two fingers pinching, reporting `scale` and `velocity`. The mouse
/// makes one touch only, so from it this recognizer never begins: it fails when the touch ends.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The distance between the fingers relative to when the gesture began; 1 by default.
    open var scale: CGFloat = 1
    /// Scale change per second.
    open internal(set) var velocity: CGFloat = 0

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        scale = 1
        velocity = 0
    }
}

/// A continuous recognizer of two fingers turning, reporting `rotation` (radians) and `velocity`.
/// The mouse makes one touch only, so from it this recognizer never begins: it fails when the touch ends.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Radians turned since the gesture began; 0 by default.
    open var rotation: CGFloat = 0
    /// Radians per second.
    open internal(set) var velocity: CGFloat = 0

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        rotation = 0
        velocity = 0
    }
}
