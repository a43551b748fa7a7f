import QuartzCore
import QuartzCoreTestSupport
import XCTest

/// Run-loop modes as on iOS: while UIKit tracks a touch the run loop is in `.tracking` (with a
/// real touch: `CADisplayLinkTrackingTests`), so links added for `.default` wait, links added for
/// `.tracking` fire, and `.common` ones always fire.
final class CADisplayLinkModeTests: XCTestCase {
    func testDefaultLinksWaitWhileTrackingAndTrackingLinksFireOnlyThen() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            var log: [String: [Int]] = [:]
            let links = [RunLoop.Mode.default, .tracking, .common].map { mode in
                let link = CADisplayLink { link in
                    log[mode.rawValue, default: []].append(frameNumbers([link.timestamp])[0])
                }
                link.add(to: .main, forMode: mode)
                return link
            }
            host.advanceFrames(1)

            DisplayLinkRunLoop.isTracking = true
            host.advanceFrames(2)
            DisplayLinkRunLoop.isTracking = false
            host.advanceFrames(1)

            XCTAssertEqual(log[RunLoop.Mode.default.rawValue], [1, 4])
            XCTAssertEqual(log[RunLoop.Mode.tracking.rawValue], [2, 3])
            XCTAssertEqual(log[RunLoop.Mode.common.rawValue], [1, 2, 3, 4])
            for link in links { link.invalidate() }
        }
    }

    func testALinkOnlyForTrackingKeepsNoClockRunningWhileNothingIsTracked() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            let link = CADisplayLink { _ in }

            link.add(to: .main, forMode: .tracking)

            XCTAssertEqual(host.scheduler.pendingTimerCount, 0)

            DisplayLinkRunLoop.isTracking = true

            XCTAssertEqual(host.scheduler.pendingTimerCount, 1)
            DisplayLinkRunLoop.isTracking = false
            link.invalidate()
        }
    }

    func testALinkInAModeThatNeverRunsIsNotCalled() {
        MainActor.assumeIsolated {
            let host = HeadlessLayerHost()
            var calls = 0
            let link = CADisplayLink { _ in calls += 1 }

            link.add(to: .main, forMode: RunLoop.Mode("CustomMode"))
            host.advanceFrames(3)

            XCTAssertEqual(calls, 0)
            link.invalidate()
        }
    }

    func testTheTrackingModeHasUIKitsName() {
        XCTAssertEqual(RunLoop.Mode.tracking.rawValue, "UITrackingRunLoopMode")
    }
}
