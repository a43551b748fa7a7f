import WindowSystem

/// The app: its delegate, windows, scenes and state, and the first stop for every event.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    public enum State: Int, Sendable {
        case active
        case inactive
        case background
    }

    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }

    static var instance: UIApplication?

    /// The one application object; it exists from the first use.
    public class var shared: UIApplication {
        if let instance { return instance }
        let created = UIApplication()
        instance = created
        return created
    }

    /// The delegate; the application keeps the one `UIApplicationMain` created alive.
    open weak var delegate: UIApplicationDelegate? {
        didSet { retainedDelegate = delegate }
    }

    private var retainedDelegate: UIApplicationDelegate?
    public internal(set) var applicationState: State = .inactive
    /// The scenes connected now: one window scene once launched.
    public internal(set) var connectedScenes: Set<UIScene> = []
    public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }
    public var supportsMultipleScenes: Bool { false }

    var backend: DisplayBackend?
    var environment: [String: String] = [:]
    /// Every window alive, weakly, in creation order.
    var allWindows: [Weak<UIWindow>] = []
    weak var keyWindowStorage: UIWindow?
    let pointerCursor = PointerCursorTracker()
    var stackingCounter = 0
    var afterCommit: [@MainActor () -> Void] = []
    package var exitHandler: @MainActor (Int32) -> Void = { code in exit(code) }
    weak var focusedWindow: UIWindow?
    /// The window `makeKey` last asked the platform to focus, until its focus arrives.
    weak var pendingFocusRequest: UIWindow?
    var readyFilePending: String?
    var terminating = false
    /// The touches in progress: the primary mouse button's while it is down, and each finger's.
    /// While there are any, the run loop is tracking: display links in `.tracking` mode fire instead of `.default` ones.
    var touchesInProgress: [TouchSource: UITouch] = [:] {
        didSet { DisplayLinkRunLoop.isTracking = !touchesInProgress.isEmpty }
    }
    /// The key presses in progress, by key, from press to release.
    var pressesInProgress: [KeyUsage: UIPress] = [:]
    /// Keys whose press ran a key command, so their release is swallowed too.
    var consumedKeys: Set<KeyUsage> = []
    /// The last completed tap, for counting multiple taps.
    /// Opens URLs in place of the desktop's `xdg-open` when set (tests).
    var urlOpener: ((URL) -> Bool)?
    /// The modifier keys held at the last pointer event, for the touch events it makes.
    var pointerModifierFlags: UIKeyModifierFlags = []
    var lastTap: (window: UIWindow, location: CGPoint, time: TimeInterval, count: Int)?
    /// The wheel gesture in progress, until it ends.
    var wheelGesture: WheelGesture?
    /// The menu popup on screen (a button's menu), at most one.
    var menuPopup: MenuPopup?
    /// The context menu open in the popup (`ContextMenuPresenter`).
    var contextMenuPresenter: ContextMenuPresenter?

    public override init() {
        super.init()
    }

    /// The app's windows, back to front (by level, then by when they were shown or made key).
    open var windows: [UIWindow] {
        allWindows.compactMap(\.value).sorted(by: UIApplication.isBelow)
    }

    /// The key window: the one receiving keyboard events.
    open var keyWindow: UIWindow? { keyWindowStorage }

    open override var next: UIResponder? { delegate as? UIResponder }

    /// Routes an event to the windows it belongs to: touches to the windows they began in, wheel
    /// events to the window under the pointer, other events to the key window. Each window
    /// delivers it to its views.
    open func sendEvent(_ event: UIEvent) {
        if let wheel = event as? WheelEvent { return wheel.window.sendEvent(event) }
        guard let touches = event.allTouches else {
            keyWindow?.sendEvent(event)
            return
        }
        var windows: [UIWindow] = []
        for touch in touches {
            if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.sendEvent(event) }
    }
}
