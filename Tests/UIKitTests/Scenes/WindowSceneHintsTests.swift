import HeadlessBackend
import UIKit
import UIKitTesting
import WindowSystem
import XCTest

/// What a window scene asks of the window manager: size limits, full screen, the icon and urgency.
final class WindowSceneHintsTests: XCTestCase {
    @MainActor
    private static func launch() -> (HeadlessApp, UIWindow, HeadlessWindow) {
        let delegate = WindowAppDelegate()
        let app = HeadlessApp(delegate: delegate)
        let window = delegate.window!
        return (app, window, app.platformWindow(of: window)!)
    }

    func testSizeRestrictionsBecomeTheWindowsSizeLimitsLive() throws {
        try MainActor.assumeIsolated {
            let (app, window, platform) = Self.launch()
            let restrictions = try XCTUnwrap(window.windowScene?.sizeRestrictions)

            restrictions.minimumSize = CGSize(width: 200, height: 150)
            XCTAssertEqual(platform.sizeLimits, WindowSizeLimits(minimum: PixelSize(width: 200, height: 150)))
            restrictions.maximumSize = CGSize(width: 800, height: 600)

            XCTAssertEqual(
                platform.sizeLimits,
                WindowSizeLimits(
                    minimum: PixelSize(width: 200, height: 150), maximum: PixelSize(width: 800, height: 600)))
            withExtendedLifetime(app) {}
        }
    }

    func testFullScreenFillsTheScreenAndGivesTheFrameBack() throws {
        try MainActor.assumeIsolated {
            let (app, window, platform) = Self.launch()
            let scene = try XCTUnwrap(window.windowScene)
            let frame = window.frame

            scene.isFullScreen = true
            app.runUntilIdle()
            XCTAssertTrue(platform.isFullScreen)
            XCTAssertEqual(window.frame.size, UIScreen.main.bounds.size)
            scene.isFullScreen = false
            app.runUntilIdle()

            XCTAssertFalse(platform.isFullScreen)
            XCTAssertEqual(window.frame, frame)
        }
    }

    func testFullScreenStaysOffWhenTheRestrictionsForbidIt() throws {
        try MainActor.assumeIsolated {
            let (app, window, platform) = Self.launch()
            let scene = try XCTUnwrap(window.windowScene)
            scene.sizeRestrictions?.allowsFullScreen = false

            scene.isFullScreen = true
            app.runUntilIdle()

            XCTAssertFalse(scene.isFullScreen)
            XCTAssertFalse(platform.isFullScreen)
        }
    }

    func testTheApplicationIconReachesEveryWindowInSeveralSizesWithStraightAlpha() {
        MainActor.assumeIsolated {
            let (app, _, platform) = Self.launch()
            let icon = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { _ in
                UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 64, height: 64))
            }

            app.application.applicationIconImage = icon

            XCTAssertEqual(platform.icons.map(\.width), [16, 24, 32, 48, 64, 128])
            let pixel = platform.icons.first { $0.width == 32 }?.pixels[32 * 16 + 16] ?? 0
            XCTAssertEqual(pixel >> 24, 0x80, accuracy: 1)
            XCTAssertEqual((pixel >> 16) & 0xFF, 0xFF, accuracy: 2)
            XCTAssertEqual(pixel & 0xFFFF, 0)
        }
    }

    func testAnAlertPresentedWhileTheAppIsInactiveAsksForAttentionUntilTheWindowIsKey() {
        MainActor.assumeIsolated {
            let (app, window, platform) = Self.launch()
            app.backend.simulateFocusLeavingApp()
            app.runUntilIdle()
            let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))

            window.rootViewController?.present(alert, animated: false)
            XCTAssertTrue(platform.demandsAttention)
            app.runUntilIdle()

            XCTAssertEqual(app.application.applicationState, .active)
            XCTAssertFalse(platform.demandsAttention)
        }
    }

    func testAnAlertPresentedWhileTheAppIsActiveAsksForNoAttention() {
        MainActor.assumeIsolated {
            let (app, window, platform) = Self.launch()
            let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))

            window.rootViewController?.present(alert, animated: false)
            app.runUntilIdle()

            XCTAssertFalse(platform.demandsAttention)
        }
    }
}

/// One window of 300 × 200 points, key and visible.
private final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
