import QuartzCore
import UIKit
import UIKitTesting
import XCTest

/// Run-loop modes as on iOS: while a touch is tracked the run loop is in `.tracking`, so links
/// added for `.default` wait, links added for `.tracking` fire, and `.common` ones always fire.
final class CADisplayLinkModeTests: XCTestCase {
    func testDefaultLinksWaitWhileATouchIsTrackedAndTrackingLinksFireOnlyThen() {
        MainActor.assumeIsolated {
            let app = launchFrameApp()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            app.runUntilIdle()
            var log: [String: [Int]] = [:]
            let links = [RunLoop.Mode.default, .tracking, .common].map { mode in
                let link = CADisplayLink { link in
                    log[mode.rawValue, default: []].append(frameNumbers([link.timestamp])[0])
                }
                link.add(to: .main, forMode: mode)
                return link
            }
            app.advanceFrames(1)

            app.pointerDown(at: CGPoint(x: 50, y: 50), in: window)
            app.advanceFrames(2)
            app.pointerUp(at: CGPoint(x: 50, y: 50), in: window)
            app.advanceFrames(1)

            XCTAssertEqual(log[RunLoop.Mode.default.rawValue], [1, 4])
            XCTAssertEqual(log[RunLoop.Mode.tracking.rawValue], [2, 3])
            XCTAssertEqual(log[RunLoop.Mode.common.rawValue], [1, 2, 3, 4])
            for link in links { link.invalidate() }
            withExtendedLifetime(window) {}
        }
    }

    func testALinkOnlyForTrackingKeepsNoClockRunningWhileNothingIsTracked() {
        MainActor.assumeIsolated {
            let app = launchFrameApp()
            let link = CADisplayLink { _ in }

            link.add(to: .main, forMode: .tracking)

            XCTAssertEqual(app.scheduler.pendingTimerCount, 0)

            DisplayLinkRunLoop.isTracking = true

            XCTAssertEqual(app.scheduler.pendingTimerCount, 1)
            DisplayLinkRunLoop.isTracking = false
            link.invalidate()
        }
    }

    func testALinkInAModeThatNeverRunsIsNotCalled() {
        MainActor.assumeIsolated {
            let app = launchFrameApp()
            var calls = 0
            let link = CADisplayLink { _ in calls += 1 }

            link.add(to: .main, forMode: RunLoop.Mode("CustomMode"))
            app.advanceFrames(3)

            XCTAssertEqual(calls, 0)
            link.invalidate()
        }
    }

    func testTheTrackingModeHasUIKitsName() {
        XCTAssertEqual(RunLoop.Mode.tracking.rawValue, "UITrackingRunLoopMode")
    }
}
