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
    /// The scenes connected now: one window scene once launched, and one more for each window a scene
    /// request opened (UIApplication+Scenes.swift).
    public var connectedScenes: Set<UIScene> { Set(scenes) }
    /// The sessions of the scenes open now; closing a scene's window discards its session.
    public var openSessions: Set<UISceneSession> { Set(scenes.map(\.session)) }
    /// Whether the app may show several scenes: Info.plist's `UIApplicationSceneManifest` →
    /// `UIApplicationSupportsMultipleScenes` when Foundation finds one, else what
    /// `UIApplication.sceneManifestSupportsMultipleScenes` (Casement's extension) says.
    public var supportsMultipleScenes: Bool {
        let manifest = Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") as? [String: Any]
        return manifest?["UIApplicationSupportsMultipleScenes"] as? Bool ?? Self.sceneManifestSupportsMultipleScenes
    }

    var backend: DisplayBackend?
    /// The connected scenes in the order they connected (the launch scene first).
    var scenes: [UIScene] = []
    var iconImage: UIImage?
    /// `iconImage` in the sizes windows give the window manager.
    var platformIcons: [WindowIcon] = []
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
    /// The tooltip window, made when the first tooltip shows (`UIToolTipInteraction`).
    var toolTipWindow: ToolTipWindow?
    /// The drag in progress, if any (DragAndDrop/DragSession.swift): the desktop has one pointer.
    var dragSession: DragSession?
    /// The main menu and its bar (Menus/MainMenu).
    lazy var mainMenu = MainMenu()

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

    // MARK: - Scenes (UIApplication+Scenes.swift)

    /// Asks for a scene: `sceneSession` brings that open session's window forward; nil connects a new
    /// scene, which needs `supportsMultipleScenes` (else `errorHandler` gets
    /// `UISceneError.Code.multipleScenesNotSupported`). A session that is not open is refused.
    open func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        activateScene(sceneSession, userActivity: userActivity, options: options, errorHandler: errorHandler)
    }

    /// iOS 17's form of `requestSceneSessionActivation`: the request names a session, or a role for a new one.
    open func activateSceneSession(
        for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil
    ) {
        activateScene(for: request, errorHandler: errorHandler)
    }

    /// Closes an open session's scene and discards the session.
    open func requestSceneSessionDestruction(
        _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        destroySession(sceneSession, options: options, errorHandler: errorHandler)
    }

    // MARK: - The main menu's application commands (UIApplication+MainMenu.swift)

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        handlesMainMenuAction(action) || super.canPerformAction(action, withSender: sender)
    }

    @discardableResult
    open override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) -> Bool {
        performMainMenuAction(action) || super.perform(action, withSender: sender, for: event)
    }

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
