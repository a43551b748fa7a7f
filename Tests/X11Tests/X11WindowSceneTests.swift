import UIKit
import WindowSystem
import X11TestSupport
import XCTest

/// Window scenes on a real X server: each scene a top-level of its own, with what the window manager
/// reads from it (title, size hints, icon, state, urgency) and its answers to the window manager.
final class X11WindowSceneTests: XCTestCase {
    override func setUp() {
        super.setUp()
        MainActor.assumeIsolated { UIApplication.sceneManifestSupportsMultipleScenes = true }
    }

    override func tearDown() {
        MainActor.assumeIsolated { UIApplication.sceneManifestSupportsMultipleScenes = false }
        super.tearDown()
    }

    /// Launches the scene app and waits for its first window ("First") to be viewable.
    @MainActor
    private static func launch(_ x11: X11Observer) throws -> (X11App, UIWindowScene, WindowID) {
        let app = try X11App(delegate: SceneAppDelegate())
        let scene = try XCTUnwrap(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = try XCTUnwrap(scene.windows.first)
        let id = app.xid(window)
        XCTAssertTrue(app.pump { x11.isViewable(id) })
        return (app, scene, id)
    }

    @MainActor
    private static func openSecondScene(_ app: X11App, _ x11: X11Observer) -> WindowID? {
        let activity = NSUserActivity(activityType: "org.casement.tests.second")
        activity.title = "Second"
        UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(userActivity: activity))
        var found: WindowID?
        app.pump {
            found = x11.windows(titled: "Second").first { x11.isViewable($0) }
            return found != nil
        }
        return found
    }

    func testASecondSceneIsASecondTopLevelWhoseTitleFollowsTheScene() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let (app, _, first) = try Self.launch(x11)

            let second = try XCTUnwrap(Self.openSecondScene(app, x11))
            let scene = UIApplication.shared.connectedScenes.first { $0.title == "Second" }
            scene?.title = "Zweites Fenster – Ü"

            XCTAssertNotEqual(second, first)
            XCTAssertTrue(app.pump { x11.windows(titled: "Zweites Fenster – Ü") == [second] })
            XCTAssertEqual(
                x11.property("WM_NAME", of: second)?.bytes,
                Array("Zweites Fenster ? ".utf8) + [0xDC])
        }
    }

    func testTheWindowManagerClosingASceneWindowDestroysOnlyThatScene() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let (app, _, first) = try Self.launch(x11)
            let second = try XCTUnwrap(Self.openSecondScene(app, x11))

            x11.sendDeleteWindow(to: second)

            XCTAssertTrue(
                app.pump { UIApplication.shared.connectedScenes.count == 1 && x11.windows(titled: "Second").isEmpty })
            XCTAssertTrue(x11.isViewable(first))
            XCTAssertNil(app.exitStatus)
        }
    }

    func testSizeRestrictionsAreTheWindowsNormalHints() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let (app, scene, id) = try Self.launch(x11)

            scene.sizeRestrictions?.minimumSize = CGSize(width: 240, height: 180)
            scene.sizeRestrictions?.maximumSize = CGSize(width: 900, height: 700)

            let expected = WindowSizeLimits(
                minimum: PixelSize(width: 240, height: 180), maximum: PixelSize(width: 900, height: 700))
            XCTAssertTrue(
                app.pump { x11.sizeLimits(of: id) == expected }, "\(String(describing: x11.sizeLimits(of: id)))")
        }
    }

    func testTheApplicationIconIsNetWMIconInSeveralSizes() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let (app, _, id) = try Self.launch(x11)
            let icon = UIGraphicsImageRenderer(size: CGSize(width: 48, height: 48)).image { _ in
                UIColor.blue.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 48, height: 48))
            }

            UIApplication.shared.applicationIconImage = icon

            XCTAssertTrue(app.pump { x11.property("_NET_WM_ICON", of: id) != nil })
            let values = try XCTUnwrap(x11.property("_NET_WM_ICON", of: id)).values.map {
                UInt32(truncatingIfNeeded: $0)
            }
            XCTAssertEqual(Array(values.prefix(2)), [16, 16])
            XCTAssertEqual(values[2 + 8 * 16 + 8], 0xFF00_00FF)
            var sizes: [UInt32] = []
            var index = 0
            while index + 1 < values.count {
                sizes.append(values[index])
                index += 2 + Int(values[index] * values[index + 1])
            }
            XCTAssertEqual(sizes, [16, 24, 32, 48, 64, 128])
            XCTAssertEqual(index, values.count)
        }
    }

    func testPingsAreAnsweredToTheRootWindow() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let (app, _, id) = try Self.launch(x11)
            x11.listenToRootMessages()
            _ = x11.pingAnswers()

            x11.ping(id, serial: 4242)

            var answers: [(serial: Int, window: UInt)] = []
            XCTAssertTrue(
                app.pump {
                    answers += x11.pingAnswers()
                    return !answers.isEmpty
                })
            XCTAssertEqual(answers.first?.serial, 4242)
            XCTAssertEqual(answers.first?.window, id.rawValue)
        }
    }

    func testFullScreenBeforeShowingIsInTheWindowsNetWMState() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            FullScreenSceneDelegate.fullScreen = true
            defer { FullScreenSceneDelegate.fullScreen = false }
            let (_, _, id) = try Self.launch(x11)

            let states = x11.property("_NET_WM_STATE", of: id)?.values ?? []

            XCTAssertTrue(states.contains(Int(x11.atom("_NET_WM_STATE_FULLSCREEN"))))
        }
    }

    func testUrgencyIsTheWMHintsUrgencyFlagUntilCleared() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let (app, scene, id) = try Self.launch(x11)
            let platform = try XCTUnwrap(scene.windows.first?.platformWindow)

            platform.setDemandsAttention(true)
            XCTAssertTrue(app.pump { x11.isUrgent(id) })
            platform.setDemandsAttention(false)

            XCTAssertTrue(app.pump { !x11.isUrgent(id) })
        }
    }
}

/// Connects every scene with `FullScreenSceneDelegate`.
private final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = FullScreenSceneDelegate.self
        return configuration
    }
}

/// Shows one window titled after the activity it connected with ("First" without one), full screen
/// when `fullScreen` says so.
private final class FullScreenSceneDelegate: UIResponder, UIWindowSceneDelegate {
    @MainActor static var fullScreen = false
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        windowScene.title = connectionOptions.userActivities.first?.title ?? "First"
        windowScene.isFullScreen = Self.fullScreen
        let window = UIWindow(windowScene: windowScene)
        window.frame = CGRect(x: 100, y: 100, width: 300, height: 200)
        window.rootViewController = UIViewController()
        window.rootViewController?.view.backgroundColor = .white
        window.makeKeyAndVisible()
        self.window = window
    }
}
