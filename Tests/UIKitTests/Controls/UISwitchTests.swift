import UIKit
import UIKitTesting
import XCTest

/// `view` at (50, 50) with its size in a white key window of 300×200.
@MainActor
func valueControlWindow(_ view: UIView) -> (HeadlessApp, UIWindow) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    view.frame.origin = CGPoint(x: 50, y: 50)
    window.addSubview(view)
    app.runUntilIdle()
    return (app, window)
}

/// Presses the mouse at the first of `points`, moves it through the others and releases it at the last.
@MainActor
func drag(_ app: HeadlessApp, in window: UIWindow, along points: [CGPoint]) {
    guard let first = points.first, let last = points.last else { return }
    app.pointerDown(at: first, in: window)
    for point in points.dropFirst() { app.pointerMove(to: point, in: window) }
    app.pointerUp(at: last, in: window)
}

/// Counts the `.valueChanged` events a control sends.
@MainActor
final class ValueChangeCounter {
    private(set) var count = 0

    init(_ control: UIControl) {
        control.addAction(UIAction { [unowned self] _ in count += 1 }, for: .valueChanged)
    }
}

final class UISwitchTests: XCTestCase {
    /// The switch's track at (50, 50): left of the off thumb, right of the on thumb, the thumbs' centres.
    static let onSide = CGPoint(x: 62, y: 65)
    static let offSide = CGPoint(x: 89, y: 65)
    static let offThumb = CGPoint(x: 65.5, y: 65.5)
    static let onThumb = CGPoint(x: 85.5, y: 65.5)

    func testASwitchIs51By31WhateverFrameItIsGiven() {
        MainActor.assumeIsolated {
            let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
            XCTAssertEqual(toggle.frame, CGRect(x: 5, y: 6, width: 51, height: 31))
            toggle.frame = CGRect(x: 10, y: 20, width: 10, height: 10)
            XCTAssertEqual(toggle.frame, CGRect(x: 10, y: 20, width: 51, height: 31))
            XCTAssertEqual(toggle.sizeThatFits(CGSize(width: 500, height: 500)), CGSize(width: 51, height: 31))
            XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(toggle.preferredStyle, .automatic)
            XCTAssertEqual(toggle.style, .sliding)
        }
    }

    func testATapFlipsTheSwitchAndSendsValueChangedBeforeTouchUpInside() {
        MainActor.assumeIsolated {
            let toggle = UISwitch()
            let (app, window) = valueControlWindow(toggle)
            var log: [String] = []
            toggle.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
            toggle.addAction(UIAction { _ in log.append("changed \(toggle.isOn)") }, for: .valueChanged)
            toggle.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)

            app.click(at: CGPoint(x: 90, y: 60), in: window)
            XCTAssertTrue(toggle.isOn)
            app.click(at: CGPoint(x: 55, y: 60), in: window)

            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(log, ["down", "changed true", "up", "down", "changed false", "up"])
        }
    }

    func testAPrimaryActionRunsOnEachFlip() {
        MainActor.assumeIsolated {
            var runs = 0
            let toggle = UISwitch(frame: .zero, primaryAction: UIAction { _ in runs += 1 })
            let (app, window) = valueControlWindow(toggle)

            app.click(at: CGPoint(x: 70, y: 60), in: window)
            app.click(at: CGPoint(x: 70, y: 60), in: window)

            XCTAssertEqual(runs, 2)
        }
    }

    func testSettingTheValueInCodeSendsNothing() {
        MainActor.assumeIsolated {
            let toggle = UISwitch()
            let (app, window) = valueControlWindow(toggle)
            let counter = ValueChangeCounter(toggle)

            toggle.isOn = true
            toggle.setOn(false, animated: true)
            toggle.setOn(true, animated: false)
            app.advance(by: 1)

            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(counter.count, 0)
            withExtendedLifetime(window) {}
        }
    }

    func testDraggingTheThumbAcrossTurnsTheSwitchOnOnce() {
        MainActor.assumeIsolated {
            let toggle = UISwitch()
            let (app, window) = valueControlWindow(toggle)
            let counter = ValueChangeCounter(toggle)

            app.pointerDown(at: CGPoint(x: 65, y: 66), in: window)
            app.pointerMove(to: CGPoint(x: 75, y: 66), in: window)
            let thumb = toggle.subviews[0].subviews[1]
            XCTAssertEqual(thumb.center.x, 15.5 + 10, accuracy: 0.01, "the thumb follows the pointer")
            app.pointerMove(to: CGPoint(x: 95, y: 66), in: window)
            app.pointerUp(at: CGPoint(x: 95, y: 66), in: window)

            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testADragThatEndsOnTheSideItStartedChangesNothing() {
        MainActor.assumeIsolated {
            let toggle = UISwitch()
            let (app, window) = valueControlWindow(toggle)
            let counter = ValueChangeCounter(toggle)

            drag(app, in: window, along: [Self.offThumb, CGPoint(x: 95, y: 66), CGPoint(x: 68, y: 66)])

            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(counter.count, 0)
        }
    }

    func testADragReleasedOutsideKeepsTheSideTheThumbIsOn() {
        MainActor.assumeIsolated {
            let toggle = UISwitch()
            let (app, window) = valueControlWindow(toggle)
            let counter = ValueChangeCounter(toggle)
            var upOutside = 0
            toggle.addAction(UIAction { _ in upOutside += 1 }, for: .touchUpOutside)

            drag(app, in: window, along: [Self.offThumb, CGPoint(x: 250, y: 190)])

            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(upOutside, 1)
        }
    }

    func testACancelledTouchPutsTheThumbBackAndSendsNothing() {
        MainActor.assumeIsolated {
            let toggle = UISwitch()
            let (app, window) = valueControlWindow(toggle)
            let counter = ValueChangeCounter(toggle)

            app.touchDown(1, at: Self.offThumb, in: window)
            app.touchMove(1, to: CGPoint(x: 95, y: 66), in: window)
            app.touchCancel(1, at: CGPoint(x: 95, y: 66), in: window)
            app.advance(by: 1)

            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(counter.count, 0)
            XCTAssertEqual(app.pixel(in: window, at: Self.offThumb), RGBA(255, 255, 255))
        }
    }

    func testADisabledSwitchIgnoresTaps() {
        MainActor.assumeIsolated {
            let toggle = UISwitch()
            let (app, window) = valueControlWindow(toggle)
            let counter = ValueChangeCounter(toggle)
            toggle.isEnabled = false

            app.click(at: CGPoint(x: 70, y: 60), in: window)

            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(counter.count, 0)
        }
    }
}
