import Dispatch

/// App states follow the desktop: focus leaving all app windows resigns active, iconifying them all
/// enters the background, closing the last one or SIGTERM/SIGINT terminates. With a scene delegate,
/// the scene's methods are called instead of the app delegate's active/background ones (the
/// notifications are posted either way), as on iOS.
extension UIApplication {
    private var sceneDelegates: [(UIScene, UISceneDelegate)] {
        connectedScenes.compactMap { scene in scene.delegate.map { (scene, $0) } }
    }

    private var usesSceneDelegate: Bool { !sceneDelegates.isEmpty }

    func becomeActive() {
        guard applicationState == .inactive, !terminating else { return }
        applicationState = .active
        for scene in connectedScenes {
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
            NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        }
        if !usesSceneDelegate { delegate?.applicationDidBecomeActive(self) }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
    }

    func resignActive() {
        guard applicationState == .active else { return }
        applicationState = .inactive
        for scene in connectedScenes {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillResignActive(scene)
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
        }
        if !usesSceneDelegate { delegate?.applicationWillResignActive(self) }
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
    }

    func enterBackground() {
        resignActive()
        guard applicationState == .inactive else { return }
        applicationState = .background
        for scene in connectedScenes {
            scene.activationState = .background
            scene.delegate?.sceneDidEnterBackground(scene)
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        }
        if !usesSceneDelegate { delegate?.applicationDidEnterBackground(self) }
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
    }

    func enterForeground() {
        guard applicationState == .background, !terminating else { return }
        applicationState = .inactive
        for scene in connectedScenes {
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillEnterForeground(scene)
            NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        }
        if !usesSceneDelegate { delegate?.applicationWillEnterForeground(self) }
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
        becomeActive()
    }

    /// Ends the app: resign active, enter the background, disconnect scenes, `applicationWillTerminate`,
    /// then exit with status 0.
    func terminate() {
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
        exitHandler(0)
    }

    /// SIGTERM and SIGINT terminate through `terminate()`; SIGUSR1 posts a memory warning.
    func installSignalHandlers() {
        let handled: [(Int32, @MainActor () -> Void)] = [
            (SIGTERM, { UIApplication.shared.terminate() }),
            (SIGINT, { UIApplication.shared.terminate() }),
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
