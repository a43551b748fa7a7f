/// One instance of the app's user interface and its activation state.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the scene was connected with; Casement connects with no URLs or activities.
    public final class ConnectionOptions: Sendable {
        init() {}
    }

    public let session: UISceneSession
    public internal(set) var activationState: ActivationState = .unattached
    /// The delegate created from the session's configuration; the scene keeps it alive.
    open var delegate: UISceneDelegate?
    open var title: String?

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    open override var next: UIResponder? { UIApplication.shared }

    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")
}

/// A scene that shows windows on a screen.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    open var screen: UIScreen { .main }

    /// The app's windows in this scene, back to front.
    open var windows: [UIWindow] {
        UIApplication.shared.windows.filter { $0.windowScene === self }
    }

    open var keyWindow: UIWindow? {
        UIApplication.shared.keyWindow.flatMap { $0.windowScene === self ? $0 : nil }
    }
}
