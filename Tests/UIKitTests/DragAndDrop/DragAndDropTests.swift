import HeadlessBackend
import UIKitTesting
import WindowSystem
import XCTest

@testable import UIKit

/// Drags within the app: a press and a move of a few points starts one, the preview follows the
/// pointer in a window of its own, and drop targets in any of the app's windows get iOS's calls.
final class DragAndDropTests: XCTestCase {
    private final class AppDelegate: UIResponder, UIApplicationDelegate {}

    /// A window at (100, 100) with a source view at (20, 20) and a target view at (200, 20), each 100 × 60.
    @MainActor
    private static func launch(log: CallLog) -> (
        HeadlessApp, UIWindow, source: LoggingDragSource, target: LoggingDropTarget
    ) {
        let app = HeadlessApp(delegate: AppDelegate())
        let window = UIWindow(frame: CGRect(x: 100, y: 100, width: 400, height: 200))
        window.rootViewController = UIViewController()
        let source = LoggingDragSource(log: log)
        let target = LoggingDropTarget("target", log: log)
        let sourceView = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        sourceView.addInteraction(UIDragInteraction(delegate: source))
        let targetView = UIView(frame: CGRect(x: 200, y: 20, width: 100, height: 60))
        targetView.addInteraction(UIDropInteraction(delegate: target))
        window.rootViewController?.view.addSubview(sourceView)
        window.rootViewController?.view.addSubview(targetView)
        window.makeKeyAndVisible()
        app.runUntilIdle()
        return (app, window, source, target)
    }

    func testADragOntoATargetCallsTheDelegatesInIOSOrderAndDeliversTheText() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, source, target) = Self.launch(log: log)
            defer { withExtendedLifetime(source) {} }

            app.pointerDown(at: CGPoint(x: 50, y: 50), in: window)
            app.pointerMove(to: CGPoint(x: 52, y: 50), in: window)
            XCTAssertEqual(log.entries, [], "no drag before the pointer moved 4 points")
            app.pointerMove(to: CGPoint(x: 60, y: 50), in: window)
            app.pointerMove(to: CGPoint(x: 230, y: 50), in: window)
            app.pointerMove(to: CGPoint(x: 240, y: 50), in: window)
            app.pointerUp(at: CGPoint(x: 240, y: 50), in: window)
            drainMainQueue { !target.strings.isEmpty }

            XCTAssertEqual(
                log.entries,
                [
                    "source itemsForBeginning", "source willAnimateLift", "source sessionWillBegin",
                    "source lift completed end", "target canHandle",
                    "target sessionDidEnter", "target sessionDidUpdate", "source willEndWith copy",
                    "target performDrop", "target willAnimateDrop", "target concludeDrop", "target sessionDidEnd",
                    "source didEndWith copy", "source sessionDidTransferItems",
                ])
            XCTAssertEqual(target.strings, ["Dragged words"])
            XCTAssertEqual(target.wasLocal, true)
        }
    }

    func testDroppingOutsideEveryTargetCancelsAndTheTargetLeftHearsOfIt() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, source, target) = Self.launch(log: log)
            defer { withExtendedLifetime(source) {} }

            app.pointerDown(at: CGPoint(x: 50, y: 50), in: window)
            app.pointerMove(to: CGPoint(x: 230, y: 50), in: window)
            app.pointerMove(to: CGPoint(x: 200, y: 150), in: window)
            app.pointerUp(at: CGPoint(x: 200, y: 150), in: window)

            XCTAssertEqual(
                Array(log.entries.suffix(5)),
                [
                    "target sessionDidExit", "source willEndWith cancel", "source willAnimateCancel",
                    "target sessionDidEnd", "source didEndWith cancel",
                ])
            XCTAssertFalse(log.entries.contains("target performDrop"))
            XCTAssertTrue(target.strings.isEmpty)
        }
    }

    func testATargetProposingCancelGetsNoDrop() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, source, target) = Self.launch(log: log)
            defer { withExtendedLifetime(source) {} }
            target.operation = .forbidden

            app.pointerDown(at: CGPoint(x: 50, y: 50), in: window)
            app.pointerMove(to: CGPoint(x: 230, y: 50), in: window)
            app.pointerUp(at: CGPoint(x: 230, y: 50), in: window)

            XCTAssertFalse(log.entries.contains("target performDrop"))
            XCTAssertTrue(log.entries.contains("source didEndWith cancel"))
        }
    }

    func testTheDragPreviewFollowsThePointerInAWindowOfItsOwnAndGoesAtTheEnd() throws {
        try MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, source, _) = Self.launch(log: log)
            defer { withExtendedLifetime(source) {} }

            app.pointerDown(at: CGPoint(x: 50, y: 50), in: window)
            app.pointerMove(to: CGPoint(x: 70, y: 60), in: window)
            app.runUntilIdle()
            let preview = try XCTUnwrap(app.application.windows.first { $0 is DragPreviewWindow })
            XCTAssertFalse(preview.isHidden)
            XCTAssertEqual(app.platformWindow(of: preview)?.kind, .tooltip)
            XCTAssertEqual(preview.frame.origin, CGPoint(x: 178, y: 168), "just below and right of the pointer")
            XCTAssertEqual(preview.frame.size, CGSize(width: 100, height: 60))
            app.pointerMove(to: CGPoint(x: 90, y: 70), in: window)
            XCTAssertEqual(preview.frame.origin, CGPoint(x: 198, y: 178))

            app.pointerUp(at: CGPoint(x: 90, y: 70), in: window)
            app.runUntilIdle()

            XCTAssertTrue(preview.isHidden)
        }
    }

    func testADragGoesFromOneWindowToATargetInAnother() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, source, _) = Self.launch(log: log)
            defer { withExtendedLifetime(source) {} }
            let other = UIWindow(frame: CGRect(x: 600, y: 100, width: 200, height: 200))
            other.rootViewController = UIViewController()
            let otherTarget = LoggingDropTarget("other", log: log)
            other.rootViewController?.view.addInteraction(UIDropInteraction(delegate: otherTarget))
            other.isHidden = false
            app.runUntilIdle()
            defer { withExtendedLifetime((other, otherTarget)) {} }

            app.pointerDown(at: CGPoint(x: 50, y: 50), in: window)
            app.pointerMove(to: CGPoint(x: 300, y: 150), in: window)
            app.pointerMove(to: CGPoint(x: 550, y: 100), in: window)
            app.pointerUp(at: CGPoint(x: 550, y: 100), in: window)
            drainMainQueue { !otherTarget.strings.isEmpty }

            XCTAssertEqual(otherTarget.strings, ["Dragged words"])
            XCTAssertTrue(log.entries.contains("other performDrop"))
        }
    }

    func testAPressWithoutMovingStaysAClick() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, source, _) = Self.launch(log: log)
            defer { withExtendedLifetime(source) {} }

            app.click(at: CGPoint(x: 50, y: 50), in: window)

            XCTAssertEqual(log.entries, [])
            XCTAssertFalse(app.application.windows.contains { $0 is DragPreviewWindow && !$0.isHidden })
        }
    }

    func testInteractionsDoNotKeepTheirViewOrDelegateAlive() {
        MainActor.assumeIsolated {
            let log = CallLog()
            weak var weakView: UIView?
            weak var weakSource: LoggingDragSource?
            let drag: UIDragInteraction
            let drop: UIDropInteraction
            do {
                let view = UIView()
                let source = LoggingDragSource(log: log)
                drag = UIDragInteraction(delegate: source)
                drop = UIDropInteraction(delegate: LoggingDropTarget("t", log: log))
                view.addInteraction(drag)
                view.addInteraction(drop)
                weakView = view
                weakSource = source
            }

            XCTAssertNil(weakView)
            XCTAssertNil(weakSource)
            XCTAssertNil(drag.view)
            XCTAssertNil(drop.delegate)
        }
    }

    func testAWindowWhoseViewWasDraggedFromIsFreedWithItsViews() {
        MainActor.assumeIsolated {
            let log = CallLog()
            weak var weakWindow: UIWindow?
            weak var weakView: UIView?
            let app = HeadlessApp(delegate: AppDelegate())
            let source = LoggingDragSource(log: log)
            do {
                let window = UIWindow(frame: CGRect(x: 100, y: 100, width: 400, height: 200))
                let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
                view.addInteraction(UIDragInteraction(delegate: source))
                window.addSubview(view)
                window.isHidden = false
                app.runUntilIdle()
                app.pointerDown(at: CGPoint(x: 50, y: 50), in: window)
                app.pointerMove(to: CGPoint(x: 80, y: 60), in: window)
                app.pointerUp(at: CGPoint(x: 80, y: 60), in: window)
                app.runUntilIdle()
                window.isHidden = true
                weakWindow = window
                weakView = view
            }
            app.runUntilIdle()
            // The app remembers the last tap's window; a new app forgets it, as the next launch would.
            _ = HeadlessApp(delegate: AppDelegate())

            XCTAssertTrue(log.entries.contains("source didEndWith cancel"))
            XCTAssertNil(weakView)
            XCTAssertNil(weakWindow)
        }
    }

    func testEscapeCancelsTheDragAndTheReleaseDropsNothing() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, source, target) = Self.launch(log: log)
            defer { withExtendedLifetime(source) {} }

            app.pointerDown(at: CGPoint(x: 50, y: 50), in: window)
            app.pointerMove(to: CGPoint(x: 230, y: 50), in: window)
            app.typeKey(.keyboardEscape, in: window)
            let afterEscape = log.entries
            app.pointerMove(to: CGPoint(x: 240, y: 50), in: window)
            app.pointerUp(at: CGPoint(x: 240, y: 50), in: window)

            XCTAssertEqual(
                Array(afterEscape.suffix(5)),
                [
                    "target sessionDidExit", "source willEndWith cancel", "source willAnimateCancel",
                    "target sessionDidEnd", "source didEndWith cancel",
                ])
            XCTAssertEqual(log.entries, afterEscape, "nothing after the cancel")
            XCTAssertTrue(target.strings.isEmpty)
            XCTAssertFalse(app.application.windows.contains { $0 is DragPreviewWindow && !$0.isHidden })
        }
    }

    func testADisabledInteractionStartsNoDrag() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (app, window, source, _) = Self.launch(log: log)
            defer { withExtendedLifetime(source) {} }
            let view = window.rootViewController?.view.subviews.first
            let drag = view?.interactions.compactMap { $0 as? UIDragInteraction }.first
            drag?.isEnabled = false

            app.pointerDown(at: CGPoint(x: 50, y: 50), in: window)
            app.pointerMove(to: CGPoint(x: 230, y: 50), in: window)
            app.pointerUp(at: CGPoint(x: 230, y: 50), in: window)

            XCTAssertNotNil(drag)
            XCTAssertEqual(log.entries, [])
        }
    }
}
