import UIKit
import UIKitTesting
import XCTest

/// Logs the control events it is registered for, with whether the control was highlighted then.
@MainActor
final class ControlEventLog {
    var entries: [String] = []

    static let names: [(String, UIControl.Event)] = [
        ("down", .touchDown), ("repeat", .touchDownRepeat), ("dragInside", .touchDragInside),
        ("dragOutside", .touchDragOutside), ("enter", .touchDragEnter), ("exit", .touchDragExit),
        ("upInside", .touchUpInside), ("upOutside", .touchUpOutside), ("cancel", .touchCancel),
        ("primary", .primaryActionTriggered),
    ]

    init(_ control: UIControl, highlights: Bool = false) {
        for (name, event) in Self.names {
            control.addAction(
                UIAction { [unowned self, unowned control] _ in
                    entries.append(highlights ? "\(name) \(control.isHighlighted ? "H" : "-")" : name)
                }, for: event)
        }
    }
}

/// A 100×100 control at (50, 50) in a key window of 400×400.
@MainActor
func controlWindow(_ control: UIControl = UIControl()) -> (HeadlessApp, UIWindow, UIControl) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    control.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    window.rootViewController!.view.addSubview(control)
    app.runUntilIdle()
    return (app, window, control)
}

final class UIControlTrackingTests: XCTestCase {
    func testAClickSendsTouchDownThenTouchUpInside() {
        MainActor.assumeIsolated {
            let (app, window, control) = controlWindow()
            let log = ControlEventLog(control)

            withExtendedLifetime(window) { app.click(at: CGPoint(x: 100, y: 100), in: window) }

            XCTAssertEqual(log.entries, ["down", "upInside"])
        }
    }

    func testTheControlIsHighlightedWhileTheTouchIsInsideAndNotAfter() {
        MainActor.assumeIsolated {
            let (app, window, control) = controlWindow()
            let log = ControlEventLog(control, highlights: true)

            app.pointerDown(at: CGPoint(x: 100, y: 100), in: window)
            XCTAssertTrue(control.isHighlighted)
            XCTAssertEqual(control.state, .highlighted)
            XCTAssertTrue(control.isTracking)
            app.pointerMove(to: CGPoint(x: 300, y: 300), in: window)
            XCTAssertFalse(control.isHighlighted)
            app.pointerMove(to: CGPoint(x: 110, y: 100), in: window)
            app.pointerUp(at: CGPoint(x: 110, y: 100), in: window)

            XCTAssertEqual(
                log.entries, ["down H", "dragOutside -", "exit -", "dragInside H", "enter H", "upInside -"])
            XCTAssertFalse(control.isHighlighted)
            XCTAssertFalse(control.isTracking)
            XCTAssertFalse(control.isTouchInside)
        }
    }

    func testADragStaysInsideWithin70PointsOfTheBounds() {
        MainActor.assumeIsolated {
            let (app, window, control) = controlWindow()
            let log = ControlEventLog(control)

            app.pointerDown(at: CGPoint(x: 100, y: 100), in: window)
            app.pointerMove(to: CGPoint(x: 215, y: 100), in: window)  // 65 beyond the right edge
            XCTAssertTrue(control.isTouchInside)
            app.pointerMove(to: CGPoint(x: 225, y: 100), in: window)  // 75 beyond
            XCTAssertFalse(control.isTouchInside)
            app.pointerMove(to: CGPoint(x: 230, y: 100), in: window)
            app.pointerUp(at: CGPoint(x: 230, y: 100), in: window)

            XCTAssertEqual(log.entries, ["down", "dragInside", "dragOutside", "exit", "dragOutside", "upOutside"])
        }
    }

    func testReleasingWithinTheEnlargedAreaIsTouchUpInside() {
        MainActor.assumeIsolated {
            let (app, window, control) = controlWindow()
            let log = ControlEventLog(control)

            app.pointerDown(at: CGPoint(x: 100, y: 100), in: window)
            app.pointerUp(at: CGPoint(x: 20, y: 20), in: window)  // 30 outside the top-left corner

            XCTAssertEqual(log.entries, ["down", "upInside"])
        }
    }

    func testADoubleClickSendsTouchDownRepeatWithTheSecondTouchDown() {
        MainActor.assumeIsolated {
            let (app, window, control) = controlWindow()
            let log = ControlEventLog(control)

            app.click(at: CGPoint(x: 100, y: 100), in: window)
            app.advance(by: 0.1)
            app.click(at: CGPoint(x: 100, y: 100), in: window)

            XCTAssertEqual(log.entries, ["down", "upInside", "down", "repeat", "upInside"])
        }
    }

    func testLosingFocusCancelsTracking() {
        MainActor.assumeIsolated {
            let (app, window, control) = controlWindow()
            let log = ControlEventLog(control)

            app.pointerDown(at: CGPoint(x: 100, y: 100), in: window)
            app.backend.simulateFocusLeavingApp()
            app.runUntilIdle()
            app.pointerUp(at: CGPoint(x: 100, y: 100), in: window)

            XCTAssertEqual(log.entries, ["down", "cancel"])
            XCTAssertFalse(control.isHighlighted)
            XCTAssertFalse(control.isTracking)
        }
    }

    func testADisabledControlIgnoresTouches() {
        MainActor.assumeIsolated {
            let (app, window, control) = controlWindow()
            let log = ControlEventLog(control)
            control.isEnabled = false

            app.pointerDown(at: CGPoint(x: 100, y: 100), in: window)
            XCTAssertFalse(control.isHighlighted)
            app.pointerUp(at: CGPoint(x: 100, y: 100), in: window)

            XCTAssertEqual(log.entries, [])
            XCTAssertEqual(control.state, .disabled)
        }
    }

    func testStateCombinesSelectedHighlightedAndDisabled() {
        MainActor.assumeIsolated {
            let control = UIControl()
            control.isSelected = true
            control.isHighlighted = true
            control.isEnabled = false

            XCTAssertEqual(control.state, [.selected, .highlighted, .disabled])
        }
    }

    func testTrackingHooksSeeTheTouchAndCanStopTracking() {
        MainActor.assumeIsolated {
            let control = StopAfterFirstMoveControl()
            let (app, window, _) = controlWindow(control)
            let log = ControlEventLog(control)

            app.pointerDown(at: CGPoint(x: 100, y: 100), in: window)
            app.pointerMove(to: CGPoint(x: 105, y: 100), in: window)
            app.pointerUp(at: CGPoint(x: 105, y: 100), in: window)

            XCTAssertEqual(control.calls, ["begin 50,50", "continue 55,50"])
            XCTAssertEqual(log.entries, ["down"])
        }
    }
}

/// Stops tracking at its first move.
final class StopAfterFirstMoveControl: UIControl {
    var calls: [String] = []

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin \(describe(touch))")
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue \(describe(touch))")
        return false
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }

    private func describe(_ touch: UITouch) -> String {
        let p = touch.location(in: self)
        return "\(Int(p.x)),\(Int(p.y))"
    }
}
