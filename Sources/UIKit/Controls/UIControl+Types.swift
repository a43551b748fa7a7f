extension UIControl {
    /// The kinds of event a control sends to its targets, with UIKit's bit values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch began in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch began in the control with a tap count above one.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The touch moved within the control's (enlarged) tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The touch moved outside the control's (enlarged) tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The touch moved back into the tracking area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The touch moved out of the tracking area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The touch ended inside the tracking area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The touch ended outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: a button's tap (sent with `touchUpInside`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, from `isEnabled`, `isHighlighted`, `isSelected` and focus.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}

/// Where a control lays out its content across its width.
public enum UIControlContentHorizontalAlignment: Int, Sendable {
    case center = 0
    case left = 1
    case right = 2
    case fill = 3
    case leading = 4
    case trailing = 5
}

/// Where a control lays out its content down its height.
public enum UIControlContentVerticalAlignment: Int, Sendable {
    case center = 0
    case top = 1
    case bottom = 2
    case fill = 3
}

extension UIControl {
    public typealias ContentHorizontalAlignment = UIControlContentHorizontalAlignment
    public typealias ContentVerticalAlignment = UIControlContentVerticalAlignment
}
