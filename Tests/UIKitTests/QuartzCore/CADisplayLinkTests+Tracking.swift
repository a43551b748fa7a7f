import QuartzCore
import UIKit
import UIKitTesting
import XCTest

/// Run-loop modes as on iOS: while a touch is tracked the run loop is in `.tracking`, so links
/// added for `.default` wait, links added for `.tracking` fire, and `.common` ones always fire.
final class CADisplayLinkTrackingTests: XCTestCase {
    func testDefaultLinksWaitWhileATouchIsTrackedAndTrackingLinksFireOnlyThen() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            app.runUntilIdle()
            var log: [String: [Int]] = [:]
            let links = [RunLoop.Mode.default, .tracking, .common].map { mode in
                let link = CADisplayLink { link in
                    // Frame numbers on the 60 Hz grid that starts at the launch time, 1000 s.
                    log[mode.rawValue, default: []].append(Int(((link.timestamp - 1000) * 60).rounded()))
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
}
