/// Where a scroll comes from: a wheel that turns in notches, or a surface that reports every bit
/// of motion.
public enum UIScrollType: UInt, Sendable {
    /// Notches of a mouse wheel (X buttons 4–7, or a wheel's scroll valuator through XInput 2).
    case discrete = 0
    /// Smooth motion from a touchpad (XInput 2 scroll valuators), one to one.
    case continuous = 1
}

/// The kinds of scrolling a pan recognizer follows (`UIPanGestureRecognizer.allowedScrollTypesMask`).
public struct UIScrollTypeMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Scrolling by notches, as a mouse wheel does.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
    /// Smooth scrolling, as a touchpad does.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << UIScrollType.continuous.rawValue)
    /// Either kind of scrolling.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
