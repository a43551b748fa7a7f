import WindowSystem

extension UIApplication {
    /// The process name: the default window title and `WM_CLASS`.
    static var applicationName: String { ProcessInfo.processInfo.processName }

    /// Connects to the display the environment names, launches, and runs the main run loop for ever.
    /// No display: one line on standard error naming `DISPLAY`, and exit status 1.
    static func run(delegate: UIApplicationDelegate) -> Never {
        let environment = ProcessInfo.processInfo.environment
        let backend: DisplayBackend
        do {
            backend = try DisplayBackendFactory.makeBackend(environment: environment)
        } catch {
            fail(error.description)
        }
        let app = shared
        app.installSignalHandlers()
        app.launch(delegate: delegate, backend: backend, environment: environment)
        ATSPIBridge.start(environment: environment)
        AppearancePortal.start(environment: environment) { app.desktopPreferencesChanged() }
        backend.run()
    }

    /// Prints one line to standard error and exits with status 1.
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(1)
    }

    /// The launch sequence: connect the backend and screen, `willFinishLaunching`, `didFinishLaunching`,
    /// connect the window scene (`configurationForConnecting`, `scene(_:willConnectTo:options:)`,
    /// `sceneWillEnterForeground`), then become active.
    package func launch(delegate: UIApplicationDelegate, backend: DisplayBackend, environment: [String: String]) {
        self.backend = backend
        self.environment = environment
        readyFilePending = environment["CASEMENT_READY_FILE"]
        let cycle = UpdateCycle(scheduler: backend.scheduler, frameClock: backend.makeFrameClock())
        cycle.client = UIKitCommitWork.shared
        UpdateCycle.install(cycle)
        UIView.slowAnimationsFactor = environment["CASEMENT_SLOW_ANIMATIONS"].flatMap(Double.init) ?? 1
        Compositor.debugOptions = CompositorDebugOptions(parsing: environment["CASEMENT_DEBUG"] ?? "")
        UIScreen.connect(backend.screens, environment: environment)
        adoptDesktopSettings(backend.desktopSettings, notify: false)
        backend.eventHandler = { [weak self] event in self?.handle(event) }
        self.delegate = delegate
        applicationState = .inactive

        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
        connectScene(session: UISceneSession(role: .windowApplication), options: UIScene.ConnectionOptions())
        becomeActive()
    }

    /// Runs `work` after the next commit has presented (scheduling a commit if none is pending).
    func afterNextCommit(_ work: @escaping @MainActor () -> Void) {
        afterCommit.append(work)
        CATransaction.scheduleCommit()
    }

    /// Runs the work waiting for a presented frame; work it queues waits for the next one.
    func runAfterCommitWork() {
        let work = afterCommit
        afterCommit.removeAll()
        for item in work { item() }
    }

    /// Writes `CASEMENT_READY_FILE` once every visible window has presented a frame, so scripts can
    /// take a screenshot of a fully drawn screen.
    func windowDidPresent() {
        guard let path = readyFilePending else { return }
        let visible = windows.filter { !$0.isHidden }
        guard !visible.isEmpty, visible.allSatisfy({ ($0.host?.statistics.framesPresented ?? 0) > 0 }) else { return }
        readyFilePending = nil
        backend?.synchronize()
        _ = FileManager.default.createFile(atPath: path, contents: Data("ready\n".utf8))
    }

    /// Forgets the shared application so a test can launch a new one.
    package static func resetShared() {
        instance?.backend?.eventHandler = nil
        instance = nil
        UpdateCycle.reset()
        DisplayLinkRunLoop.isTracking = false
        TraitCurrency.setAppTraits(.appDefault)
    }
}
