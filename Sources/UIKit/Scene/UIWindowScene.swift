/// A scene that shows windows on a screen: on the desktop, each window scene is a window of its own
/// (an X11 top-level), with the scene's title, size restrictions and full-screen state.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen holding most of the scene's window; it changes as the window moves between monitors.
    open var screen: UIScreen {
        if let placedScreen, UIScreen.connected.contains(where: { $0 === placedScreen }) { return placedScreen }
        return .main
    }
    /// The screen the scene's window was last found on; nil until it is found off the main screen.
    var placedScreen: UIScreen?

    /// The app's windows in this scene, back to front.
    open var windows: [UIWindow] {
        UIApplication.shared.windows.filter { $0.windowScene === self }
    }

    open var keyWindow: UIWindow? {
        UIApplication.shared.keyWindow.flatMap { $0.windowScene === self ? $0 : nil }
    }

    /// The sizes the scene's windows may be resized to; the window manager keeps them.
    open var sizeRestrictions: UISceneSizeRestrictions? { restrictions }
    private lazy var restrictions = UISceneSizeRestrictions(windowScene: self)

    /// Casement's extension: whether the scene's windows fill the screen without decorations
    /// (`_NET_WM_STATE_FULLSCREEN`, which the window manager carries out). Setting it asks for the
    /// change; Mac Catalyst has no API for it, and `sizeRestrictions.allowsFullScreen` false keeps it off.
    open var isFullScreen = false {
        didSet {
            if isFullScreen, sizeRestrictions?.allowsFullScreen == false { isFullScreen = false }
            guard isFullScreen != oldValue else { return }
            for window in windows where window.windowLevel <= .normal { window.applyFullScreen() }
        }
    }

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    override func titleDidChange() {
        for window in windows { window.updateTitle() }
    }

    func sizeRestrictionsDidChange() {
        for window in windows { window.applySizeLimits() }
    }
}
