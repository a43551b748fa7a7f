/// Identifies a platform window for the lifetime of its backend (an X window id, or a counter headless).
public struct WindowID: Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt

    public init(_ rawValue: UInt) {
        self.rawValue = rawValue
    }

    public var description: String { "0x" + String(rawValue, radix: 16) }
}

/// Keyboard modifiers held during an input event.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alternate = KeyModifiers(rawValue: 1 << 2)
    public static let command = KeyModifiers(rawValue: 1 << 3)
    public static let capsLock = KeyModifiers(rawValue: 1 << 4)
}

/// A mouse button press, release or motion, in window pixels.
public struct PointerEvent: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case down
        case up
        case moved
        /// Wheel notches (whole clicks of a mouse wheel, X buttons 4–7); positive `dy` scrolls the
        /// content up (the wheel turned towards the user), positive `dx` is a tilt to the right.
        case scroll(dx: Double, dy: Double)
        /// Continuous scrolling (a touchpad's two fingers, a high-resolution wheel through XInput 2
        /// scroll valuators) in window pixels, with the same signs as `scroll`: positive `dy` moves
        /// the view onto content further down. `.ended` comes when the platform reports the fingers
        /// lifted; X11 never does, so there the gesture ends when deltas stop coming.
        case smoothScroll(dx: Double, dy: Double, phase: ScrollPhase)
    }

    public var window: WindowID
    public var kind: Kind
    /// 1 = primary, 2 = middle, 3 = secondary; 0 for motion and scroll.
    public var button: Int
    public var location: PixelPoint
    public var modifiers: KeyModifiers
    /// Monotonic seconds (the backend scheduler's clock) when the event was received.
    public var timestamp: Double

    public init(
        window: WindowID, kind: Kind, button: Int, location: PixelPoint, modifiers: KeyModifiers,
        timestamp: Double
    ) {
        self.window = window
        self.kind = kind
        self.button = button
        self.location = location
        self.modifiers = modifiers
        self.timestamp = timestamp
    }
}

/// Where a continuous scroll is: the fingers moving, or lifted (momentum may follow in the app).
public enum ScrollPhase: Sendable, Equatable {
    case changed
    case ended
}

/// A finger on a touchscreen (XInput2 touch events), in window pixels with sub-pixel precision.
public struct TouchEvent: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        case began
        case moved
        case ended
        /// The platform took the touch away (another client claimed it): it did not really end.
        case cancelled
    }

    public var window: WindowID
    /// Identifies the finger from when it touches until it lifts; the platform may reuse it afterwards.
    public var touchID: UInt32
    public var phase: Phase
    public var x: Double
    public var y: Double
    public var modifiers: KeyModifiers
    /// Monotonic seconds (the backend scheduler's clock) when the event was received.
    public var timestamp: Double

    public init(
        window: WindowID, touchID: UInt32, phase: Phase, x: Double, y: Double, modifiers: KeyModifiers,
        timestamp: Double
    ) {
        self.window = window
        self.touchID = touchID
        self.phase = phase
        self.x = x
        self.y = y
        self.modifiers = modifiers
        self.timestamp = timestamp
    }
}

/// A key press or release: the key as a USB HID usage, and the text it types.
///
/// A held key repeats as further presses without releases in between. Characters are empty for keys
/// that type nothing (arrows, function keys, modifiers).
public struct KeyEvent: Sendable, Equatable {
    public var window: WindowID
    public var isDown: Bool
    /// Which key: the same usage from its press to its release, whatever modifiers change meanwhile.
    public var usage: KeyUsage
    /// What the key types with the modifiers held, as the input method produced it (compose and
    /// dead keys included): UIKit's `UIKey.characters`.
    public var characters: String
    /// What the key types without modifiers (letters in lowercase): UIKit's
    /// `UIKey.charactersIgnoringModifiers`, which key commands match against.
    public var charactersIgnoringModifiers: String
    public var modifiers: KeyModifiers
    /// Monotonic seconds (the backend scheduler's clock) when the event was received.
    public var timestamp: Double

    public init(
        window: WindowID, isDown: Bool, usage: KeyUsage, characters: String, charactersIgnoringModifiers: String,
        modifiers: KeyModifiers, timestamp: Double
    ) {
        self.window = window
        self.isDown = isDown
        self.usage = usage
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifiers = modifiers
        self.timestamp = timestamp
    }
}

/// What a backend reports about its windows and input, already translated out of the platform's terms.
public enum PlatformEvent: Sendable, Equatable {
    /// Part of the window must be painted again (window pixels).
    case exposed(WindowID, PixelRect)
    /// The window moved or changed size; `frame` is in screen pixels.
    case configured(WindowID, frame: PixelRect)
    /// The window gained or lost keyboard focus.
    case focusChanged(WindowID, focused: Bool)
    /// The window became viewable or stopped being viewable; `requested` is false when
    /// someone other than the app caused it (a window manager iconifying or restoring it).
    case mapChanged(WindowID, mapped: Bool, requested: Bool)
    /// The window manager asked the window to close (WM_DELETE_WINDOW).
    case closeRequested(WindowID)
    /// Another client destroyed the window: it is gone from the screen, and the platform window
    /// ignores every request from now on.
    case destroyed(WindowID)
    case pointer(PointerEvent)
    /// The window stopped getting the pointer while a button was down: another client took the grab.
    case pointerGrabLost(WindowID)
    case touch(TouchEvent)
    case key(KeyEvent)
    /// The input method composed or committed text for the window (see `TextInputEvent`); it comes only
    /// between the window's `beginTextInput()` and `endTextInput()`, except that a commit ending a
    /// composition may follow the end.
    case textInput(WindowID, TextInputEvent)
    /// Another client took the selection, or it went empty: its contents are no longer the app's.
    case selectionChanged(SelectionName)
    /// The desktop's appearance or text size preference changed (see `DisplayBackend.desktopSettings`).
    case desktopSettingsChanged(DesktopSettings)
    /// Screens were connected, disconnected, moved, resized or changed density (see
    /// `DisplayBackend.screens`, which holds the new list).
    case screensChanged([ScreenDescription])
    /// Another app's drag came over, moved over, left, or was dropped on the window.
    case externalDrag(WindowID, ExternalDragEvent)
}
