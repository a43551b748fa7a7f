import UIKit
import UIKitTesting
import XCTest

/// Logs what a pan reports at each action: state, translation and velocity in its view, touches,
/// and where the pointer is in the view.
@MainActor
final class ScrollLog {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    var velocities: [CGPoint] = []
    var touchCounts: [Int] = []
    var locations: [CGPoint] = []

    func handle(_ pan: UIPanGestureRecognizer) {
        states.append(pan.state)
        translations.append(pan.translation(in: pan.view))
        velocities.append(pan.velocity(in: pan.view))
        touchCounts.append(pan.numberOfTouches)
        locations.append(pan.location(in: pan.view))
    }
}

/// A delegate that keeps wheel events from its recognizer and counts how often it was asked.
final class RefusingEventDelegate: UIGestureRecognizerDelegate {
    var asked: [UIEvent.EventType] = []

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        asked.append(event.type)
        return false
    }
}

/// A pan on `view` that scrolls for `mask`, with its log.
@MainActor
func scrollingPan(on view: UIView, mask: UIScrollTypeMask = .all) -> (UIPanGestureRecognizer, ScrollLog) {
    let log = ScrollLog()
    let pan = UIPanGestureRecognizer(target: log, action: ScrollLog.handle)
    pan.allowedScrollTypesMask = mask
    view.addGestureRecognizer(pan)
    return (pan, log)
}

/// Scrolling pan recognizers: the mouse wheel as `.scroll` events.
final class ScrollGestureTests: XCTestCase {
    private static let pointer = CGPoint(x: 100, y: 100)

    func testAPanIgnoresTheWheelUnlessItsMaskAllowsDiscreteScrolling() {
        MainActor.assumeIsolated {
            for mask in [[], UIScrollTypeMask.continuous] {
                let (app, window, view) = gestureWindow()
                let (pan, log) = scrollingPan(on: view, mask: mask)

                app.scroll(dy: -3, at: Self.pointer, in: window)
                app.advance(by: 1)

                XCTAssertEqual(log.states, [], "mask \(mask)")
                XCTAssertEqual(pan.state, .possible)
                withExtendedLifetime(window) {}
            }
            XCTAssertEqual(UIPanGestureRecognizer().allowedScrollTypesMask, [])
        }
    }

    func testTheFirstNotchBeginsAPanWithTenPointsOfTranslationAndNoTouches() {
        MainActor.assumeIsolated {
            for mask in [UIScrollTypeMask.discrete, .all] {
                let (app, window, view) = gestureWindow()
                let (pan, log) = scrollingPan(on: view, mask: mask)

                app.scroll(dy: -1, at: Self.pointer, in: window)

                XCTAssertEqual(log.states, [.began], "mask \(mask)")
                XCTAssertEqual(log.translations, [CGPoint(x: 0, y: 10)])
                XCTAssertEqual(log.touchCounts, [0])
                XCTAssertEqual(log.locations, [CGPoint(x: 50, y: 50)])
                XCTAssertEqual(pan.state, .began)
                withExtendedLifetime(window) {}
            }
        }
    }

    func testNotchesChangeThePanWhichEndsOnlyAfterTheIdleInterval() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            let (pan, log) = scrollingPan(on: view)

            app.scroll(dy: -1, at: Self.pointer, in: window)
            app.advance(by: 0.1)
            app.scroll(dy: -1, at: Self.pointer, in: window)
            app.advance(by: 0.1)
            app.scroll(dy: 1, at: Self.pointer, in: window)
            app.scroll(dy: -2, at: Self.pointer, in: window)
            app.advance(by: 0.14)
            XCTAssertEqual(log.states, [.began, .changed, .changed, .changed, .changed])
            app.advance(by: 0.02)

            XCTAssertEqual(log.states, [.began, .changed, .changed, .changed, .changed, .ended])
            XCTAssertEqual(log.translations.map(\.y), [10, 20, 10, 20, 30, 30])
            XCTAssertEqual(pan.state, .possible)
            XCTAssertEqual(pan.translation(in: view), .zero)
            withExtendedLifetime(window) {}
        }
    }

    func testTheVelocityFollowsTheNotchesOverTime() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            let (_, log) = scrollingPan(on: view)

            for _ in 0..<4 {
                app.scroll(dy: 1, at: Self.pointer, in: window)
                app.advance(by: 0.05)
            }
            app.advance(by: 0.2)

            XCTAssertEqual(log.states, [.began, .changed, .changed, .changed, .ended])
            guard log.velocities.count == 5 else { return XCTFail("velocities \(log.velocities): one per callback") }
            XCTAssertEqual(log.velocities[0], .zero)
            XCTAssertEqual(log.velocities[1].y, -200, accuracy: 0.01)
            XCTAssertEqual(log.velocities[4].y, -200, accuracy: 0.01)
            XCTAssertEqual(log.velocities[4].x, 0)
            XCTAssertEqual(log.translations.last, CGPoint(x: 0, y: -40))
            withExtendedLifetime(window) {}
        }
    }

    func testShiftTurnsTheWheelIntoHorizontalScrollingAndTiltsScrollSideways() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            let (_, log) = scrollingPan(on: view)

            app.scroll(dy: -1, at: Self.pointer, in: window, modifiers: .shift)
            app.scroll(dy: 3, at: Self.pointer, in: window, modifiers: .shift)
            app.advance(by: 0.2)
            app.scroll(dx: -2, at: Self.pointer, in: window)
            app.advance(by: 0.2)

            XCTAssertEqual(
                log.translations,
                [
                    CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 0), CGPoint(x: -10, y: 0), CGPoint(x: -20, y: 0),
                    CGPoint(x: -20, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 0),
                ])
            withExtendedLifetime(window) {}
        }
    }

    func testTargetsHearBeganChangedEndedInOrderAndSetTranslationHolds() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            let log = GestureLog()
            let pan = UIPanGestureRecognizer(target: log, action: GestureLog.handle)
            pan.name = "pan"
            pan.allowedScrollTypesMask = .discrete
            var translations: [CGPoint] = []
            pan.addHandler { pan in
                translations.append(pan.translation(in: nil))
                pan.setTranslation(.zero, in: nil)
            }
            view.addGestureRecognizer(pan)

            app.scroll(dy: -2, at: Self.pointer, in: window)
            app.advance(by: 0.5)

            XCTAssertEqual(log.entries, ["pan began", "pan changed", "pan ended"])
            XCTAssertEqual(translations, [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 10), .zero])
            withExtendedLifetime(window) {}
        }
    }

    func testTheNearestPanUnderThePointerTakesTheWheelAndKeepsItWhileThePointerMoves() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            let root = window.rootViewController!.view!
            let (inner, innerLog) = scrollingPan(on: view)
            let (outer, outerLog) = scrollingPan(on: root)

            app.scroll(dy: -1, at: Self.pointer, in: window)
            app.scroll(dy: -1, at: CGPoint(x: 20, y: 20), in: window)
            app.advance(by: 0.2)
            app.scroll(dy: -1, at: CGPoint(x: 20, y: 20), in: window)
            app.advance(by: 0.2)

            XCTAssertEqual(innerLog.states, [.began, .changed, .ended])
            XCTAssertEqual(
                innerLog.locations, [CGPoint(x: 50, y: 50), CGPoint(x: -30, y: -30), CGPoint(x: -30, y: -30)])
            XCTAssertEqual(outerLog.states, [.began, .ended])
            XCTAssertEqual(outerLog.translations.first, CGPoint(x: 0, y: 10))
            withExtendedLifetime((window, inner, outer)) {}
        }
    }

    func testADisabledPanARefusingDelegateOrARefusalToBeginPassesTheWheelToTheAncestor() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            let root = window.rootViewController!.view!
            let (inner, innerLog) = scrollingPan(on: view)
            let (_, outerLog) = scrollingPan(on: root)
            let refusing = RefusingEventDelegate()
            let notBeginning = FixedGestureDelegate()
            notBeginning.shouldBegin = false

            inner.isEnabled = false
            app.scroll(dy: -1, at: Self.pointer, in: window)
            app.advance(by: 0.2)
            inner.isEnabled = true
            inner.delegate = refusing
            app.scroll(dy: -1, at: Self.pointer, in: window)
            app.advance(by: 0.2)
            inner.delegate = notBeginning
            app.scroll(dy: -1, at: Self.pointer, in: window)
            app.advance(by: 0.2)

            XCTAssertEqual(innerLog.states, [])
            XCTAssertEqual(outerLog.states, [.began, .ended, .began, .ended, .began, .ended])
            XCTAssertEqual(refusing.asked, [.scroll])
            XCTAssertEqual(inner.state, .possible)
            withExtendedLifetime((window, refusing, notBeginning)) {}
        }
    }

    func testAPressEndsTheScrollGestureBeforeTheTouchBegins() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            let (pan, log) = scrollingPan(on: view)
            var viewLogWhenEnded: [String]?
            pan.addHandler { [unowned view] pan in
                if pan.state == .ended { viewLogWhenEnded = view.log }
            }

            app.scroll(dy: -1, at: Self.pointer, in: window)
            app.pointerDown(at: Self.pointer, in: window)

            XCTAssertEqual(log.states, [.began, .ended])
            XCTAssertEqual(viewLogWhenEnded, [])
            XCTAssertEqual(view.log.map { $0.components(separatedBy: " ")[0] }, ["began"])
            withExtendedLifetime(window) {}
        }
    }

    func testAPanThatMustWaitForAnIdleTapStillScrollsButNotWhileTheOneItWaitsForRecognizes() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            let root = window.rootViewController!.view!
            var taps = 0
            let tap = UITapGestureRecognizer { _ in taps += 1 }
            view.addGestureRecognizer(tap)
            let (pan, log) = scrollingPan(on: view)
            pan.require(toFail: tap)
            let dragging = UIPanGestureRecognizer { _ in }
            root.addGestureRecognizer(dragging)

            app.scroll(dy: -1, at: Self.pointer, in: window)
            app.advance(by: 0.2)
            app.click(at: Self.pointer, in: window)
            pan.require(toFail: dragging)
            drag(app, in: window, from: CGPoint(x: 20, y: 20), to: CGPoint(x: 20, y: 60), release: false)
            app.scroll(dy: -1, at: Self.pointer, in: window)
            app.advance(by: 0.2)

            XCTAssertEqual(log.states, [.began, .ended])
            XCTAssertEqual(taps, 1)
            XCTAssertEqual(dragging.state, .changed)
            XCTAssertEqual(pan.state, .possible)
            withExtendedLifetime(window) {}
        }
    }
}
