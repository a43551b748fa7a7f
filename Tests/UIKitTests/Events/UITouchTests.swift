import UIKit
import UIKitTesting
import XCTest

/// Records touch callbacks with the touch's phase, tap count and location in the receiver.
final class TouchRecordingView: UIView {
    var log: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event)
    }

    private func record(_ name: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        let touch = touches.first!
        let p = touch.location(in: self)
        log.append("\(name) \(Int(p.x)),\(Int(p.y)) taps \(touch.tapCount) all \(event?.allTouches?.count ?? -1)")
    }
}

/// A controller that logs the touches its root view passes up the chain.
final class TouchRecordingController: UIViewController {
    var log: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("controller began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("controller ended") }
}

@MainActor
private func touchWindow(_ controller: UIViewController = UIViewController()) -> (
    HeadlessApp, UIWindow, TouchRecordingView
) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let view = TouchRecordingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    controller.view.addSubview(view)
    app.runUntilIdle()
    return (app, window, view)
}

final class UITouchTests: XCTestCase {
    func testAClickBeginsAndEndsATouchInTheHitViewWithLocationsInItsSpace() {
        MainActor.assumeIsolated {
            let (app, window, view) = touchWindow()

            app.pointerDown(at: CGPoint(x: 60, y: 70), in: window)
            app.pointerMove(to: CGPoint(x: 80, y: 90), in: window)
            app.pointerUp(at: CGPoint(x: 90, y: 95), in: window)

            XCTAssertEqual(
                view.log, ["began 10,20 taps 1 all 1", "moved 30,40 taps 1 all 1", "ended 40,45 taps 1 all 1"])
        }
    }

    func testTheTouchStaysWithItsViewWhenDraggedOutside() {
        MainActor.assumeIsolated {
            let (app, window, view) = touchWindow()

            app.pointerDown(at: CGPoint(x: 60, y: 60), in: window)
            app.pointerMove(to: CGPoint(x: 5, y: 5), in: window)
            app.pointerUp(at: CGPoint(x: 5, y: 5), in: window)

            XCTAssertEqual(view.log.last, "ended -45,-45 taps 1 all 1")
        }
    }

    func testMotionWithTheButtonUpIsNotATouch() {
        MainActor.assumeIsolated {
            let (app, window, view) = touchWindow()

            app.pointerMove(to: CGPoint(x: 60, y: 60), in: window)
            app.pointerDown(at: CGPoint(x: 60, y: 60), in: window, button: 3)

            XCTAssertEqual(view.log, [])
        }
    }

    func testQuickClicksAtOnePlaceCountUpTapsAndASlowOneStartsAgain() {
        MainActor.assumeIsolated {
            let (app, window, view) = touchWindow()
            let point = CGPoint(x: 60, y: 60)

            app.click(at: point, in: window)
            app.advance(by: 0.2)
            app.click(at: point, in: window)
            app.advance(by: 0.2)
            app.click(at: CGPoint(x: 63, y: 62), in: window)
            app.advance(by: 1)
            app.click(at: point, in: window)

            XCTAssertEqual(
                view.log.filter { $0.hasPrefix("began") }.map { $0.components(separatedBy: " ")[3] },
                ["1", "2", "3", "1"])
        }
    }

    func testUnhandledTouchesGoUpTheResponderChainToTheController() {
        MainActor.assumeIsolated {
            let controller = TouchRecordingController()
            let (app, window, _) = touchWindow(controller)

            app.click(at: CGPoint(x: 10, y: 10), in: window)

            XCTAssertEqual(controller.log, ["controller began", "controller ended"])
        }
    }

    func testLosingFocusCancelsTheTouchInProgress() {
        MainActor.assumeIsolated {
            let (app, window, view) = touchWindow()
            app.pointerDown(at: CGPoint(x: 60, y: 60), in: window)

            app.backend.simulateFocusLeavingApp()
            app.runUntilIdle()
            app.pointerUp(at: CGPoint(x: 60, y: 60), in: window)

            XCTAssertEqual(view.log, ["began 10,10 taps 1 all 1", "cancelled 10,10 taps 1 all 1"])
        }
    }

    func testHiddenAndNonInteractiveViewsAreNotTouched() {
        MainActor.assumeIsolated {
            let (app, window, view) = touchWindow()

            view.isUserInteractionEnabled = false
            app.click(at: CGPoint(x: 60, y: 60), in: window)
            view.isUserInteractionEnabled = true
            view.isHidden = true
            app.click(at: CGPoint(x: 60, y: 60), in: window)

            XCTAssertEqual(view.log, [])
        }
    }

    func testEventTouchesForViewAndWindowAndTimestampsOnTheAppClock() {
        MainActor.assumeIsolated {
            final class Probe: UIView {
                var seen: (forSelf: Int, forWindow: Int, forOther: Int, timestamp: TimeInterval)?
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    seen = (
                        event?.touches(for: self)?.count ?? -1, event?.touches(for: window!)?.count ?? -1,
                        event?.touches(for: UIView())?.count ?? -1, touches.first!.timestamp
                    )
                }
            }
            let (app, window, _) = touchWindow()
            let probe = Probe(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            window.rootViewController!.view.addSubview(probe)
            app.runUntilIdle()
            app.advance(by: 3)

            app.pointerDown(at: CGPoint(x: 5, y: 5), in: window)

            XCTAssertEqual(probe.seen?.forSelf, 1)
            XCTAssertEqual(probe.seen?.forWindow, 1)
            XCTAssertEqual(probe.seen?.forOther, 0)
            XCTAssertEqual(probe.seen?.timestamp ?? 0, CACurrentMediaTime(), accuracy: 1e-9)
        }
    }

    func testTheChainRunsViewControllerWindowApplicationDelegate() {
        MainActor.assumeIsolated {
            let controller = UIViewController()
            let (app, window, view) = touchWindow(controller)

            var chain: [String] = []
            var responder: UIResponder? = view
            while let current = responder {
                chain.append(String(describing: type(of: current)))
                responder = current.next
            }

            XCTAssertEqual(
                chain,
                [
                    "TouchRecordingView", "UIView", "UIViewController", "UIWindow", "UIApplication",
                    "LoggingAppDelegate",
                ])
            _ = (app, window)
        }
    }
}
