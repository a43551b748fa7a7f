import UIKit
import UIKitTesting
import XCTest

/// A view that marks itself for layout while it lays out (adding its subviews again, as some
/// libraries' `layoutSubviews` do) is laid out again with the next commit something else asks for,
/// once per turn as on iOS, and does not keep the run loop committing.
final class SelfMarkingLayoutTests: XCTestCase {
    private final class Rebuilding: UIView {
        var layouts = 0
        let child = UIView()
        override func layoutSubviews() {
            layouts += 1
            child.removeFromSuperview()
            addSubview(child)
        }
    }

    func testAViewAddingItsSubviewsAgainInLayoutSubviewsIsLaidOutOncePerCommit() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.makeKeyAndVisible()
            app.runUntilIdle()
            let view = Rebuilding(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            window.addSubview(view)
            app.runUntilIdle()
            XCTAssertEqual(view.layouts, 1)
            app.runUntilIdle()
            XCTAssertEqual(view.layouts, 1, "nothing else committed")

            window.backgroundColor = .red
            app.runUntilIdle()
            XCTAssertEqual(view.layouts, 2)
            XCTAssertTrue(view.child.superview === view)
        }
    }
}
