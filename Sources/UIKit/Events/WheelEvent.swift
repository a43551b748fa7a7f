import WindowSystem

/// One notch of the mouse wheel, as UIKit delivers it: a `.scroll` event for pan recognizers, or,
/// with Ctrl held, a `.transform` event for pinch (Ctrl) and rotation (Shift+Ctrl) recognizers —
/// the events iOS sends for indirect input when `UIApplicationSupportsIndirectInputEvents` is set.
/// It goes through `UIApplication.sendEvent(_:)` to the window under the pointer, whose
/// `sendEvent(_:)` hands it to the recognizers (see `WheelGesture`).
final class WheelEvent: UIEvent {
    /// What a notch does to the recognizer it drives.
    enum Motion: Equatable {
        /// Adds to a pan's translation, in window points.
        case translation(CGPoint)
        /// Multiplies a pinch's scale.
        case scale(CGFloat)
        /// Adds to a rotation, in radians (positive is clockwise).
        case rotation(CGFloat)
    }

    /// How far a notch scrolls: a finger dragging this many points.
    static let pointsPerNotch: CGFloat = 10
    /// How much a Ctrl+wheel notch away from the user zooms in (towards the user divides by it).
    static let scalePerNotch: CGFloat = 1.1
    /// How far a Shift+Ctrl+wheel notch turns: 5°, clockwise for a notch away from the user.
    static let anglePerNotch: CGFloat = .pi / 36

    /// The window the pointer is over.
    let window: UIWindow
    /// Where the pointer is, in the window's coordinates.
    let location: CGPoint
    let motion: Motion
    /// Notches of a wheel, or the continuous motion of a touchpad.
    let scrollType: UIScrollType
    /// Whether the platform reported the touchpad's fingers lifted with this event: the gesture ends
    /// now, and what it drives may move on with its velocity.
    let endsGesture: Bool

    init(
        window: UIWindow, location: CGPoint, motion: Motion, scrollType: UIScrollType = .discrete,
        endsGesture: Bool = false, timestamp: TimeInterval
    ) {
        self.window = window
        self.location = location
        self.motion = motion
        self.scrollType = scrollType
        self.endsGesture = endsGesture
        if case .translation = motion {
            super.init(type: .scroll, timestamp: timestamp)
        } else {
            super.init(type: .transform, timestamp: timestamp)
        }
    }

    /// What a notch means, as desktops read it: on its own it scrolls (a notch away from the user
    /// moves the content down, as a finger dragging down does; a tilt to the left moves it right);
    /// Shift turns vertical notches into horizontal ones; Ctrl zooms and Shift+Ctrl turns, by
    /// vertical notches only (nil for a horizontal one). `dx`, `dy` are as in
    /// `PointerEvent.Kind.scroll`: positive `dy` is towards the user.
    static func motion(dx: Double, dy: Double, modifiers: KeyModifiers) -> Motion? {
        if modifiers.contains(.control) {
            guard dy != 0 else { return nil }
            let notches = CGFloat(-dy)
            return modifiers.contains(.shift)
                ? .rotation(notches * anglePerNotch) : .scale(pow(scalePerNotch, notches))
        }
        let (x, y) = modifiers.contains(.shift) && dx == 0 ? (dy, 0) : (dx, dy)
        return .translation(CGPoint(x: CGFloat(-x) * pointsPerNotch, y: CGFloat(-y) * pointsPerNotch))
    }

    /// What continuous scrolling by `dx`, `dy` points means: it moves the content with the fingers
    /// (no Shift swap: a touchpad scrolls sideways by itself); with Ctrl, every `pointsPerNotch`
    /// zooms as a notch does.
    static func smoothMotion(dx: CGFloat, dy: CGFloat, modifiers: KeyModifiers) -> Motion? {
        if modifiers.contains(.control) {
            guard dy != 0 else { return nil }
            return .scale(pow(scalePerNotch, -dy / pointsPerNotch))
        }
        guard dx != 0 || dy != 0 else { return nil }
        return .translation(CGPoint(x: -dx, y: -dy))
    }
}
