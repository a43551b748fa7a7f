import UIKit
import UIKitTesting
import XCTest

/// A window of 200×200 points with a `TouchRecordingView` at (50, 50, 100, 100), laid out.
@MainActor
func gestureWindow() -> (HeadlessApp, UIWindow, TouchRecordingView) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    let view = TouchRecordingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    window.rootViewController!.view.addSubview(view)
    app.runUntilIdle()
    return (app, window, view)
}

/// Logs each action call with the recognizer's state.
@MainActor
final class GestureLog {
    var entries: [String] = []

    func handle(_ recognizer: UIGestureRecognizer) {
        entries.append("\(recognizer.name ?? "?") \(GestureLog.name(of: recognizer.state))")
    }

    static func name(of state: UIGestureRecognizer.State) -> String {
        switch state {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}

/// Drags from `start` to `end` in `steps` moves, `interval` seconds apart, then releases.
@MainActor
func drag(
    _ app: HeadlessApp, in window: UIWindow, from start: CGPoint, to end: CGPoint, steps: Int = 5,
    interval: Double = 0.02, release: Bool = true
) {
    app.pointerDown(at: start, in: window)
    for step in 1...steps {
        app.advance(by: interval)
        let t = CGFloat(step) / CGFloat(steps)
        app.pointerMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), in: window)
    }
    if release { app.pointerUp(at: end, in: window) }
}
