import UIKit
import UIKitTesting
import WindowSystem
import XCTest

final class UIApplicationLaunchTests: XCTestCase {
    /// Seed 002 "应用冷启动": didFinishLaunching then didBecomeActive, after willFinishLaunching.
    func testColdLaunchCallsDelegateInDocumentedOrder() {
        MainActor.assumeIsolated {
            let delegate = LoggingAppDelegate()

            let app = HeadlessApp(delegate: delegate)

            XCTAssertEqual(delegate.log.entries, ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
            XCTAssertEqual(app.application.applicationState, .active)
            XCTAssertTrue(app.application.delegate === delegate)
        }
    }

    func testLaunchPostsNotificationsAfterDelegateCalls() {
        MainActor.assumeIsolated {
            let delegate = LoggingAppDelegate()
            var observed: [String] = []
            let center = NotificationCenter.default
            let names: [Notification.Name] = [
                UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            ]
            let tokens = names.map { name in
                center.addObserver(forName: name, object: nil, queue: nil) { note in
                    let posted = note.name.rawValue
                    MainActor.assumeIsolated {
                        observed.append("\(posted) after \(delegate.log.entries.last ?? "-")")
                    }
                }
            }
            defer { tokens.forEach(center.removeObserver) }

            _ = HeadlessApp(delegate: delegate)

            XCTAssertEqual(
                observed,
                [
                    "UIApplicationDidFinishLaunchingNotification after didFinishLaunching",
                    "UIApplicationDidBecomeActiveNotification after didBecomeActive",
                ])
        }
    }

    func testOneWindowSceneIsConnectedAfterLaunch() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())

            XCTAssertEqual(app.application.connectedScenes.count, 1)
            let scene = app.application.connectedScenes.first as? UIWindowScene
            XCTAssertNotNil(scene)
            XCTAssertEqual(scene?.activationState, .foregroundActive)
            XCTAssertEqual(scene?.session.role, .windowApplication)
        }
    }

    func testMainScreenComesFromTheDisplayAndScaleOverride() {
        MainActor.assumeIsolated {
            let screen = ScreenDescription(
                pixelSize: PixelSize(width: 2560, height: 1600), dotsPerInch: 192, refreshRate: 75)

            _ = HeadlessApp(delegate: LoggingAppDelegate(), screen: screen)

            XCTAssertEqual(UIScreen.main.scale, 2)
            XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 1280, height: 800))
            XCTAssertEqual(UIScreen.main.maximumFramesPerSecond, 75)

            _ = HeadlessApp(delegate: LoggingAppDelegate(), screen: screen, environment: ["CASEMENT_SCALE": "1"])

            XCTAssertEqual(UIScreen.main.scale, 1)
            XCTAssertEqual(UIScreen.main.bounds.width, 2560)
        }
    }

    func testUnknownRefreshRateMeansSixtyFramesPerSecond() {
        MainActor.assumeIsolated {
            let screen = ScreenDescription(
                pixelSize: PixelSize(width: 800, height: 600), dotsPerInch: 96, refreshRate: 0)

            _ = HeadlessApp(delegate: LoggingAppDelegate(), screen: screen)

            XCTAssertEqual(UIScreen.main.maximumFramesPerSecond, 60)
        }
    }
}
