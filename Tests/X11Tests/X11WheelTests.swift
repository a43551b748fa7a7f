import Foundation
import TestPrerequisites
import UIKit
import WindowSystem
import X11TestSupport
import XCTest

/// The mouse wheel from the real X server: `xdotool` clicks buttons 4–7 through XTest, whose device
/// has no scroll valuators, so the presses are real (not emulated) and each is one notch.
final class X11WheelTests: XCTestCase {
    /// Launches an app with one window at (800, 300), 160×160, whose root view holds `view` at
    /// (20, 20), and waits until the window is viewable.
    @MainActor
    private static func launch(with view: UIView) throws -> (X11App, UIWindow) {
        let x11 = try requireObserver()
        let delegate = ClosureAppDelegate()
        delegate.onLaunch = { delegate in
            let window = delegate.addWindow(CGRect(x: 800, y: 300, width: 160, height: 160), color: .white)
            window.rootViewController?.view.addSubview(view)
            window.makeKeyAndVisible()
        }
        let app = try X11App(delegate: delegate)
        let window = delegate.windows[0]
        XCTAssertTrue(app.pump { x11.isViewable(app.xid(window)) })
        return (app, window)
    }

    func testWheelNotchesPanARecognizerThatAllowsScrolling() throws {
        try MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
            var states: [UIGestureRecognizer.State] = []
            var translations: [CGPoint] = []
            let pan = UIPanGestureRecognizer { pan in
                states.append(pan.state)
                translations.append(pan.translation(in: pan.view))
            }
            pan.allowedScrollTypesMask = .all
            view.addGestureRecognizer(pan)
            let (app, window) = try Self.launch(with: view)

            try xdotool(["mousemove", "870", "370", "click", "--repeat", "3", "--delay", "30", "4"])

            XCTAssertTrue(app.pump { states.last == .ended }, "\(states)")
            XCTAssertEqual(states.first, .began)
            XCTAssertTrue(states.contains(.changed), "\(states)")
            XCTAssertEqual(translations.last, CGPoint(x: 0, y: 30))
            withExtendedLifetime(window) {}
        }
    }

    func testEachWheelButtonClickIsExactlyOneNotch() throws {
        try MainActor.assumeIsolated {
            let (app, window) = try Self.launch(with: UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100)))
            var scrolls: [PointerEvent.Kind] = []
            var movedAway = false
            let deliver = app.backend.eventHandler
            app.backend.eventHandler = { event in
                if case .pointer(let pointer) = event {
                    switch pointer.kind {
                    case .scroll, .smoothScroll: scrolls.append(pointer.kind)
                    case .moved where pointer.location == PixelPoint(x: 80, y: 80): movedAway = true
                    default: break
                    }
                }
                deliver?(event)
            }

            // The move after the clicks comes last, so any second report of a click would be in by then.
            try xdotool(["mousemove", "870", "370", "click", "4", "click", "5", "click", "6", "click", "7"])
            try xdotool(["mousemove", "880", "380"])

            XCTAssertTrue(app.pump { movedAway }, "\(scrolls)")
            XCTAssertEqual(
                scrolls, [.scroll(dx: 0, dy: -1), .scroll(dx: 0, dy: 1), .scroll(dx: -1, dy: 0), .scroll(dx: 1, dy: 0)])
            withExtendedLifetime(window) {}
        }
    }

    func testCtrlWheelPinches() throws {
        try MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
            var states: [UIGestureRecognizer.State] = []
            var scale: CGFloat = 1
            let pinch = UIPinchGestureRecognizer { pinch in
                states.append(pinch.state)
                scale = pinch.scale
            }
            view.addGestureRecognizer(pinch)
            let (app, window) = try Self.launch(with: view)

            try xdotool(["mousemove", "870", "370", "keydown", "ctrl", "click", "5", "keyup", "ctrl"])

            XCTAssertTrue(app.pump { states.last == .ended }, "\(states)")
            XCTAssertEqual(states, [.began, .ended])
            XCTAssertEqual(scale, 1 / 1.1, accuracy: 1e-9)
            withExtendedLifetime(window) {}
        }
    }
}
