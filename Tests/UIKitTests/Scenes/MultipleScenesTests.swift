import HeadlessBackend
import UIKit
import UIKitTesting
import XCTest

@MainActor
private var log: [String] = []

/// Logs each call with the scene's title, and shows one window titled after the activity it connected with.
private final class TitledSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        windowScene.title = connectionOptions.userActivities.first?.title ?? "Main"
        log.append("willConnect \(windowScene.title ?? "")")
        let window = UIWindow(windowScene: windowScene)
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) { log.append("willEnterForeground \(scene.title ?? "")") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.append("didBecomeActive \(scene.title ?? "")") }
    func sceneWillResignActive(_ scene: UIScene) { log.append("willResignActive \(scene.title ?? "")") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.append("didEnterBackground \(scene.title ?? "")") }
    func sceneDidDisconnect(_ scene: UIScene) { log.append("didDisconnect \(scene.title ?? "")") }
}

private final class MultiSceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        log.append("configurationForConnecting")
        let configuration = UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = TitledSceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        log.append("didDiscardSceneSessions \(sceneSessions.count)")
    }

    func applicationWillTerminate(_ application: UIApplication) { log.append("applicationWillTerminate") }
}

final class MultipleScenesTests: XCTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated { UIApplication.sceneManifestSupportsMultipleScenes = true }
    }

    override func tearDown() {
        MainActor.assumeIsolated { UIApplication.sceneManifestSupportsMultipleScenes = false }
        super.tearDown()
    }

    @MainActor
    private static func launch() -> HeadlessApp {
        let app = HeadlessApp(delegate: MultiSceneAppDelegate())
        log = []
        return app
    }

    @MainActor
    private static func openSecondScene(_ app: HeadlessApp, title: String = "Second") -> UIWindowScene? {
        let activity = NSUserActivity(activityType: "org.casement.test.second")
        activity.title = title
        app.application.activateSceneSession(for: UISceneSessionActivationRequest(userActivity: activity))
        app.runUntilIdle()
        return app.application.connectedScenes.first { $0.title == title } as? UIWindowScene
    }

    func testANewSceneConnectsInIOSOrderWithTheActivityItWasAskedFor() {
        MainActor.assumeIsolated {
            let app = Self.launch()

            let scene = Self.openSecondScene(app)

            XCTAssertEqual(
                log,
                [
                    "configurationForConnecting", "willConnect Second", "willEnterForeground Second",
                    "didBecomeActive Second",
                ])
            XCTAssertEqual(app.application.connectedScenes.count, 2)
            XCTAssertEqual(app.application.openSessions.count, 2)
            XCTAssertEqual(scene?.activationState, .foregroundActive)
            XCTAssertTrue(app.application.keyWindow?.windowScene === scene)
        }
    }

    func testEachSceneHasAPlatformWindowOfItsOwnTitledByTheScene() throws {
        try MainActor.assumeIsolated {
            let app = Self.launch()

            let scene = try XCTUnwrap(Self.openSecondScene(app))
            scene.title = "Renamed"

            let windows = app.backend.windows.filter(\.isMapped)
            XCTAssertEqual(windows.count, 2)
            XCTAssertEqual(Set(windows.map(\.title)), ["Main", "Renamed"])
        }
    }

    func testRequestSceneSessionActivationWithNilOpensANewScene() {
        MainActor.assumeIsolated {
            let app = Self.launch()

            app.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
            app.runUntilIdle()

            XCTAssertEqual(app.application.connectedScenes.count, 2)
        }
    }

    func testWithoutMultipleScenesTheRequestFailsWithTheSceneError() {
        MainActor.assumeIsolated {
            let app = Self.launch()
            UIApplication.sceneManifestSupportsMultipleScenes = false
            var failure: Error?

            app.application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { failure = $0 }

            XCTAssertEqual((failure as? UISceneError)?.code, .multipleScenesNotSupported)
            XCTAssertEqual(app.application.connectedScenes.count, 1)
            XCTAssertFalse(app.application.supportsMultipleScenes)
        }
    }

    func testActivatingAnOpenSessionBringsItsWindowForward() throws {
        try MainActor.assumeIsolated {
            let app = Self.launch()
            let main = try XCTUnwrap(app.application.connectedScenes.first { $0.title == "Main" })
            _ = Self.openSecondScene(app)

            app.application.activateSceneSession(for: UISceneSessionActivationRequest(session: main.session))
            app.runUntilIdle()

            XCTAssertTrue(app.application.keyWindow?.windowScene === main)
            XCTAssertEqual(app.application.connectedScenes.count, 2)
        }
    }

    func testDestroyingASessionTakesItsSceneDownInIOSOrderThenDiscardsIt() throws {
        try MainActor.assumeIsolated {
            let app = Self.launch()
            let scene = try XCTUnwrap(Self.openSecondScene(app))
            log = []

            app.application.requestSceneSessionDestruction(scene.session, options: nil)
            app.runUntilIdle()

            XCTAssertEqual(
                log,
                [
                    "willResignActive Second", "didEnterBackground Second", "didDisconnect Second",
                    "didDiscardSceneSessions 1",
                ])
            XCTAssertEqual(app.application.connectedScenes.count, 1)
            XCTAssertEqual(app.backend.windows.filter(\.isMapped).count, 1)
            XCTAssertNil(app.exitStatus)
        }
    }

    func testTheWindowManagerClosingASceneWindowDisconnectsOnlyThatScene() throws {
        try MainActor.assumeIsolated {
            let app = Self.launch()
            let scene = try XCTUnwrap(Self.openSecondScene(app))
            log = []

            app.closeFromWindowManager(try XCTUnwrap(scene.windows.first))

            XCTAssertEqual(log.last, "didDiscardSceneSessions 1")
            XCTAssertTrue(log.contains("didDisconnect Second"))
            XCTAssertEqual(app.application.connectedScenes.map(\.title), ["Main"])
            XCTAssertNil(app.exitStatus)
        }
    }

    func testClosingTheLastSceneWindowStillEndsTheApp() throws {
        try MainActor.assumeIsolated {
            let app = Self.launch()
            let scene = try XCTUnwrap(Self.openSecondScene(app))
            app.closeFromWindowManager(try XCTUnwrap(scene.windows.first))
            log = []

            app.closeFromWindowManager(try XCTUnwrap(app.application.keyWindow))

            XCTAssertEqual(log.last, "applicationWillTerminate")
            XCTAssertEqual(app.exitStatus, 0)
        }
    }

    func testAClosedScenesWindowControllersAndViewsAreFreed() throws {
        try MainActor.assumeIsolated {
            let app = Self.launch()
            weak var scene: UIWindowScene?
            weak var window: UIWindow?
            weak var controller: UIViewController?
            weak var view: UIView?
            weak var sceneDelegate: AnyObject?
            do {
                let opened = try XCTUnwrap(Self.openSecondScene(app))
                scene = opened
                sceneDelegate = opened.delegate
                window = opened.windows.first
                controller = window?.rootViewController
                view = controller?.view
                app.closeFromWindowManager(try XCTUnwrap(window))
            }
            app.runUntilIdle()

            XCTAssertNil(scene)
            XCTAssertNil(sceneDelegate)
            XCTAssertNil(window)
            XCTAssertNil(controller)
            XCTAssertNil(view)
            XCTAssertEqual(app.backend.windows.count, 1)
        }
    }

    func testAWindowMadeWithoutASceneJoinsTheKeyWindowsScene() throws {
        try MainActor.assumeIsolated {
            let app = Self.launch()
            let scene = try XCTUnwrap(Self.openSecondScene(app))

            let popup = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

            XCTAssertTrue(popup.windowScene === scene)
        }
    }
}
