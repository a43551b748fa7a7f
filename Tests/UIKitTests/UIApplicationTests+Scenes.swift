import UIKit
import UIKitTesting
import XCTest

@MainActor
private var sceneLog: [String] = []

private final class LoggingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        sceneLog.append("willConnect")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) { sceneLog.append("sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { sceneLog.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { sceneLog.append("sceneWillResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { sceneLog.append("sceneDidEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { sceneLog.append("sceneDidDisconnect") }
}

private final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        sceneLog.append("didFinishLaunching")
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        sceneLog.append("configurationForConnecting")
        let configuration = UISceneConfiguration(
            name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = LoggingSceneDelegate.self
        return configuration
    }

    func applicationDidBecomeActive(_ application: UIApplication) { sceneLog.append("applicationDidBecomeActive") }
    func applicationWillTerminate(_ application: UIApplication) { sceneLog.append("applicationWillTerminate") }
}

final class UIApplicationSceneTests: XCTestCase {
    func testSceneDelegateIsCreatedAndConnectedAtLaunch() {
        MainActor.assumeIsolated {
            sceneLog = []

            let app = HeadlessApp(delegate: SceneAppDelegate())

            XCTAssertEqual(
                sceneLog,
                [
                    "didFinishLaunching", "configurationForConnecting", "willConnect",
                    "sceneWillEnterForeground", "sceneDidBecomeActive",
                ])
            let scene = app.application.connectedScenes.first as? UIWindowScene
            XCTAssertTrue(scene?.delegate is LoggingSceneDelegate)
            XCTAssertEqual(scene?.windows.count, 1)
            XCTAssertTrue(scene?.keyWindow === app.application.keyWindow)
        }
    }

    /// With a scene delegate the app delegate's active/background methods are not called, but the
    /// UIApplication notifications still are, as Apple documents.
    func testSceneDelegateReplacesAppDelegateStateCallsButNotNotifications() {
        MainActor.assumeIsolated {
            sceneLog = []
            var resigned = 0
            let token = NotificationCenter.default.addObserver(
                forName: UIApplication.willResignActiveNotification, object: nil, queue: nil
            ) { _ in
                MainActor.assumeIsolated { resigned += 1 }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            let app = HeadlessApp(delegate: SceneAppDelegate())
            sceneLog = []

            app.backend.simulateFocusLeavingApp()
            app.runUntilIdle()

            XCTAssertEqual(sceneLog, ["sceneWillResignActive"])
            XCTAssertEqual(resigned, 1)
        }
    }

    func testClosingTheLastWindowDisconnectsTheSceneThenTerminates() {
        MainActor.assumeIsolated {
            sceneLog = []
            let app = HeadlessApp(delegate: SceneAppDelegate())
            sceneLog = []

            app.closeFromWindowManager(app.application.keyWindow!)

            XCTAssertEqual(
                sceneLog,
                [
                    "sceneWillResignActive", "sceneDidEnterBackground", "sceneDidDisconnect",
                    "applicationWillTerminate",
                ])
            XCTAssertEqual(app.exitStatus, 0)
        }
    }
}
