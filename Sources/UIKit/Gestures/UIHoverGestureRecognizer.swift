/// A continuous recognizer of the pointer over its view with the button up: it begins when the
/// pointer enters the view (or a subview), changes as it moves there, and ends when it leaves or
/// the button goes down. It sees no touches; `location(in:)` is where the pointer is.
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The hover recognizers that have begun, weakly.
    static var hovering: [Weak<UIHoverGestureRecognizer>] = []

    /// Pointer motion with the button up at `location` (window coordinates) in `window`: begins,
    /// changes and ends the hover recognizers of the view under the pointer and its ancestors.
    static func pointerMoved(to location: CGPoint, in window: UIWindow?) {
        var under: [UIHoverGestureRecognizer] = []
        var current = window.flatMap { $0.hitTest(location, with: nil) }
        while let view = current {
            under += view.gestureRecognizerStorage.compactMap { $0 as? UIHoverGestureRecognizer }.filter(\.isEnabled)
            current = view.superview
        }
        let previous = hovering.compactMap(\.value)
        for recognizer in previous where !under.contains(where: { $0 === recognizer }) {
            recognizer.lastLocation = (window, location)
            if recognizer.state == .began || recognizer.state == .changed { recognizer.state = .ended }
        }
        for recognizer in under {
            recognizer.lastLocation = (window, location)
            switch recognizer.state {
            case .possible: recognizer.state = .began
            case .began, .changed: recognizer.state = .changed
            default: break
            }
        }
        hovering = under.filter { $0.state == .began || $0.state == .changed }.map { Weak($0) }
    }
}
