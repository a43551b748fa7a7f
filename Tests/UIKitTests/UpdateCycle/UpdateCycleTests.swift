import QuartzCore
import UIKit
import UIKitTesting
import XCTest

/// One commit's phases, seen from the views and the window: constraints, layout, follow-up
/// layout, display, present, then the work waiting for the frame, whatever was used first.
final class UpdateCycleTests: XCTestCase {
    func testACommitUpdatesConstraintsThenLaysOutThenDrawsThenPresents() {
        MainActor.assumeIsolated {
            let (app, delegate) = launchWithWindow()
            let log = CallLog()
            let view = CycleLoggingView(log: log)
            delegate.window?.addSubview(view)
            app.runUntilIdle()
            let client = RecordingClient(log: log, wrapping: UpdateCycle.current.client)
            UpdateCycle.current.client = client
            delegate.window?.host?.didPresent = { log.record("present") }
            log.entries = []

            view.setNeedsUpdateConstraints()
            view.setNeedsLayout()
            view.setNeedsDisplay()
            app.runUntilIdle()

            XCTAssertEqual(
                log.entries,
                [
                    "cycle: update constraints", "view: updateConstraints", "view: layoutSubviews",
                    "cycle: layout did run", "view: draw", "present", "cycle: commit did complete",
                ])
        }
    }

    /// Keyboard focus used before Auto Layout does not move focus work ahead of constraints: the
    /// ring is placed after layout, around the view where layout put it.
    func testTheFocusRingFollowsTheLayoutOfTheSameCommit() {
        MainActor.assumeIsolated {
            let (app, delegate) = launchWithWindow()
            let window = delegate.window!
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
            window.addSubview(field)
            app.runUntilIdle()
            app.typeKey(.keyboardTab, in: window)
            app.runUntilIdle()
            let ring = window.layer.sublayers?.last

            field.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 40),
                field.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
                field.widthAnchor.constraint(equalToConstant: 100),
                field.heightAnchor.constraint(equalToConstant: 30),
            ])
            app.runUntilIdle()

            XCTAssertTrue(field.isFocused)
            XCTAssertEqual(field.frame.origin, CGPoint(x: 40, y: 50))
            XCTAssertEqual(ring?.frame, CGRect(x: 37, y: 47, width: 106, height: 36))
        }
    }

    /// A new app starts with nothing of the last one's commits: no open transaction, no running
    /// animation asking for frames, no windows painted.
    func testResettingTheApplicationStartsAFreshCycle() {
        MainActor.assumeIsolated {
            let (app, delegate) = launchWithWindow()
            let layer = CALayer()
            delegate.window?.layer.addSublayer(layer)
            layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
            CATransaction.begin()
            CATransaction.setAnimationDuration(7)
            app.runUntilIdle()
            XCTAssertTrue(FrameSource.current.isRunning)

            let (_, _) = launchWithWindow()

            XCTAssertFalse(FrameSource.current.isRunning)
            XCTAssertEqual(CATransaction.animationDuration(), 0.25)
        }
    }

}

@MainActor private func launchWithWindow() -> (HeadlessApp, LoggingAppDelegate) {
    let delegate = LoggingAppDelegate.withWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
    return (HeadlessApp(delegate: delegate), delegate)
}

/// Logs the view's part of each phase.
private final class CycleLoggingView: UIView {
    let log: CallLog

    init(log: CallLog) {
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    required init?(coder: NSCoder) { nil }

    override func updateConstraints() {
        log.record("view: updateConstraints")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log.record("view: layoutSubviews")
        super.layoutSubviews()
    }

    override func draw(_ rect: CGRect) {
        log.record("view: draw")
    }
}

/// Logs the cycle's calls to UIKit, then passes them on.
@MainActor
private final class RecordingClient: UpdateCycleClient {
    let log: CallLog
    let wrapped: UpdateCycleClient?

    init(log: CallLog, wrapping wrapped: UpdateCycleClient?) {
        self.log = log
        self.wrapped = wrapped
    }

    func updateConstraints() {
        log.record("cycle: update constraints")
        wrapped?.updateConstraints()
    }

    func layoutDidRun() -> Bool {
        log.record("cycle: layout did run")
        return wrapped?.layoutDidRun() ?? false
    }

    func commitDidComplete() {
        log.record("cycle: commit did complete")
        wrapped?.commitDidComplete()
    }
}
