import UIKit
import UIKitTesting
import WindowSystem
import XCTest

final class UIWindowTests: XCTestCase {
    func testNewWindowIsHiddenAndNotKey() {
        MainActor.assumeIsolated {
            _ = HeadlessApp(delegate: LoggingAppDelegate())

            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

            XCTAssertTrue(window.isHidden)
            XCTAssertFalse(window.isKeyWindow)
            XCTAssertEqual(window.windowLevel, .normal)
        }
    }

    /// Seed 000 §2.2: keyWindow is nil before makeKeyAndVisible and the window after it.
    func testMakeKeyAndVisibleShowsTheWindowAndMakesItKey() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 30, y: 40, width: 120, height: 80))
            XCTAssertNil(app.application.keyWindow)

            window.makeKeyAndVisible()
            app.runUntilIdle()

            XCTAssertFalse(window.isHidden)
            XCTAssertTrue(window.isKeyWindow)
            XCTAssertTrue(app.application.keyWindow === window)
            let platform = app.platformWindow(of: window)
            XCTAssertEqual(platform?.isMapped, true)
            XCTAssertEqual(platform?.frame, PixelRect(x: 30, y: 40, width: 120, height: 80))
            XCTAssertEqual(app.backend.focusedWindow, platform?.id)
        }
    }

    func testKeyNotificationsAndOverridesFollowMakeKey() {
        MainActor.assumeIsolated {
            final class RecordingWindow: UIWindow {
                var calls: [String] = []
                override func becomeKey() { calls.append("becomeKey") }
                override func resignKey() { calls.append("resignKey") }
            }
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let first = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let second = RecordingWindow(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
            var posted: [String] = []
            let center = NotificationCenter.default
            let tokens = [UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification].map { name in
                center.addObserver(forName: name, object: nil, queue: nil) { note in
                    let kind = note.name == UIWindow.didBecomeKeyNotification ? "key" : "resign"
                    let number = (note.object as AnyObject?) === first ? 1 : 2
                    MainActor.assumeIsolated { posted.append("\(kind):\(number)") }
                }
            }
            defer { tokens.forEach(center.removeObserver) }

            first.makeKeyAndVisible()
            second.makeKeyAndVisible()
            app.runUntilIdle()

            XCTAssertEqual(first.calls, ["becomeKey", "resignKey"])
            XCTAssertEqual(second.calls, ["becomeKey"])
            XCTAssertEqual(posted, ["key:1", "resign:1", "key:2"])
            XCTAssertTrue(app.application.keyWindow === second)
        }
    }

    func testFocusMovingToAnotherAppWindowMakesItKeyWithoutResigningActive() {
        MainActor.assumeIsolated {
            let delegate = LoggingAppDelegate()
            let app = HeadlessApp(delegate: delegate)
            let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let second = UIWindow(frame: CGRect(x: 60, y: 0, width: 50, height: 50))
            first.makeKeyAndVisible()
            second.isHidden = false
            app.runUntilIdle()
            delegate.log.entries = []

            app.backend.post(.focusChanged(app.platformWindow(of: first)!.id, focused: false))
            app.backend.post(.focusChanged(app.platformWindow(of: second)!.id, focused: true))
            app.runUntilIdle()

            XCTAssertTrue(second.isKeyWindow)
            XCTAssertEqual(app.application.applicationState, .active)
            XCTAssertEqual(delegate.log.entries, [])
        }
    }

    func testWindowListIsBackToFrontByLevelThenByWhenShown() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            alert.windowLevel = .alert
            let status = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            status.windowLevel = .statusBar
            let normalA = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let normalB = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

            alert.isHidden = false
            status.isHidden = false
            normalB.isHidden = false
            normalA.makeKeyAndVisible()
            app.runUntilIdle()

            XCTAssertEqual(
                app.application.windows.map(ObjectIdentifier.init),
                [normalB, normalA, status, alert].map(ObjectIdentifier.init))
            let order = [alert, status, normalA, normalB].map { app.platformWindow(of: $0)!.id }
            XCTAssertEqual(app.backend.stackingOrder, order)
        }
    }

    func testChangingALevelRestacksAtOnce() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let lower = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let upper = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            lower.isHidden = false
            upper.isHidden = false

            lower.windowLevel = .normal + 1

            XCTAssertEqual(app.backend.stackingOrder.first, app.platformWindow(of: lower)?.id)
            XCTAssertEqual(app.platformWindow(of: lower)?.stackingHint, .above)
            XCTAssertEqual(app.platformWindow(of: upper)?.stackingHint, .normal)
        }
    }

    func testAlertWindowsAreTransientForTheKeyNormalWindow() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let main = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            main.makeKeyAndVisible()
            let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

            alert.windowLevel = .alert
            alert.isHidden = false

            XCTAssertEqual(
                app.platformWindow(of: alert)?.stackingHint, .transient(for: app.platformWindow(of: main)!.id))
        }
    }

    func testLevelArithmeticAndRawValues() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIWindow.Level.normal.rawValue, 0)
            XCTAssertEqual(UIWindow.Level.statusBar.rawValue, 1000)
            XCTAssertEqual(UIWindow.Level.alert.rawValue, 2000)
            XCTAssertEqual((UIWindow.Level.alert + 1).rawValue, 2001)
            XCTAssertEqual((UIWindow.Level.statusBar - 1).rawValue, 999)
            XCTAssertLessThan(UIWindow.Level.statusBar, .alert)
        }
    }

    func testRootViewFillsTheWindowAndFollowsPlatformResize() {
        MainActor.assumeIsolated {
            let delegate = LoggingAppDelegate.withWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let app = HeadlessApp(delegate: delegate)
            let window = delegate.window!
            let root = window.rootViewController!

            XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 200, height: 100))

            app.platformWindow(of: window)!.simulateWindowManagerConfigure(
                PixelRect(x: 5, y: 6, width: 300, height: 150))
            app.runUntilIdle()

            XCTAssertEqual(window.frame, CGRect(x: 5, y: 6, width: 300, height: 150))
            XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 300, height: 150))
            XCTAssertEqual(app.platformWindow(of: window)?.presentedImage?.width, 300)
        }
    }

    func testTitleIsRootControllerTitleElseProcessName() {
        MainActor.assumeIsolated {
            let delegate = LoggingAppDelegate.withWindow()
            let app = HeadlessApp(delegate: delegate)
            let window = delegate.window!

            XCTAssertEqual(app.platformWindow(of: window)?.title, ProcessInfo.processInfo.processName)

            window.rootViewController?.title = "Inbox"

            XCTAssertEqual(app.platformWindow(of: window)?.title, "Inbox")
        }
    }

    func testConvertBetweenWindowsGoesThroughScreenCoordinates() {
        MainActor.assumeIsolated {
            _ = HeadlessApp(delegate: LoggingAppDelegate())
            let a = UIWindow(frame: CGRect(x: 100, y: 50, width: 10, height: 10))
            let b = UIWindow(frame: CGRect(x: 20, y: 200, width: 10, height: 10))

            XCTAssertEqual(a.convert(CGPoint(x: 1, y: 2), to: b), CGPoint(x: 81, y: -148))
            XCTAssertEqual(a.convert(CGPoint(x: 81, y: -148), from: b), CGPoint(x: 1, y: 2))
            XCTAssertEqual(a.convert(CGPoint(x: 1, y: 2), to: nil), CGPoint(x: 101, y: 52))
            XCTAssertEqual(
                a.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: b), CGRect(x: 81, y: -148, width: 3, height: 4))
        }
    }

    func testHidingTheKeyWindowMakesTheNextVisibleWindowKey() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let back = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let front = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            back.makeKeyAndVisible()
            front.makeKeyAndVisible()

            front.isHidden = true
            app.runUntilIdle()

            XCTAssertTrue(back.isKeyWindow)
            XCTAssertEqual(app.platformWindow(of: front)?.isMapped, false)
        }
    }

    func testUnreferencedWindowIsDeallocatedAndItsPlatformWindowDestroyed() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            weak var weakWindow: UIWindow?
            do {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                window.isHidden = false
                app.runUntilIdle()
                weakWindow = window
                window.isHidden = true
            }
            app.runUntilIdle()

            XCTAssertNil(weakWindow)
            XCTAssertTrue(app.backend.windows.isEmpty)
        }
    }
}
