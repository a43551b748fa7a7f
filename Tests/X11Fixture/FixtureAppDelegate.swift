import UIKit

/// A small app for process-level X11 tests: it shows one red window at (50, 60), 200×100 points, and
/// prints each lifecycle call (and its controller's memory warnings), and the window's X id once it is shown, one line each on standard output.
/// With `CASEMENT_FIXTURE_BUSY` set, its main thread is busy for a minute once the app is active.
@main
final class FixtureAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        say("didFinishLaunching")
        let window = UIWindow(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
        let root = FixtureViewController(say: say)
        root.title = "Casement Fixture"
        root.view.backgroundColor = .red
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        if let id = window.platformWindow?.id { say("window \(id.rawValue)") }
        return true
    }

    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { say("applicationDidReceiveMemoryWarning") }
    func applicationDidBecomeActive(_ application: UIApplication) {
        say("didBecomeActive")
        // CASEMENT_FIXTURE_BUSY: the main thread then stays busy for a minute, as a stuck app's does.
        guard ProcessInfo.processInfo.environment["CASEMENT_FIXTURE_BUSY"] != nil else { return }
        DispatchQueue.main.async { [say] in
            say("busy")
            sleep(60)
        }
    }
    func applicationWillResignActive(_ application: UIApplication) { say("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { say("didEnterBackground") }
    func applicationWillTerminate(_ application: UIApplication) { say("willTerminate") }
}

/// The fixture's root controller: it prints its memory warnings.
final class FixtureViewController: UIViewController {
    private let say: (String) -> Void

    init(say: @escaping (String) -> Void) {
        self.say = say
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        say("didReceiveMemoryWarning")
    }
}
