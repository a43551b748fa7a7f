import Dispatch

/// App states follow the desktop: focus leaving all app windows resigns active, iconifying them all
/// enters the background, closing the last one or SIGTERM/SIGINT terminates. With a scene delegate,
/// the scene's methods are called instead of the app delegate's active/background ones (the
/// notifications are posted either way), as on iOS.
extension UIApplication {
    private var usesSceneDelegate: Bool { connectedScenes.contains { $0.delegate != nil } }

    /// One state change: every scene's state, its delegate call and notification, then the app delegate's
    /// call (only without scene delegates) and the application notification.
    private func transition(
        to state: State, scenes sceneState: UIScene.ActivationState,
        sceneCall: (UISceneDelegate, UIScene) -> Void, sceneNotification: Notification.Name,
        appCall: (UIApplicationDelegate) -> Void, appNotification: Notification.Name
    ) {
        applicationState = state
        for scene in connectedScenes {
            scene.activationState = sceneState
            scene.delegate.map { sceneCall($0, scene) }
            NotificationCenter.default.post(name: sceneNotification, object: scene)
        }
        if !usesSceneDelegate, let delegate { appCall(delegate) }
        NotificationCenter.default.post(name: appNotification, object: self)
    }

    func becomeActive() {
        guard applicationState == .inactive, !terminating else { return }
        transition(
            to: .active, scenes: .foregroundActive,
            sceneCall: { $0.sceneDidBecomeActive($1) }, sceneNotification: UIScene.didActivateNotification,
            appCall: { $0.applicationDidBecomeActive(self) }, appNotification: UIApplication.didBecomeActiveNotification
        )
    }

    func resignActive() {
        guard applicationState == .active else { return }
        transition(
            to: .inactive, scenes: .foregroundInactive,
            sceneCall: { $0.sceneWillResignActive($1) }, sceneNotification: UIScene.willDeactivateNotification,
            appCall: { $0.applicationWillResignActive(self) },
            appNotification: UIApplication.willResignActiveNotification)
    }

    func enterBackground() {
        resignActive()
        guard applicationState == .inactive else { return }
        transition(
            to: .background, scenes: .background,
            sceneCall: { $0.sceneDidEnterBackground($1) }, sceneNotification: UIScene.didEnterBackgroundNotification,
            appCall: { $0.applicationDidEnterBackground(self) },
            appNotification: UIApplication.didEnterBackgroundNotification)
    }

    func enterForeground() {
        guard applicationState == .background, !terminating else { return }
        transition(
            to: .inactive, scenes: .foregroundInactive,
            sceneCall: { $0.sceneWillEnterForeground($1) },
            sceneNotification: UIScene.willEnterForegroundNotification,
            appCall: { $0.applicationWillEnterForeground(self) },
            appNotification: UIApplication.willEnterForegroundNotification)
        becomeActive()
    }

    /// Ends the app: resign active, enter the background, disconnect scenes, `applicationWillTerminate`,
    /// then exit with `status` (0, or 130 after Ctrl-C as terminal programs do).
    func terminate(status: Int32 = 0) {
        guard !terminating else { return }
        enterBackground()
        terminating = true
        for scene in connectedScenes {
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
            NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        }
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
        exitHandler(status)
    }

    /// SIGTERM and SIGINT terminate through `terminate()`, SIGINT with status 130 (128 + the signal,
    /// as a shell reports Ctrl-C); SIGUSR1 posts a memory warning.
    func installSignalHandlers() {
        let handled: [(Int32, @MainActor () -> Void)] = [
            (SIGTERM, { UIApplication.shared.terminate() }),
            (SIGINT, { UIApplication.shared.terminate(status: 128 + SIGINT) }),
            (SIGUSR1, { UIApplication.shared.simulateMemoryWarning() }),
        ]
        for (number, action) in handled {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { action() } }
            source.resume()
            signalSources.append(source)
        }
    }
}

@MainActor
private var signalSources: [DispatchSourceSignal] = []
