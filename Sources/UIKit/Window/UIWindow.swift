import WindowSystem

/// A top-level window: one platform window (an X11 top-level) showing a view hierarchy.
///
/// `frame` is in screen points and its origin is the window's position on the screen. A new window
/// is hidden; `makeKeyAndVisible()` shows it. The app holds windows weakly, as UIKit does: keep a
/// reference (for example the app delegate's `window`) for as long as the window should exist.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The platform window, created when first needed (an app must be running).
    package internal(set) var platformWindow: PlatformWindow?
    package internal(set) var host: LayerHost?
    /// The window's first responder: the start of the chain for keys and nil-targeted actions.
    weak var firstResponder: UIResponder? {
        didSet {
            guard firstResponder !== oldValue else { return }
            textInput.setNeedsUpdate()
            ATSPIBridge.focusDidChange(from: oldValue, to: firstResponder)
        }
    }
    /// Bumped when shown or made key: among equal levels the highest stamp is on top.
    var stackingStamp = 0
    /// The view with keyboard focus and its ring (Focus/KeyboardFocus.swift).
    let focusState = FocusState()
    /// The window's link to the input method (Window/WindowTextInput.swift).
    let textInput = WindowTextInput()
    /// The frame last reported by the platform, so applying it does not echo back.
    var applyingPlatformFrame = false
    /// Rounded corners cut from the platform window itself (in points), so that what is beneath shows
    /// there: for popups drawn as rounded cards (alerts, menus). Not UIKit API.
    var platformCornerRadius: CGFloat = 0 {
        didSet { platformWindow?.setCornerRadius(platformCornerPixels) }
    }
    /// Whether the window asks for attention (`UIWindow+WindowManager.swift`).
    var demandsAttentionStorage = false
    /// What the platform window is to the desktop; tooltips override it.
    var platformKind: WindowConfiguration.Kind { .normal }
    /// The main menu's bar across the window's top, while the app has a main menu (`UIWindow+MenuBar.swift`).
    var menuBar: MenuBarView?
    var platformCornerPixels: Int { Int((platformCornerRadius * screen.scale).rounded()) }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.isHidden = true
        UIApplication.shared.register(self)
    }

    /// Creates a window for the scene, filling the screen as it does on iOS.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.frameForWindows)
        layer.isHidden = true
        self.windowScene = windowScene
        UIApplication.shared.register(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.isHidden = true
        UIApplication.shared.register(self)
    }

    /// Destroys the platform window. Not an `isolated deinit`: the compiler rejects those in
    /// `@preconcurrency` classes. Windows die on the main thread, where the platform lives.
    deinit {
        guard MainThread.isCurrent else { return }
        MainActor.assumeIsolated {
            host?.detach()
            platformWindow?.destroy()
        }
    }

    open weak var windowScene: UIWindowScene?
    /// The scene's screen; a window without a scene is on the screen holding most of it.
    open var screen: UIScreen {
        if let windowScene { return windowScene.screen }
        if let placedScreen, UIScreen.connected.contains(where: { $0 === placedScreen }) { return placedScreen }
        return .main
    }
    /// For a window without a scene: the screen it was last found on.
    var placedScreen: UIScreen?

    open override var window: UIWindow? { self }

    /// The application: the responder chain goes from a window to the application.
    open override var next: UIResponder? { UIApplication.shared }

    /// The window's own undo manager, which its responders share; made when first asked for.
    open override var undoManager: UndoManager? {
        if ownUndoManager == nil { ownUndoManager = UndoManager() }
        return ownUndoManager
    }

    private var ownUndoManager: UndoManager?

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            frameDidChange()
        }
    }

    open var windowLevel: UIWindow.Level = .normal {
        didSet { if windowLevel != oldValue { UIApplication.shared.restackWindows() } }
    }

    /// The controller whose view fills the window and follows its size.
    open var rootViewController: UIViewController? {
        didSet { rootViewControllerDidChange(from: oldValue) }
    }

    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            super.isHidden = newValue
            newValue ? didHide() : didShow()
        }
    }

    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window, asking the platform for keyboard focus.
    open func makeKey() {
        UIApplication.shared.setKeyWindow(self)
        guard let platform else { return }
        UIApplication.shared.pendingFocusRequest = self
        platform.requestFocus()
    }

    /// Called when the window became the key window; `didBecomeKeyNotification` follows.
    open func becomeKey() {}

    /// Called when the window stopped being the key window; `didResignKeyNotification` follows.
    open func resignKey() {}

    // MARK: - The main menu's window commands and bar (UIWindow+MenuBar.swift)

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        handlesWindowMenuAction(action) || super.canPerformAction(action, withSender: sender)
    }

    @discardableResult
    open override func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) -> Bool {
        performWindowMenuAction(action) || super.perform(action, withSender: sender, for: event)
    }

    open override func validate(_ command: UICommand) {
        super.validate(command)
        if command.action == StandardMainMenu.toggleFullScreen, windowScene?.isFullScreen == true {
            command.title = "Exit Full Screen"
        }
    }

    /// A press is beginning in another window of the app; true when this window takes it instead
    /// (an open popup closes, and the press goes no further). Windows take none by default.
    func takesPress(inOtherWindow window: UIWindow) -> Bool {
        false
    }

    /// Delivers an event to the window's views: each touch to the view it began in, through
    /// `touchesBegan`/`Moved`/`Ended`/`Cancelled` by phase; key presses and remote-control events to
    /// the first responder (the window itself when there is none), whence they walk the chain;
    /// wheel events (`.scroll`, `.transform`) to the gesture recognizers under the pointer.
    open func sendEvent(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent {
            deliverPresses(presses)
        } else if let wheel = event as? WheelEvent {
            deliverWheel(wheel)
        } else if event.type == .remoteControl {
            (firstResponder ?? self).remoteControlReceived(with: event)
        } else if let touches = event.touches(for: self) {
            deliverTouches(touches, with: event)
        }
    }
}
