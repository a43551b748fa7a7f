import UIKit
import UIKitTesting
import XCTest

/// A delegate answering with fixed values and logging the touches it was asked about.
final class FixedGestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    var askedToReceive = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        askedToReceive += 1
        return shouldReceive
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
}

/// A target whose typed and no-argument methods count calls (main-actor, like a view controller).
@MainActor
final class TapTarget {
    var taps = 0
    var plainCalls = 0
    func handleTap(_ recognizer: UITapGestureRecognizer) { taps += recognizer.numberOfTapsRequired }
    func handle() { plainCalls += 1 }
}

final class UIGestureRecognizerTests: XCTestCase {
    func testADelegateRefusingToBeginFailsTheGestureAndTheViewKeepsTheTouch() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var taps = 0
            let delegate = FixedGestureDelegate()
            delegate.shouldBegin = false
            let tap = UITapGestureRecognizer { _ in taps += 1 }
            tap.delegate = delegate
            view.addGestureRecognizer(tap)

            app.click(at: CGPoint(x: 60, y: 60), in: window)

            XCTAssertEqual(taps, 0)
            XCTAssertEqual(view.log.map { $0.components(separatedBy: " ")[0] }, ["began", "ended"])
            withExtendedLifetime((window, delegate)) {}
        }
    }

    func testADelegateRefusingATouchKeepsItFromTheRecognizer() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var taps = 0
            let delegate = FixedGestureDelegate()
            delegate.shouldReceive = false
            let tap = UITapGestureRecognizer { _ in taps += 1 }
            tap.delegate = delegate
            view.addGestureRecognizer(tap)

            app.click(at: CGPoint(x: 60, y: 60), in: window)

            XCTAssertEqual(delegate.askedToReceive, 1)
            XCTAssertEqual(taps, 0)
            withExtendedLifetime((window, delegate)) {}
        }
    }

    func testADisabledRecognizerGetsNoTouches() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var taps = 0
            let tap = UITapGestureRecognizer { _ in taps += 1 }
            tap.isEnabled = false
            view.addGestureRecognizer(tap)

            app.click(at: CGPoint(x: 60, y: 60), in: window)
            XCTAssertEqual(taps, 0)
            tap.isEnabled = true
            app.advance(by: 1)
            app.click(at: CGPoint(x: 60, y: 60), in: window)
            XCTAssertEqual(taps, 1)
            withExtendedLifetime(window) {}
        }
    }

    func testTypedAndNoArgumentMethodTargetsAreCalledAndHeldWeakly() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var target: TapTarget? = TapTarget()
            weak let weakTarget = target
            let tap = UITapGestureRecognizer(target: target!, action: TapTarget.handleTap)
            tap.addTarget(target!, action: TapTarget.handle)
            view.addGestureRecognizer(tap)

            app.click(at: CGPoint(x: 60, y: 60), in: window)
            XCTAssertEqual(target?.taps, 1)
            XCTAssertEqual(target?.plainCalls, 1)

            target = nil
            XCTAssertNil(weakTarget, "the recognizer does not keep its target alive")
            app.advance(by: 1)
            app.click(at: CGPoint(x: 60, y: 60), in: window)
            XCTAssertEqual(tap.state, .possible)
            withExtendedLifetime(window) {}
        }
    }

    func testRemoveTargetStopsItsActions() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            let target = TapTarget()
            let tap = UITapGestureRecognizer(target: target, action: TapTarget.handleTap)
            view.addGestureRecognizer(tap)

            tap.removeTarget(target)
            app.click(at: CGPoint(x: 60, y: 60), in: window)

            XCTAssertEqual(target.taps, 0)
            withExtendedLifetime(window) {}
        }
    }

    func testAViewAddsMovesAndRemovesRecognizers() {
        MainActor.assumeIsolated {
            let a = UIView()
            let b = UIView()
            let tap = UITapGestureRecognizer()
            XCTAssertNil(a.gestureRecognizers)

            a.addGestureRecognizer(tap)
            XCTAssertTrue(tap.view === a)
            b.addGestureRecognizer(tap)
            XCTAssertNil(a.gestureRecognizers)
            XCTAssertEqual(b.gestureRecognizers?.count, 1)
            b.removeGestureRecognizer(tap)
            XCTAssertNil(tap.view)
        }
    }

    func testAPanPreventsATapUnlessTheyRecognizeSimultaneously() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var log: [String] = []
            let press = UILongPressGestureRecognizer { _ in log.append("press") }
            press.minimumPressDuration = 0.1
            press.allowableMovement = 100
            let pan = UIPanGestureRecognizer { _ in log.append("pan") }
            view.addGestureRecognizer(press)
            view.addGestureRecognizer(pan)

            drag(app, in: window, from: CGPoint(x: 60, y: 60), to: CGPoint(x: 100, y: 60), steps: 2)
            XCTAssertEqual(log, ["pan", "pan", "pan"], "the pan began first and failed the press")

            log = []
            let delegate = FixedGestureDelegate()
            delegate.simultaneous = true
            pan.delegate = delegate
            app.pointerDown(at: CGPoint(x: 60, y: 60), in: window)
            app.advance(by: 0.2)
            app.pointerMove(to: CGPoint(x: 80, y: 60), in: window)
            app.pointerUp(at: CGPoint(x: 80, y: 60), in: window)
            XCTAssertEqual(log, ["press", "press", "pan", "press", "pan"])
            withExtendedLifetime((window, delegate)) {}
        }
    }

    func testDelaysTouchesBeganKeepsTheTouchFromTheViewUntilTheRecognizerFails() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            let pan = UIPanGestureRecognizer()
            pan.delaysTouchesBegan = true
            view.addGestureRecognizer(pan)

            app.pointerDown(at: CGPoint(x: 60, y: 60), in: window)
            XCTAssertEqual(view.log, [])
            app.pointerUp(at: CGPoint(x: 60, y: 60), in: window)
            XCTAssertEqual(view.log.map { $0.components(separatedBy: " ")[0] }, ["began", "ended"])

            view.log = []
            drag(app, in: window, from: CGPoint(x: 60, y: 60), to: CGPoint(x: 100, y: 60))
            XCTAssertEqual(view.log, [], "the pan recognized: the view never saw the touch")
            withExtendedLifetime(window) {}
        }
    }
}

/// A view that keeps its ancestors' recognizers from beginning on its touches, as a control does.
final class RefusingView: UIView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.view === self
    }
}

/// A controller whose view has a tap recognizer targeting the controller.
final class TappableController: UIViewController {
    var taps = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: TappableController.handleTap))
    }
    func handleTap(_ recognizer: UITapGestureRecognizer) { taps += 1 }
}

final class UIGestureRecognizerOwnershipTests: XCTestCase {
    func testAControllerTargetingItsOwnViewsRecognizerIsNotKeptAliveByIt() {
        MainActor.assumeIsolated {
            var controller: TappableController? = TappableController()
            weak let weakController = controller
            weak let weakView = controller?.view
            XCTAssertNotNil(weakView)

            controller = nil

            XCTAssertNil(weakController)
            XCTAssertNil(weakView)
        }
    }

    func testTheTouchedViewCanRefuseAnAncestorsRecognizer() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            let refusing = RefusingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            view.addSubview(refusing)
            var taps = 0
            view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })

            app.click(at: CGPoint(x: 55, y: 55), in: window)
            XCTAssertEqual(taps, 0)
            app.advance(by: 1)
            app.click(at: CGPoint(x: 100, y: 100), in: window)
            XCTAssertEqual(taps, 1)
            withExtendedLifetime(window) {}
        }
    }
}
