import HeadlessBackend
import UIKit
import WindowSystem

/// A UIKit app running headless inside a test: in-memory windows, a manual clock, injected input and
/// readable pixels. Nothing happens until the test moves time or ends the turn, so tests never sleep.
///
/// Creating one resets the shared `UIApplication` and launches `delegate` through the real launch
/// sequence. All methods must be called on the main actor.
@preconcurrency @MainActor
public final class HeadlessApp {
    public let backend: HeadlessBackend
    public let scheduler: ManualScheduler
    /// The status the app exited with (after `applicationWillTerminate`), or nil while it runs.
    public private(set) var exitStatus: Int32?

    /// Launches `delegate` on a headless display, then ends the launch turn (first commit and present).
    public init(
        delegate: UIApplicationDelegate, screen: ScreenDescription = .standard,
        environment: [String: String] = [:]
    ) {
        scheduler = ManualScheduler()
        backend = HeadlessBackend(screen: screen, scheduler: scheduler)
        UIApplication.resetShared()
        let application = UIApplication.shared
        application.exitHandler = { [weak self] status in self?.exitStatus = status }
        application.launch(delegate: delegate, backend: backend, environment: environment)
        runUntilIdle()
    }

    public var application: UIApplication { .shared }

    /// Ends the current run-loop turn: delivers pending events, lays out, draws and presents.
    public func runUntilIdle() {
        scheduler.runEndOfTurn()
    }

    /// Moves the clock forward, firing timers and frames that fall due, each as its own turn.
    public func advance(by seconds: Double) {
        scheduler.advance(by: seconds)
    }

    /// Moves the clock forward by whole frames of the screen's refresh rate.
    public func advanceFrames(_ count: Int = 1) {
        let rate = backend.screen.refreshRate > 0 ? backend.screen.refreshRate : 60
        advance(by: Double(count) / rate)
    }

    /// The in-memory platform window behind a `UIWindow` (nil until the window was first shown).
    public func platformWindow(of window: UIWindow) -> HeadlessWindow? {
        window.platformWindow as? HeadlessWindow
    }

    /// Delivers a platform event as the display would, then ends the turn.
    public func inject(_ event: PlatformEvent) {
        backend.post(event)
        runUntilIdle()
    }

    /// Simulates the window manager's close button on `window`.
    public func closeFromWindowManager(_ window: UIWindow) {
        guard let id = window.platformWindow?.id else { return }
        inject(.closeRequested(id))
    }
}
