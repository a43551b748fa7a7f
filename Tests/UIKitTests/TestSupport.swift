import UIKit
import UIKitTesting
import XCTest

/// Records delegate calls in order, for comparing with the documented sequences.
@MainActor
final class CallLog {
    var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }
}

/// An app delegate that logs every lifecycle call and runs `onLaunch` inside `didFinishLaunching`.
@MainActor
final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let log = CallLog()
    var onLaunch: (LoggingAppDelegate) -> Void = { _ in }

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.record("willFinishLaunching")
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log.record("didFinishLaunching")
        onLaunch(self)
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.record("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.record("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.record("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.record("willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { log.record("willTerminate") }
}

extension LoggingAppDelegate {
    /// A delegate whose launch shows one key window of `frame` with a coloured root view.
    static func withWindow(
        frame: CGRect = CGRect(x: 10, y: 20, width: 200, height: 100),
        color: UIColor = .red
    ) -> LoggingAppDelegate {
        let delegate = LoggingAppDelegate()
        delegate.onLaunch = { delegate in
            let window = UIWindow(frame: frame)
            let root = UIViewController()
            root.view.backgroundColor = color
            window.rootViewController = root
            window.makeKeyAndVisible()
            delegate.window = window
        }
        return delegate
    }
}
