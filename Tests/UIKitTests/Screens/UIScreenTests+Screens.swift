import UIKit
import UIKitTesting
import WindowSystem
import XCTest

/// `UIScreen.screens` follows the desktop's monitors: connected and disconnected live, with iOS's
/// notifications, the primary monitor as `main`.
final class UIScreenScreensTests: XCTestCase {
    func testScreensListEveryMonitorWithThePrimaryOneAsMain() {
        MainActor.assumeIsolated {
            let scene = ScreenScene()

            scene.app.backend.setScreens([TwoMonitors.right, TwoMonitors.left])
            scene.app.runUntilIdle()

            let screens = UIScreen.screens
            XCTAssertEqual(screens.count, 2)
            XCTAssertTrue(screens[0] === UIScreen.main)
            XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 1280, height: 800))
            XCTAssertEqual(screens[1].scale, 2)
            XCTAssertEqual(screens[1].nativeScale, 2)
            XCTAssertEqual(screens[1].bounds, CGRect(x: 0, y: 0, width: 1280, height: 800))
            XCTAssertEqual(screens[1].nativeBounds, CGRect(x: 0, y: 0, width: 2560, height: 1600))
            XCTAssertEqual(screens[1].coordinateSpace.bounds, screens[1].bounds)
        }
    }

    func testConnectingAndDisconnectingAMonitorPostsTheNotifications() {
        MainActor.assumeIsolated {
            let scene = ScreenScene()
            let main = UIScreen.main
            let connected = NotificationRecorder(UIScreen.didConnectNotification)
            let disconnected = NotificationRecorder(UIScreen.didDisconnectNotification)

            scene.app.backend.setScreens([TwoMonitors.left, TwoMonitors.right])
            scene.app.runUntilIdle()
            let added = UIScreen.screens.last
            scene.app.backend.setScreens([TwoMonitors.left])
            scene.app.runUntilIdle()

            XCTAssertEqual(connected.objects.count, 1)
            XCTAssertTrue(connected.objects.first === added)
            XCTAssertEqual(disconnected.objects.count, 1)
            XCTAssertTrue(disconnected.objects.first === added)
            XCTAssertTrue(UIScreen.main === main, "the monitor that stays keeps its screen object")
            XCTAssertEqual(UIScreen.screens.count, 1)
        }
    }

    func testAWindowOnADisconnectedMonitorReturnsToTheMainScreen() {
        MainActor.assumeIsolated {
            let scene = ScreenScene.onTwoMonitors()
            scene.move(toPixel: PixelPoint(x: 1500, y: 100))
            XCTAssertEqual(scene.window.screen.scale, 2)

            scene.app.backend.setScreens([TwoMonitors.left])
            scene.app.runUntilIdle()
            scene.app.runUntilIdle()

            XCTAssertTrue(scene.window.windowScene?.screen === UIScreen.main)
            XCTAssertEqual(scene.window.traitCollection.displayScale, 1)
            XCTAssertEqual(scene.view.layer.contentsScale, 1)
        }
    }

    func testAMonitorDenserThan144DotsPerInchIsAtScaleTwoWhenTheDesktopNamesNoDensity() {
        let dense = ScreenDescription(
            pixelSize: PixelSize(width: 3840, height: 2160), dotsPerInch: nil, refreshRate: 60,
            millimeterSize: PixelSize(width: 600, height: 340))
        var large = dense
        large.millimeterSize = PixelSize(width: 1200, height: 680)
        var named = dense
        named.dotsPerInch = 120

        XCTAssertEqual(dense.scale(override: nil), 2)
        XCTAssertEqual(large.scale(override: nil), 1)
        XCTAssertEqual(named.scale(override: nil), 1.25)
        XCTAssertEqual(dense.scale(override: 1.5), 1.5)
    }

    func testCasementScaleForcesEveryScreensScale() {
        MainActor.assumeIsolated {
            let scene = ScreenScene(environment: ["CASEMENT_SCALE": "1.5"])

            scene.app.backend.setScreens([TwoMonitors.left, TwoMonitors.right])
            scene.app.runUntilIdle()

            XCTAssertEqual(UIScreen.screens.map(\.scale), [1.5, 1.5])
            XCTAssertEqual(scene.window.traitCollection.displayScale, 1.5)
        }
    }
}
