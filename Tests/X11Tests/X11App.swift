import Foundation
import TestPrerequisites
import UIKit
import WindowSystem
import X11Backend
import X11TestSupport
import XCTest

/// A UIKit app launched in the test process on the real X11 backend. The test pumps the main run
/// loop until a condition holds, with a deadline; the app's exit is recorded instead of performed.
@MainActor
final class X11App {
    let backend: X11Backend
    private(set) var exitStatus: Int32?

    init(delegate: UIApplicationDelegate, environment extra: [String: String] = [:]) throws {
        _ = try requireObserver()
        let environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        backend = try X11Backend(environment: environment)
        UIApplication.resetShared()
        UIApplication.shared.exitHandler = { [weak self] status in self?.exitStatus = status }
        UIApplication.shared.launch(delegate: delegate, backend: backend, environment: environment)
    }

    /// Runs the main run loop until `condition` holds or `timeout` seconds pass; false on timeout.
    @discardableResult
    func pump(timeout: Double = 5, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
        return true
    }

    /// The X window behind a `UIWindow`.
    func xid(_ window: UIWindow) -> WindowID {
        window.platformWindow!.id
    }
}

/// A delegate that runs a closure at launch and keeps the windows it makes.
final class ClosureAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var windows: [UIWindow] = []
    var onLaunch: (ClosureAppDelegate) -> Void = { _ in }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        onLaunch(self)
        return true
    }

    /// Makes a window with a solid root view and keeps it.
    @discardableResult
    func addWindow(_ frame: CGRect, color: UIColor, level: UIWindow.Level = .normal) -> UIWindow {
        let window = UIWindow(frame: frame)
        window.windowLevel = level
        let root = UIViewController()
        root.view.backgroundColor = color
        window.rootViewController = root
        windows.append(window)
        return window
    }
}

/// The shared observer connection, or a skip when there is no X server.
func requireObserver() throws -> X11Observer {
    guard let observer = X11Observer.shared else {
        throw missingPrerequisite("needs an X server: run under xvfb-run (make test does)")
    }
    return observer
}
