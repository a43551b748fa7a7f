/// A physical button press — here, a key on the keyboard — with its phase and key.
@preconcurrency @MainActor
open class UIPress: NSObject {
    public enum Phase: Int, Sendable {
        case began
        case changed
        case stationary
        case ended
        case cancelled
    }

    /// Which button: the arrows and page keys have their own types; every other key has a type of
    /// its own that is none of the named ones (as iOS reports keyboard keys). Like an imported
    /// `NS_ENUM`, switch over it with a `default` case.
    public struct PressType: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        public static let upArrow = PressType(rawValue: 0)
        public static let downArrow = PressType(rawValue: 1)
        public static let leftArrow = PressType(rawValue: 2)
        public static let rightArrow = PressType(rawValue: 3)
        public static let select = PressType(rawValue: 4)
        public static let menu = PressType(rawValue: 5)
        public static let playPause = PressType(rawValue: 6)
        public static let pageUp = PressType(rawValue: 30)
        public static let pageDown = PressType(rawValue: 31)

        /// A keyboard key with no named type: 2000 plus its HID usage.
        init(key: UIKey) {
            switch key.keyCode {
            case .keyboardUpArrow: self = .upArrow
            case .keyboardDownArrow: self = .downArrow
            case .keyboardLeftArrow: self = .leftArrow
            case .keyboardRightArrow: self = .rightArrow
            case .keyboardPageUp: self = .pageUp
            case .keyboardPageDown: self = .pageDown
            default: self.init(rawValue: 2000 + key.keyCode.rawValue)
            }
        }
    }

    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    /// The key pressed.
    public let key: UIKey?
    public var type: PressType { key.map(PressType.init(key:)) ?? .select }
    public var force: CGFloat { 0 }
    public internal(set) weak var window: UIWindow?
    public internal(set) var responder: UIResponder?
    /// The recognizers the press goes to, found when it began.
    var gestureRecognizerList: [UIGestureRecognizer] = []
    /// What the responder has been sent of the press.
    var responderDelivery = (begun: false, finished: false)

    /// The recognizers receiving the press, or nil when none does.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        gestureRecognizerList.isEmpty ? nil : gestureRecognizerList
    }

    init(key: UIKey, phase: Phase, timestamp: TimeInterval, window: UIWindow?) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
        self.window = window
        super.init()
    }
}

/// The presses of one key event.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    public let allPresses: Set<UIPress>

    init(presses: Set<UIPress>, timestamp: TimeInterval) {
        allPresses = presses
        super.init(type: .presses, timestamp: timestamp)
    }

    /// The presses `gesture` is receiving.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        allPresses.filter { press in press.gestureRecognizerList.contains { $0 === gesture } }
    }
}
