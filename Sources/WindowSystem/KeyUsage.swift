/// A key as a USB HID usage: which key was pressed, named by where it sits on a US keyboard, whatever
/// the layout and the modifiers held. Backends translate their own key codes into these, so nothing
/// above the platform sees a keysym or a scan code.
///
/// The raw value is a HID extended usage: the usage page in the high 16 bits, the usage in the low
/// 16. Keys of the keyboard/keypad page (0x07) carry the usage UIKit reports as `UIKeyboardHIDUsage`;
/// media keys are on the consumer page (0x0C).
public struct KeyUsage: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The usage page: `keyboardPage` or `consumerPage` for the keys backends report.
    public var page: UInt16 { UInt16(truncatingIfNeeded: rawValue >> 16) }
    /// The usage within its page.
    public var usage: UInt16 { UInt16(truncatingIfNeeded: rawValue) }

    public static let keyboardPage: UInt16 = 0x07
    public static let consumerPage: UInt16 = 0x0C

    /// A key of the keyboard/keypad page; `usage` is the value of UIKit's `UIKeyboardHIDUsage`.
    public static func keyboard(_ usage: UInt16) -> KeyUsage {
        KeyUsage(rawValue: UInt32(keyboardPage) << 16 | UInt32(usage))
    }

    /// A key of the consumer page (media keys).
    public static func consumer(_ usage: UInt16) -> KeyUsage {
        KeyUsage(rawValue: UInt32(consumerPage) << 16 | UInt32(usage))
    }

    /// A key the backend cannot place on the keyboard (the keyboard page's `ErrorUndefined`).
    public static let undefined = keyboard(0x03)

    /// Play/Pause.
    public static let playPause = consumer(0xCD)
    public static let pause = consumer(0xB1)
    public static let stop = consumer(0xB7)
    /// Scan Next Track.
    public static let nextTrack = consumer(0xB5)
    /// Scan Previous Track.
    public static let previousTrack = consumer(0xB6)

    public var description: String { "0x" + String(page, radix: 16) + ":0x" + String(usage, radix: 16) }
}
