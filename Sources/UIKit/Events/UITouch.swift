/// One finger on the screen — a finger on a touchscreen, or the primary mouse button while it is
/// down: where it is, in what phase, and which view and window it began in (fixed for its whole
/// life, as on iOS).
@preconcurrency @MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable {
        case began
        case moved
        case stationary
        case ended
        case cancelled
    }

    public enum TouchType: Int, Sendable {
        case direct
        case indirect
        case pencil
        case indirectPointer
    }

    public internal(set) var phase: Phase
    /// When the touch last changed, in `CACurrentMediaTime()` seconds.
    public internal(set) var timestamp: TimeInterval
    /// Clicks in quick succession at nearly the same place count up: 1 for a single tap, 2 for a double…
    public internal(set) var tapCount: Int
    /// The view the touch began in (the hit-test result), or nil when none was hit.
    public internal(set) var view: UIView?
    public internal(set) weak var window: UIWindow?
    public var type: TouchType { .direct }
    /// A mouse has no force.
    public var force: CGFloat { 0 }
    public var maximumPossibleForce: CGFloat { 0 }
    /// How big the touch is: a constant 4 points for the mouse pointer, 20 for a finger.
    public let majorRadius: CGFloat
    public var majorRadiusTolerance: CGFloat { 0 }

    /// Where the touch is and was, in the window's coordinates.
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// The recognizers the touch goes to, found when it began (see `UIWindow.deliverTouches`).
    var gestureRecognizerList: [UIGestureRecognizer] = []
    /// What the view has been sent of the touch, and what recognizers hold back.
    var viewDelivery = ViewDelivery()
    /// Whether the mouse made the touch (its button held), rather than a finger: text views select
    /// with a mouse drag where a finger drag scrolls.
    var isFromMouse = false

    /// The recognizers receiving this touch, or nil when none does.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        gestureRecognizerList.isEmpty ? nil : gestureRecognizerList
    }

    init(
        window: UIWindow, view: UIView?, location: CGPoint, timestamp: TimeInterval, tapCount: Int,
        majorRadius: CGFloat = 4
    ) {
        self.majorRadius = majorRadius
        self.window = window
        self.view = view
        locationInWindow = location
        previousLocationInWindow = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        phase = .began
        super.init()
    }

    /// Where the touch is, in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        convert(locationInWindow, to: view)
    }

    /// Where the touch was at its previous event, in `view`'s coordinates (nil: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousLocationInWindow, to: view)
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        if view.window === window { return view.convert(point, from: nil) }
        return view.convert(window.convert(point, to: view.window), from: nil)
    }
}
