import WindowSystem

/// Several window scenes, each shown in windows of its own (on X11, top-levels of their own).
///
/// A request for a new session connects a scene as iOS does: `application(_:configurationForConnecting:options:)`,
/// the scene delegate made from the configuration, `scene(_:willConnectTo:options:)` (where the
/// delegate makes and shows its window), `sceneWillEnterForeground`, then `sceneDidBecomeActive`
/// while the app is active. Destroying a session (the app's request, or the window manager closing
/// the scene's window while other scenes are open) goes back down: `sceneWillResignActive`,
/// `sceneDidEnterBackground`, the windows hidden, `sceneDidDisconnect`, then
/// `application(_:didDiscardSceneSessions:)`; the scene, its delegate and its windows are then freed.
extension UIApplication {
    /// Casement's extension standing in for Info.plist's `UIApplicationSupportsMultipleScenes`, which
    /// Linux executables do not carry: set it before launch (or in `willFinishLaunching`).
    public static var sceneManifestSupportsMultipleScenes = false

    /// Asks for a scene: `sceneSession` brings that open session's window forward; nil connects a new
    /// scene, which needs `supportsMultipleScenes` (else `errorHandler` gets
    /// `UISceneError.Code.multipleScenesNotSupported`).
    func activateScene(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)?
    ) {
        guard let sceneSession else {
            activateNewScene(
                role: .windowApplication, userActivity: userActivity, options: options, errorHandler: errorHandler)
            return
        }
        guard let scene = sceneSession.scene as? UIWindowScene, scenes.contains(scene) else {
            errorHandler?(UISceneError(.requestDenied))
            return
        }
        bringForward(scene)
    }

    /// iOS 17's form of `requestSceneSessionActivation`: the request names a session, or a role for a new one.
    func activateScene(for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)?) {
        if let session = request.session {
            activateScene(
                session, userActivity: request.userActivity, options: request.options, errorHandler: errorHandler)
        } else {
            activateNewScene(
                role: request.role, userActivity: request.userActivity, options: request.options,
                errorHandler: errorHandler)
        }
    }

    /// Closes an open session's scene and discards the session (see the type's comment for the calls).
    func destroySession(
        _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
        errorHandler: ((any Error) -> Void)?
    ) {
        guard let scene = sceneSession.scene, scenes.contains(scene) else {
            errorHandler?(UISceneError(.requestDenied))
            return
        }
        destroy(scene)
    }

    private func activateNewScene(
        role: UISceneSession.Role, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)?
    ) {
        guard supportsMultipleScenes else {
            errorHandler?(UISceneError(.multipleScenesNotSupported))
            return
        }
        let connection = UIScene.ConnectionOptions(userActivities: userActivity.map { [$0] } ?? [])
        let scene = connectScene(session: UISceneSession(role: role), options: connection)
        if applicationState == .active { activate(scene) }
    }

    /// Connects a scene for `session`: its configuration, scene and delegate, then `willConnectTo` and
    /// `sceneWillEnterForeground`; the scene is foreground-inactive afterwards.
    @discardableResult
    func connectScene(session: UISceneSession, options: UIScene.ConnectionOptions) -> UIScene {
        let configuration =
            delegate?.application(self, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: nil, sessionRole: session.role)
        session.configuration = configuration
        let sceneType = configuration.sceneClass as? UIScene.Type ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        if let delegateClass = configuration.delegateClass {
            guard let sceneDelegateType = delegateClass as? UISceneDelegate.Type else {
                UIApplication.fail(
                    "UISceneConfiguration.delegateClass \(delegateClass) does not conform to UISceneDelegate")
            }
            scene.delegate = sceneDelegateType.init()
        }
        scenes.append(scene)
        if scenes.count == 1, let windowScene = scene as? UIWindowScene {
            for window in windows where window.windowScene == nil { window.windowScene = windowScene }
        }
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        scene.activationState = .foregroundInactive
        scene.delegate?.sceneWillEnterForeground(scene)
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        return scene
    }

    /// A foreground-inactive scene of an active app becomes active.
    private func activate(_ scene: UIScene) {
        guard scene.activationState == .foregroundInactive else { return }
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
    }

    private func bringForward(_ scene: UIWindowScene) {
        let shown = scene.windows.filter { !$0.isHidden && $0.windowLevel <= .normal }
        (shown.first { $0.isKeyWindow } ?? shown.last)?.makeKey()
    }

    /// Takes `scene` down to unattached, hides its windows and discards its session.
    func destroy(_ scene: UIScene) {
        if scene.activationState == .foregroundActive {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillResignActive(scene)
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
        }
        if scene.activationState == .foregroundInactive {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        }
        let windows = (scene as? UIWindowScene)?.windows ?? []
        for window in windows { window.isHidden = true }
        if let tapped = lastTap?.window, windows.contains(where: { $0 === tapped }) { lastTap = nil }
        scenes.removeAll { $0 === scene }
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        scene.delegate = nil
        delegate?.application(self, didDiscardSceneSessions: [scene.session])
    }

    /// The scene a window made without one joins: the key window's, else the first scene's.
    var sceneForNewWindow: UIWindowScene? {
        keyWindow?.windowScene ?? scenes.first as? UIWindowScene
    }
}
