/// An event delivered through `UIApplication.sendEvent(_:)`: for touches, the set of touches in
/// progress, each in its current phase.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches
        case motion
        case remoteControl
        case presses
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
    }

    private let eventType: EventType
    private let eventSubtype: EventSubtype
    private let eventTimestamp: TimeInterval
    private let eventTouches: Set<UITouch>
    private let eventModifierFlags: UIKeyModifierFlags

    init(
        type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval, touches: Set<UITouch> = [],
        modifierFlags: UIKeyModifierFlags = []
    ) {
        eventType = type
        eventSubtype = subtype
        eventTimestamp = timestamp
        eventTouches = touches
        eventModifierFlags = modifierFlags
        super.init()
    }

    open var type: EventType { eventType }
    open var subtype: EventSubtype { eventSubtype }
    /// When the event happened, in `CACurrentMediaTime()` seconds.
    open var timestamp: TimeInterval { eventTimestamp }
    /// The modifier keys held when the event happened (Shift for a Shift+click).
    open var modifierFlags: UIKeyModifierFlags { eventModifierFlags }

    /// Every touch of the event, or nil for events that are not about touches.
    open var allTouches: Set<UITouch>? { eventType == .touches ? eventTouches : nil }

    /// The touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view }
    }

    /// The touches that began in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches?.filter { $0.window === window }
    }
}
