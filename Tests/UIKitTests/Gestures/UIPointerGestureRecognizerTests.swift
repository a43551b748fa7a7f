import UIKit
import UIKitTesting
import XCTest

final class UIPointerGestureRecognizerTests: XCTestCase {
    func testAScreenEdgePanBeginsOnlyNearItsEdge() {
        MainActor.assumeIsolated {
            let (app, window, _) = gestureWindow()
            var states: [UIGestureRecognizer.State] = []
            let edgePan = UIScreenEdgePanGestureRecognizer { states.append($0.state) }
            edgePan.edges = .left
            window.rootViewController!.view.addGestureRecognizer(edgePan)

            drag(app, in: window, from: CGPoint(x: 40, y: 30), to: CGPoint(x: 100, y: 30))
            XCTAssertEqual(states, [])
            drag(app, in: window, from: CGPoint(x: 5, y: 30), to: CGPoint(x: 65, y: 30), steps: 2)
            XCTAssertEqual(states, [.began, .changed, .ended])
            withExtendedLifetime(window) {}
        }
    }

    func testHoverBeginsChangesAndEndsAsThePointerCrossesTheViewWithTheButtonUp() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var log: [String] = []
            let hover = UIHoverGestureRecognizer { hover in
                let p = hover.location(in: view)
                log.append("\(GestureLog.name(of: hover.state)) \(Int(p.x)),\(Int(p.y))")
            }
            view.addGestureRecognizer(hover)

            app.pointerMove(to: CGPoint(x: 20, y: 20), in: window)
            app.pointerMove(to: CGPoint(x: 60, y: 60), in: window)
            app.pointerMove(to: CGPoint(x: 70, y: 65), in: window)
            app.pointerMove(to: CGPoint(x: 170, y: 65), in: window)

            XCTAssertEqual(log, ["began 10,10", "changed 20,15", "ended 120,15"])
            XCTAssertEqual(view.log, [], "hovering is not a touch")
            withExtendedLifetime(window) {}
        }
    }

    func testPressingTheButtonEndsTheHover() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            var states: [UIGestureRecognizer.State] = []
            view.addGestureRecognizer(UIHoverGestureRecognizer { states.append($0.state) })

            app.pointerMove(to: CGPoint(x: 60, y: 60), in: window)
            app.pointerDown(at: CGPoint(x: 60, y: 60), in: window)

            XCTAssertEqual(states, [.began, .ended])
            withExtendedLifetime(window) {}
        }
    }

    func testAViewWithAHoverRecognizerStillGetsItsTouchesToTheEnd() {
        MainActor.assumeIsolated {
            let (app, window, view) = gestureWindow()
            view.addGestureRecognizer(UIHoverGestureRecognizer { _ in })

            app.pointerMove(to: CGPoint(x: 60, y: 60), in: window)
            app.click(at: CGPoint(x: 60, y: 60), in: window)

            XCTAssertEqual(view.log, ["began 10,10 taps 1 all 1", "ended 10,10 taps 1 all 1"])
            withExtendedLifetime(window) {}
        }
    }
}
