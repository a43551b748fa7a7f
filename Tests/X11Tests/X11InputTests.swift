import Foundation
import TestPrerequisites
import UIKit
import WindowSystem
import X11TestSupport
import XCTest

/// Mouse and keyboard input from the real X server: `xdotool` drives XTest as a person would.
final class X11InputTests: XCTestCase {
    private final class LoggingView: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }

        private func record(_ phase: String, _ touches: Set<UITouch>) {
            let p = touches.first!.location(in: self)
            log.append("\(phase) \(Int(p.x)),\(Int(p.y)) taps \(touches.first!.tapCount)")
        }
    }

    func testAClickAndADoubleClickAndADragReachTheViewUnderThePointer() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let view = LoggingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
            let delegate = ClosureAppDelegate()
            delegate.onLaunch = { delegate in
                let window = delegate.addWindow(CGRect(x: 200, y: 300, width: 160, height: 160), color: .white)
                window.rootViewController?.view.addSubview(view)
                window.makeKeyAndVisible()
            }
            let app = try X11App(delegate: delegate)
            let window = delegate.windows[0]
            XCTAssertTrue(app.pump { x11.isViewable(app.xid(window)) })

            try xdotool(["mousemove", "230", "330", "click", "1"])
            XCTAssertTrue(app.pump { view.log.count == 2 }, "\(view.log)")
            try xdotool(["sleep", "0.6", "click", "--repeat", "2", "--delay", "80", "1"])
            XCTAssertTrue(app.pump { view.log.count == 6 }, "\(view.log)")
            try xdotool(["sleep", "0.6", "mousedown", "1", "mousemove", "260", "350", "mouseup", "1"])
            XCTAssertTrue(app.pump { view.log.last?.hasPrefix("ended") == true && view.log.count > 6 }, "\(view.log)")

            XCTAssertEqual(
                Array(view.log.prefix(6)),
                [
                    "began 10,10 taps 1", "ended 10,10 taps 1", "began 10,10 taps 1", "ended 10,10 taps 1",
                    "began 10,10 taps 2", "ended 10,10 taps 2",
                ])
            XCTAssertTrue(view.log.contains { $0.hasPrefix("moved") }, "\(view.log)")
            XCTAssertEqual(view.log.last, "ended 40,30 taps 1")
        }
    }

    func testTypedKeysReachTheFirstResponderAsText() throws {
        try MainActor.assumeIsolated {
            let view = TypedTextView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let app = try X11App.launchTyping(into: view, observer: try requireObserver())

            try xdotool(["type", "--delay", "20", "Hi 5"])

            XCTAssertTrue(app.pump { view.typed == "Hi 5" }, "typed \(view.typed.debugDescription)")
        }
    }

    /// Keys remapped while the app runs give their new characters: xdotool types a character the
    /// layout lacks by binding it to a spare key for the moment (the server tells every client of the
    /// change), as a layout switch does.
    func testKeysRemappedWhileTheAppRunsGiveTheirNewCharacters() throws {
        try MainActor.assumeIsolated {
            let view = TypedTextView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let app = try X11App.launchTyping(into: view, observer: try requireObserver())
            // A key typed first, so the app has read the keyboard's tables.
            try xdotool(["type", "a"])
            XCTAssertTrue(app.pump { view.typed == "a" }, "typed \(view.typed.debugDescription)")

            try xdotool(["type", "--delay", "20", "éß"])

            XCTAssertTrue(app.pump { view.typed == "aéß" }, "typed \(view.typed.debugDescription)")
        }
    }
}
