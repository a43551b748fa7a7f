import UIKit
import UIKitTesting
import XCTest

final class UITapGestureRecognizerTests: XCTestCase {
    func testAClickRecognizesATapAndCancelsTheTouchInTheView() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            let log = GestureLog()
            let tap = UITapGestureRecognizer(target: log, action: GestureLog.handle)
            tap.name = "tap"
            view.addGestureRecognizer(tap)

            app.click(at: CGPoint(x: 60, y: 70), in: window)

            XCTAssertEqual(log.entries, ["tap ended"])
            XCTAssertEqual(view.log, ["began 10,20 taps 1 all 1", "cancelled 10,20 taps 1 all 1"])
            XCTAssertEqual(tap.state, .possible, "reset once the touch is over")
            withExtendedLifetime(window) {}
        }
    }

    func testWithoutCancelsTouchesInViewTheViewGetsTheWholeTouch() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var taps = 0
            let tap = UITapGestureRecognizer { _ in taps += 1 }
            tap.cancelsTouchesInView = false
            view.addGestureRecognizer(tap)

            app.click(at: CGPoint(x: 60, y: 70), in: window)

            XCTAssertEqual(taps, 1)
            XCTAssertEqual(view.log.map { $0.components(separatedBy: " ")[0] }, ["began", "ended"])
            withExtendedLifetime(window) {}
        }
    }

    func testMovingMoreThanTenPointsFailsTheTapAndTheViewGetsTheTouch() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var taps = 0
            view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })

            drag(app, in: window, from: CGPoint(x: 60, y: 60), to: CGPoint(x: 80, y: 60))

            XCTAssertEqual(taps, 0)
            XCTAssertEqual(view.log.last?.components(separatedBy: " ").first, "ended")
            withExtendedLifetime(window) {}
        }
    }

    func testADoubleTapNeedsTwoQuickClicks() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var doubles = 0
            let double = UITapGestureRecognizer { _ in doubles += 1 }
            double.numberOfTapsRequired = 2
            view.addGestureRecognizer(double)

            app.click(at: CGPoint(x: 60, y: 60), in: window)
            app.advance(by: 1)
            app.click(at: CGPoint(x: 60, y: 60), in: window)
            XCTAssertEqual(doubles, 0, "too slow: the first tap's wait ran out")

            app.advance(by: 0.2)
            app.click(at: CGPoint(x: 61, y: 60), in: window)
            XCTAssertEqual(doubles, 1)
            withExtendedLifetime(window) {}
        }
    }

    func testASingleTapThatRequiresTheDoubleToFailFiresOnlyAfterTheDoubleTapInterval() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            let log = GestureLog()
            let single = UITapGestureRecognizer(target: log, action: GestureLog.handle)
            single.name = "single"
            let double = UITapGestureRecognizer(target: log, action: GestureLog.handle)
            double.name = "double"
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)

            app.click(at: CGPoint(x: 60, y: 60), in: window)
            XCTAssertEqual(log.entries, [])
            app.advance(by: 0.2)
            XCTAssertEqual(log.entries, [])
            app.advance(by: 0.3)
            XCTAssertEqual(log.entries, ["single ended"])

            app.advance(by: 1)
            app.click(at: CGPoint(x: 60, y: 60), in: window)
            app.advance(by: 0.1)
            app.click(at: CGPoint(x: 60, y: 60), in: window)
            app.advance(by: 1)
            XCTAssertEqual(log.entries, ["single ended", "double ended"])
            withExtendedLifetime(window) {}
        }
    }

    func testARecognizerOnAnAncestorSeesTouchesOfItsSubviews() {
        MainActor.assumeIsolated {
            let (app, window, _) = gestureWindow()
            var taps = 0
            window.rootViewController!.view.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })

            app.click(at: CGPoint(x: 60, y: 60), in: window)

            XCTAssertEqual(taps, 1)
            withExtendedLifetime(window) {}
        }
    }
}
