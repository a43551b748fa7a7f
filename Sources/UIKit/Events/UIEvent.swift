/// An event delivered through `UIApplication.sendEvent(_:)`.
@MainActor
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
    }

    open var type: EventType { .touches }
    open var subtype: EventSubtype { .none }
    /// When the event happened, in `CACurrentMediaTime()` seconds.
    open var timestamp: TimeInterval { 0 }
}
