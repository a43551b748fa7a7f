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

extension X11App {
    /// Launches an app with one window at (500, 300) holding `view`, and makes `view` the first
    /// responder once the window has the focus; the launch fails the test when it never gets it.
    static func launchTyping(into view: TypedTextView, observer x11: X11Observer) throws -> X11App {
        let delegate = ClosureAppDelegate()
        delegate.onLaunch = { delegate in
            let window = delegate.addWindow(CGRect(x: 500, y: 300, width: 100, height: 100), color: .white)
            window.rootViewController?.view.addSubview(view)
            window.makeKeyAndVisible()
        }
        let app = try X11App(delegate: delegate)
        let window = delegate.windows[0]
        XCTAssertTrue(app.pump { x11.isViewable(app.xid(window)) && x11.focusedWindow() == app.xid(window).rawValue })
        XCTAssertTrue(view.becomeFirstResponder())
        return app
    }
}

/// A first responder that keeps the characters of the keys pressed.
final class TypedTextView: UIView {
    var typed = ""
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        typed += presses.first?.key?.characters ?? ""
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
