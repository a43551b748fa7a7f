/// One instance of the app's user interface and its activation state.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the scene was connected with: the user activities a scene request handed it (no URL
    /// contexts, shortcut items or notification responses on Linux).
    @preconcurrency @MainActor
    public final class ConnectionOptions: NSObject {
        public let userActivities: Set<NSUserActivity>

        init(userActivities: Set<NSUserActivity> = []) {
            self.userActivities = userActivities
            super.init()
        }
    }

    /// Options for a scene request: which scene asked (the new window opens over it).
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        open var requestingScene: UIScene?

        public override init() {
            super.init()
        }
    }

    public let session: UISceneSession
    public internal(set) var activationState: ActivationState = .unattached
    /// The delegate created from the session's configuration; the scene keeps it alive.
    open var delegate: UISceneDelegate?
    /// The scene's title: the title of its windows on the desktop (`_NET_WM_NAME`), changing live;
    /// while nil or empty a window shows its root controller's title, else the app's name.
    open var title: String? {
        didSet { if title != oldValue { titleDidChange() } }
    }

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    open override var next: UIResponder? { UIApplication.shared }

    func titleDidChange() {}

    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")
}
