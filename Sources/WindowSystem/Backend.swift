import CoreGraphics

/// What a new platform window looks like; every field but `kind` can change later through `PlatformWindow`.
public struct WindowConfiguration: Sendable, Equatable {
    /// What the window is to the desktop.
    public enum Kind: Sendable, Equatable {
        /// A window the window manager manages: decorated, focusable, movable.
        case normal
        /// A tooltip: placed exactly where asked, undecorated, never focused, outside the window
        /// manager's control (X11: override-redirect, `_NET_WM_WINDOW_TYPE_TOOLTIP`).
        case tooltip
    }

    /// Position and size on the screen, in pixels.
    public var frame: PixelRect
    public var title: String
    /// The application's class, used for `WM_CLASS`.
    public var applicationName: String
    public var kind: Kind

    public init(frame: PixelRect, title: String, applicationName: String, kind: Kind = .normal) {
        self.frame = frame
        self.title = title
        self.applicationName = applicationName
        self.kind = kind
    }
}

/// How a window asks a window manager to stack it, derived from `UIWindow.windowLevel`.
public enum WindowStackingHint: Sendable, Equatable {
    case normal
    /// Kept above normal windows (`_NET_WM_STATE_ABOVE`).
    case above
    /// Above and tied to another window of the app (`WM_TRANSIENT_FOR`), for alerts.
    case transient(for: WindowID)
}

/// A top-level window of the platform, owned by UIKit's `UIWindow`.
///
/// All methods must be called on the main actor. A window starts unmapped.
@preconcurrency @MainActor
public protocol PlatformWindow: AnyObject {
    var id: WindowID { get }
    /// Where the window is on the screen, in pixels, as last configured or reported.
    var frame: PixelRect { get }
    /// Whether the window is mapped (viewable) right now.
    var isMapped: Bool { get }
    /// Refresh rate in hertz of the output holding the window, or 0 when unknown.
    var refreshRate: Double { get }

    func setTitle(_ title: String)
    /// Moves and resizes the window; a `.configured` event follows.
    func setFrame(_ frame: PixelRect)
    func show()
    func hide()
    /// Asks for keyboard focus; deferred until the window is viewable. `.focusChanged` follows.
    func requestFocus()
    func setStackingHint(_ hint: WindowStackingHint)
    /// Shows `cursor` while the pointer is over the window; a window starts with `.arrow`. Setting the
    /// cursor it already has does nothing.
    func setCursor(_ cursor: PointerCursor)
    /// Clips the window to a rounded rectangle of its size with corners of `radius` pixels, so that
    /// the corners show what is beneath (0: the whole rectangle). Kept through resizes.
    func setCornerRadius(_ radius: Int)
    /// Keeps the window's size within `limits` when the user resizes it (the window manager does).
    func setSizeLimits(_ limits: WindowSizeLimits)
    /// Asks the window manager to show the window over the whole screen without decorations, or to
    /// bring it back to its frame (EWMH `_NET_WM_STATE_FULLSCREEN`); `.configured` follows.
    func setFullScreen(_ fullScreen: Bool)
    /// The app's icon in several sizes (largest first is not required); empty removes it.
    func setIcon(_ icons: [WindowIcon])
    /// Marks the window as wanting the user's attention (a task bar flashes it) until cleared.
    func setDemandsAttention(_ demands: Bool)

    /// The app edits text in this window (a text-input responder became first responder): while the
    /// window has the keyboard focus, the input method composes for it and reports `.textInput` events.
    /// Without it, keys still type through the platform's compose and dead-key handling.
    func beginTextInput()
    /// The app stopped editing text in this window; the input method forgets any composition.
    func endTextInput()
    /// The input method drops the text it is composing without committing it: the app has already
    /// kept or removed the marked text itself (the user moved the caret with the mouse, say).
    func resetTextInput()
    /// The caret's rectangle in window pixels, where the input method places its candidate window;
    /// called again whenever the caret moves.
    func setTextInputRect(_ rect: PixelRect)

    /// Returns a context over the window's pixels at its current size, ready for painting the next frame.
    ///
    /// The context's origin is the window's top-left corner with y down, in pixels. Its contents are
    /// what was painted before (the compositor repaints only damage). Must not be kept across frames.
    func beginFrame() -> CGContext
    /// Shows what was painted since `beginFrame`: first moves the pixels the window shows, as `moves`
    /// say and in their order (scrolled content, which the painter moved the same way in the context),
    /// then shows the context's pixels inside `damage` (window pixels).
    ///
    /// A move takes no pixels from the context: where the window already shows them, it moves them
    /// (an X server copies them itself), so a scrolling frame sends only the strip scrolled into view.
    func present(_ damage: [PixelRect], moves: [PixelMove])
    /// Removes the window from the screen for good; the object must not be used afterwards.
    func destroy()
}

/// A display connection: creates windows, reports their events, and owns the run loop and clock.
///
/// One backend serves a process. All methods must be called on the main actor.
@preconcurrency @MainActor
public protocol DisplayBackend: AnyObject {
    /// The primary screen.
    var screen: ScreenDescription { get }
    /// Every screen of the desktop, the primary one included; `.screensChanged` reports each change.
    var screens: [ScreenDescription] { get }
    /// Time, timers and the end-of-turn hook that drive the update cycle.
    var scheduler: Scheduler { get }
    /// Receives every event; set once by the application before windows are created.
    var eventHandler: ((PlatformEvent) -> Void)? { get set }
    /// The clipboard and the primary selection, shared with other apps.
    var selections: SelectionService { get }
    /// The desktop's appearance and text size preferences as last read; `.desktopSettingsChanged`
    /// reports each change.
    var desktopSettings: DesktopSettings { get }
    /// Drags to and from other apps; nil when the platform has no drag and drop between apps.
    var dragAndDrop: DragAndDropService? { get }
    /// The address of the desktop's accessibility bus when the display announces one (X11: the root
    /// window's `AT_SPI_BUS`, which AT-SPI's bus launcher sets), else nil. Read when asked.
    var accessibilityBusAddress: String? { get }

    func makeWindow(_ configuration: WindowConfiguration) -> PlatformWindow
    /// Stacks the given windows of this app in this order, topmost first, directly on top of each other.
    func restack(topmostFirst windows: [PlatformWindow])
    /// Sends pending requests to the display and waits until it has handled them.
    func synchronize()
    /// Runs the main run loop for ever.
    func run() -> Never
    /// Makes the frame clock of the backend's screen, ticking at its vblanks: the app makes one.
    func makeFrameClock() -> FrameClock
}

extension DisplayBackend {
    /// A backend that knows one screen.
    public var screens: [ScreenDescription] { [screen] }

    /// A backend without drag and drop between apps.
    public var dragAndDrop: DragAndDropService? { nil }
    /// A display that announces no accessibility bus.
    public var accessibilityBusAddress: String? { nil }

    /// A clock on absolute deadlines at the screen's refresh rate (60 Hz when unknown), on the scheduler.
    public func makeFrameClock() -> FrameClock {
        FrameClock(scheduler: scheduler, refreshRate: screen.refreshRate)
    }
}
