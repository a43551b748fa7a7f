/// Types of the controller API that ported code overrides or sets but a desktop window has no use
/// for: the status bar and device orientation.

/// The style of the status bar a controller asks for; there is no status bar on a desktop.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// How the status bar comes and goes; kept for ported code.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}

/// A device orientation an interface can take; a desktop window is always `.portrait` by this
/// measure (resizing is reported as `viewWillTransition(to:with:)` instead).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3
}

/// A set of interface orientations.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
