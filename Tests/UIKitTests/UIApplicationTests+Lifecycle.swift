import UIKit
import UIKitTesting
import XCTest

final class UIApplicationLifecycleTests: XCTestCase {
    /// Seed 002 "其他应用中断了当前应用": focus leaving the app resigns active; returning reactivates.
    func testFocusLeavingAndReturningResignsAndReactivates() {
        MainActor.assumeIsolated {
            let delegate = LoggingAppDelegate.withWindow()
            let app = HeadlessApp(delegate: delegate)
            delegate.log.entries = []

            app.backend.simulateFocusLeavingApp()
            app.runUntilIdle()
            XCTAssertEqual(app.application.applicationState, .inactive)
            delegate.window!.makeKey()
            app.runUntilIdle()

            XCTAssertEqual(delegate.log.entries, ["willResignActive", "didBecomeActive"])
            XCTAssertEqual(app.application.applicationState, .active)
        }
    }

    /// Seed 002 "按下home键" and "热启动": iconifying every window enters the background; restoring one
    /// comes back through willEnterForeground and didBecomeActive.
    func testIconifyingAllWindowsEntersBackgroundAndRestoringReturns() {
        MainActor.assumeIsolated {
            let delegate = LoggingAppDelegate.withWindow()
            let app = HeadlessApp(delegate: delegate)
            let platform = app.platformWindow(of: delegate.window!)!
            delegate.log.entries = []

            platform.simulateWindowManagerMap(false)
            app.runUntilIdle()
            XCTAssertEqual(app.application.applicationState, .background)
            platform.simulateWindowManagerMap(true)
            app.runUntilIdle()

            XCTAssertEqual(
                delegate.log.entries,
                [
                    "willResignActive", "didEnterBackground", "willEnterForeground",
                    "didBecomeActive",
                ])
            XCTAssertEqual(app.application.applicationState, .active)
        }
    }

    func testIconifyingOneOfTwoWindowsKeepsTheAppInTheForeground() {
        MainActor.assumeIsolated {
            let delegate = LoggingAppDelegate.withWindow()
            let app = HeadlessApp(delegate: delegate)
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            other.isHidden = false
            app.runUntilIdle()

            app.platformWindow(of: other)!.simulateWindowManagerMap(false)
            app.runUntilIdle()

            XCTAssertNotEqual(app.application.applicationState, .background)
        }
    }

    func testClosingTheLastWindowTerminates() {
        MainActor.assumeIsolated {
            let delegate = LoggingAppDelegate.withWindow()
            let app = HeadlessApp(delegate: delegate)
            var terminateNotified = false
            let token = NotificationCenter.default.addObserver(
                forName: UIApplication.willTerminateNotification, object: nil, queue: nil
            ) { _ in
                MainActor.assumeIsolated { terminateNotified = true }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            delegate.log.entries = []

            app.closeFromWindowManager(delegate.window!)

            XCTAssertEqual(delegate.log.entries, ["willResignActive", "didEnterBackground", "willTerminate"])
            XCTAssertTrue(terminateNotified)
            XCTAssertEqual(app.exitStatus, 0)
        }
    }

    func testClosingOneOfTwoWindowsHidesItAndKeepsRunning() {
        MainActor.assumeIsolated {
            let delegate = LoggingAppDelegate.withWindow()
            let app = HeadlessApp(delegate: delegate)
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            other.isHidden = false
            app.runUntilIdle()

            app.closeFromWindowManager(other)

            XCTAssertTrue(other.isHidden)
            XCTAssertNil(app.exitStatus)
            XCTAssertEqual(app.application.applicationState, .active)
        }
    }

    func testMemoryWarningReachesDelegateAndObservers() {
        MainActor.assumeIsolated {
            final class WarnedDelegate: UIResponder, UIApplicationDelegate {
                var warned = false
                func applicationDidReceiveMemoryWarning(_ application: UIApplication) { warned = true }
            }
            let delegate = WarnedDelegate()
            let app = HeadlessApp(delegate: delegate)

            app.application.simulateMemoryWarning()

            XCTAssertTrue(delegate.warned)
        }
    }
}
