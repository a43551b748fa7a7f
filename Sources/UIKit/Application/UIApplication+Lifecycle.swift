import Dispatch
import Synchronization

/// App states follow the desktop: focus leaving all app windows resigns active, iconifying them all
/// enters the background, closing the last one or SIGTERM/SIGINT terminates. With a scene delegate,
/// the scene's methods are called instead of the app delegate's active/background ones (the
/// notifications are posted either way), as on iOS.
extension UIApplication {
    private var usesSceneDelegate: Bool { scenes.contains { $0.delegate != nil } }

    /// One state change: every scene's state, its delegate call and notification, then the app delegate's
    /// call (only without scene delegates) and the application notification.
    private func transition(
        to state: State, scenes sceneState: UIScene.ActivationState,
        sceneCall: (UISceneDelegate, UIScene) -> Void, sceneNotification: Notification.Name,
        appCall: (UIApplicationDelegate) -> Void, appNotification: Notification.Name
    ) {
        applicationState = state
        for scene in scenes {
            scene.activationState = sceneState
            scene.delegate.map { sceneCall($0, scene) }
            NotificationCenter.default.post(name: sceneNotification, object: scene)
        }
        if !usesSceneDelegate, let delegate { appCall(delegate) }
        NotificationCenter.default.post(name: appNotification, object: self)
    }

    func becomeActive() {
        guard applicationState == .inactive, !terminating else { return }
        for window in windows { window.demandsAttention = false }
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
        terminationBegan.withLock { $0 = true }
        enterBackground()
        terminating = true
        for scene in scenes {
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
    ///
    /// The signals are received on a queue of their own, so a main thread that is busy (or stuck)
    /// cannot hold them up: a termination that has not begun on the main actor within a second
    /// exits the process directly, without the delegate's calls.
    func installSignalHandlers() {
        let handled: [(Int32, Int32?, @MainActor () -> Void)] = [
            (SIGTERM, 0, { UIApplication.shared.terminate() }),
            (SIGINT, 128 + SIGINT, { UIApplication.shared.terminate(status: 128 + SIGINT) }),
            (SIGUSR1, nil, { UIApplication.shared.simulateMemoryWarning() }),
        ]
        for (number, exitStatus, action) in handled {
            signalSources.append(listen(to: number, exitingWith: exitStatus, action))
        }
    }
}

/// Receives `number` on the signal queue and hands `action` to the main actor; with an exit status,
/// exits with it a second later unless termination has begun by then. Nonisolated: the handler runs
/// on the signal queue, where a main-actor closure would trap.
private func listen(
    to number: Int32, exitingWith exitStatus: Int32?, _ action: @escaping @MainActor () -> Void
) -> DispatchSourceSignal {
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: signalQueue)
    source.setEventHandler {
        DispatchQueue.main.async { action() }
        guard let exitStatus else { return }
        signalQueue.asyncAfter(deadline: .now() + 1) {
            if !terminationBegan.withLock({ $0 }) { exit(exitStatus) }
        }
    }
    source.resume()
    return source
}

/// Where signals arrive, away from the main queue.
private let signalQueue = DispatchQueue(label: "casement.signals")

/// Set once `terminate()` runs on the main actor; read by the signal queue's one-second deadline.
private let terminationBegan = Mutex(false)

@MainActor
private var signalSources: [DispatchSourceSignal] = []
