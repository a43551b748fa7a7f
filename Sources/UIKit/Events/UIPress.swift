/// A physical button press — here, a key on the keyboard — with its phase and key.
@MainActor
open class UIPress: NSObject {
    public enum Phase: Int, Sendable {
        case began
        case changed
        case stationary
        case ended
        case cancelled
    }

    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30
        case pageDown = 31
    }

    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    /// The key pressed.
    public let key: UIKey?
    public var type: PressType { .select }
    public var force: CGFloat { 0 }
    public internal(set) weak var window: UIWindow?
    public internal(set) var responder: UIResponder?

    init(key: UIKey, phase: Phase, timestamp: TimeInterval, window: UIWindow?) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
        self.window = window
        super.init()
    }
}

/// The presses of one key event.
@MainActor
open class UIPressesEvent: UIEvent {
    public let allPresses: Set<UIPress>

    init(presses: Set<UIPress>, timestamp: TimeInterval) {
        allPresses = presses
        super.init(type: .presses, timestamp: timestamp)
    }

    open func presses(for gesture: AnyObject) -> Set<UIPress> { [] }
}
