import UIKit
import UIKitTesting
import XCTest

/// A control inside a view with a tap recognizer: the control's action wins, as on iOS.
final class UIControlGestureTests: XCTestCase {
    func testAParentsSingleTapRecognizerDoesNotStealAControlsTap() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            let container = UIView(frame: window.bounds)
            window.addSubview(container)
            let control = UIControl(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            container.addSubview(control)
            var log: [String] = []
            container.addGestureRecognizer(UITapGestureRecognizer { _ in log.append("parent tap") })
            control.addAction(UIAction { _ in log.append("control action") }, for: .touchUpInside)

            app.click(at: CGPoint(x: 20, y: 20), in: window)
            app.advance(by: 1)
            app.click(at: CGPoint(x: 80, y: 80), in: window)
            app.advance(by: 1)

            XCTAssertEqual(log, ["control action", "parent tap"])
            withExtendedLifetime(window) {}
        }
    }
}
