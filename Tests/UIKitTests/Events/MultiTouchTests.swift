import UIKit
import UIKitTesting
import XCTest

/// Logs each touch callback as "phase finger-x,y all N", N being the event's touch count.
final class FingerRecordingView: UIView {
    var log: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event)
    }

    private func record(_ name: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        for touch in touches {
            let p = touch.location(in: self)
            log.append("\(name) \(Int(p.x)),\(Int(p.y)) all \(event?.allTouches?.count ?? -1)")
        }
    }
}

/// Two recording views side by side in a 200×200 window: `left` at (0, 0, 100, 200), `right` at (100, 0, 100, 200).
@MainActor
private func twoViewWindow() -> (HeadlessApp, UIWindow, FingerRecordingView, FingerRecordingView) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.makeKeyAndVisible()
    let left = FingerRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let right = FingerRecordingView(frame: CGRect(x: 100, y: 0, width: 100, height: 200))
    window.addSubview(left)
    window.addSubview(right)
    app.runUntilIdle()
    return (app, window, left, right)
}

final class MultiTouchTests: XCTestCase {
    func testEachFingerIsATouchOfItsOwnAndEventsCarryEveryTouchInProgress() {
        MainActor.assumeIsolated {
            let (app, window, left, right) = twoViewWindow()
            withExtendedLifetime(window) {
                app.touchDown(1, at: CGPoint(x: 10, y: 10), in: window)
                app.touchDown(2, at: CGPoint(x: 150, y: 20), in: window)
                app.touchMove(1, to: CGPoint(x: 20, y: 15), in: window)
                app.touchUp(2, at: CGPoint(x: 150, y: 20), in: window)
                app.touchUp(1, at: CGPoint(x: 20, y: 15), in: window)
                XCTAssertEqual(left.log, ["began 10,10 all 1", "moved 20,15 all 2", "ended 20,15 all 1"])
                XCTAssertEqual(right.log, ["began 50,20 all 2", "ended 50,20 all 2"])
            }
        }
    }

    func testTouchesThatDidNotChangeAreStationaryInTheEvent() {
        MainActor.assumeIsolated {
            final class PhaseView: UIView {
                var phases: [String] = []
                override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                    let all = event!.allTouches!.map { "\($0.phase.rawValue)" }.sorted()
                    phases.append(all.joined(separator: ","))
                }
            }
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.makeKeyAndVisible()
            let view = PhaseView(frame: window.bounds)
            view.isMultipleTouchEnabled = true
            window.addSubview(view)
            app.touchDown(1, at: CGPoint(x: 10, y: 10), in: window)
            app.touchDown(2, at: CGPoint(x: 100, y: 10), in: window)
            app.touchMove(2, to: CGPoint(x: 110, y: 10), in: window)
            // One moved (1), one stationary (2).
            XCTAssertEqual(view.phases, ["1,2"])
        }
    }

    func testAViewWithoutMultipleTouchGetsOnlyItsFirstTouchButItsRecognizersSeeAll() {
        MainActor.assumeIsolated {
            let (app, window, left, _) = twoViewWindow()
            withExtendedLifetime(window) {
                let counter = TouchCountingRecognizer()
                left.addGestureRecognizer(counter)
                counter.delaysTouchesEnded = false
                app.touchDown(1, at: CGPoint(x: 10, y: 10), in: window)
                app.touchDown(2, at: CGPoint(x: 50, y: 50), in: window)
                app.touchUp(2, at: CGPoint(x: 50, y: 50), in: window)
                app.touchUp(1, at: CGPoint(x: 10, y: 10), in: window)
                XCTAssertEqual(left.log, ["began 10,10 all 1", "ended 10,10 all 1"])
                XCTAssertEqual(counter.maximum, 2)
            }
        }
    }

    func testAViewWithMultipleTouchGetsEveryTouch() {
        MainActor.assumeIsolated {
            let (app, window, left, _) = twoViewWindow()
            withExtendedLifetime(window) {
                left.isMultipleTouchEnabled = true
                app.touchDown(1, at: CGPoint(x: 10, y: 10), in: window)
                app.touchDown(2, at: CGPoint(x: 50, y: 50), in: window)
                app.touchUp(2, at: CGPoint(x: 50, y: 50), in: window)
                app.touchUp(1, at: CGPoint(x: 10, y: 10), in: window)
                XCTAssertEqual(
                    left.log, ["began 10,10 all 1", "began 50,50 all 2", "ended 50,50 all 2", "ended 10,10 all 1"])
            }
        }
    }

    func testAnExclusiveTouchViewBlocksTouchesElsewhereAndIsBlockedByThem() {
        MainActor.assumeIsolated {
            let (app, window, left, right) = twoViewWindow()
            withExtendedLifetime(window) {
                left.isExclusiveTouch = true
                app.touchDown(1, at: CGPoint(x: 10, y: 10), in: window)
                app.touchDown(2, at: CGPoint(x: 150, y: 10), in: window)
                app.touchUp(2, at: CGPoint(x: 150, y: 10), in: window)
                app.touchUp(1, at: CGPoint(x: 10, y: 10), in: window)
                XCTAssertEqual(right.log, [], "another view gets nothing while the exclusive one is touched")

                app.touchDown(3, at: CGPoint(x: 150, y: 10), in: window)
                app.touchDown(4, at: CGPoint(x: 10, y: 10), in: window)
                app.touchUp(4, at: CGPoint(x: 10, y: 10), in: window)
                app.touchUp(3, at: CGPoint(x: 150, y: 10), in: window)
                XCTAssertEqual(
                    left.log, ["began 10,10 all 1", "ended 10,10 all 1"], "not while another view is touched")
                XCTAssertEqual(right.log, ["began 50,10 all 1", "ended 50,10 all 1"])
            }
        }
    }

    func testWithoutExclusiveTouchTwoViewsAreTouchedAtOnce() {
        MainActor.assumeIsolated {
            let (app, window, left, right) = twoViewWindow()
            withExtendedLifetime(window) {
                app.touchDown(1, at: CGPoint(x: 10, y: 10), in: window)
                app.pointerDown(at: CGPoint(x: 150, y: 10), in: window)
                app.pointerUp(at: CGPoint(x: 150, y: 10), in: window)
                app.touchUp(1, at: CGPoint(x: 10, y: 10), in: window)
                XCTAssertEqual(left.log, ["began 10,10 all 1", "ended 10,10 all 1"])
                XCTAssertEqual(right.log, ["began 50,10 all 2", "ended 50,10 all 2"])
            }
        }
    }

    func testThePlatformTakingAFingerAwayCancelsOnlyThatTouch() {
        MainActor.assumeIsolated {
            let (app, window, left, right) = twoViewWindow()
            withExtendedLifetime(window) {
                app.touchDown(1, at: CGPoint(x: 10, y: 10), in: window)
                app.touchDown(2, at: CGPoint(x: 150, y: 10), in: window)
                app.touchCancel(2, at: CGPoint(x: 150, y: 10), in: window)
                app.touchMove(2, to: CGPoint(x: 160, y: 10), in: window)
                app.touchUp(1, at: CGPoint(x: 10, y: 10), in: window)
                XCTAssertEqual(right.log, ["began 50,10 all 2", "cancelled 50,10 all 2"])
                XCTAssertEqual(left.log, ["began 10,10 all 1", "ended 10,10 all 1"])
            }
        }
    }

    func testLosingThePointerGrabCancelsTheWindowsTouches() {
        MainActor.assumeIsolated {
            let (app, window, left, right) = twoViewWindow()
            withExtendedLifetime(window) {
                app.pointerDown(at: CGPoint(x: 10, y: 10), in: window)
                app.touchDown(1, at: CGPoint(x: 150, y: 10), in: window)
                app.inject(.pointerGrabLost(app.platformWindow(of: window)!.id))
                app.pointerUp(at: CGPoint(x: 10, y: 10), in: window)
                XCTAssertEqual(left.log, ["began 10,10 all 1", "cancelled 10,10 all 2"])
                XCTAssertEqual(right.log, ["began 50,10 all 2", "cancelled 50,10 all 2"])
            }
        }
    }

    func testTwoFingerTapNeedsTwoFingers() {
        MainActor.assumeIsolated {
            let (app, window, left, _) = twoViewWindow()
            withExtendedLifetime(window) {
                let log = GestureLog()
                let tap = UITapGestureRecognizer { log.handle($0) }
                tap.name = "tap2"
                tap.numberOfTouchesRequired = 2
                left.addGestureRecognizer(tap)
                app.click(at: CGPoint(x: 10, y: 10), in: window)
                app.advance(by: 1)
                XCTAssertEqual(log.entries, [], "one finger is not a two-finger tap")

                app.touchDown(1, at: CGPoint(x: 10, y: 10), in: window)
                app.touchDown(2, at: CGPoint(x: 30, y: 10), in: window)
                app.touchUp(1, at: CGPoint(x: 10, y: 10), in: window)
                XCTAssertEqual(log.entries, [])
                app.touchUp(2, at: CGPoint(x: 30, y: 10), in: window)
                XCTAssertEqual(log.entries, ["tap2 ended"])
            }
        }
    }

    func testASecondFingerJoinsAPanInProgress() {
        MainActor.assumeIsolated {
            let (app, window, left, _) = twoViewWindow()
            withExtendedLifetime(window) {
                let pan = UIPanGestureRecognizer()
                left.addGestureRecognizer(pan)
                app.touchDown(1, at: CGPoint(x: 10, y: 10), in: window)
                app.touchMove(1, to: CGPoint(x: 10, y: 40), in: window)
                XCTAssertEqual(pan.state, .began)
                app.touchDown(2, at: CGPoint(x: 50, y: 40), in: window)
                XCTAssertEqual(pan.numberOfTouches, 2)
                XCTAssertEqual(pan.location(in: window), CGPoint(x: 30, y: 40))
            }
        }
    }
}

/// Counts the most touches it tracked at once; never recognizes.
final class TouchCountingRecognizer: UIGestureRecognizer {
    var maximum = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        maximum = max(maximum, numberOfTouches)
    }
}
