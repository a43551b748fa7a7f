import UIKit
import UIKitTesting
import XCTest

/// The refresh control: a pull past the top starts a refresh and tells the targets once; the content
/// rests below the control until the refresh ends.
final class UIRefreshControlTests: XCTestCase {
    func testAPullPastTheTopRefreshesAndTheContentWaitsBelowTheControl() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow()
            let control = UIRefreshControl()
            var refreshes = 0
            control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
            scrollView.refreshControl = control
            app.runUntilIdle()
            app.pointerDown(at: CGPoint(x: 150, y: 20), in: window)
            app.pointerMove(to: CGPoint(x: 150, y: 30), in: window)
            app.pointerMove(to: CGPoint(x: 150, y: 390), in: window)
            XCTAssertFalse(control.isRefreshing, "not while the finger is down")
            app.advance(by: 0.5)
            app.pointerUp(at: CGPoint(x: 150, y: 390), in: window)
            XCTAssertTrue(control.isRefreshing)
            XCTAssertEqual(refreshes, 1)
            app.advance(by: 2)
            XCTAssertEqual(scrollView.contentOffset.y, -60, "resting below the control")
            XCTAssertEqual(control.frame.minY, -60)
            control.endRefreshing()
            app.advance(by: 1)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
            XCTAssertEqual(refreshes, 1)
        }
    }

    func testAShortPullDoesNotRefresh() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow()
            let control = UIRefreshControl()
            scrollView.refreshControl = control
            app.drag(from: CGPoint(x: 150, y: 20), by: CGPoint(x: 0, y: 60), in: window)
            app.advance(by: 2)
            XCTAssertFalse(control.isRefreshing)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
        }
    }

    func testBeginRefreshingShowsItWithoutSending() {
        MainActor.assumeIsolated {
            let (_, _, scrollView, _) = scrollWindow()
            let control = UIRefreshControl()
            var refreshes = 0
            control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
            scrollView.refreshControl = control
            control.beginRefreshing()
            XCTAssertTrue(control.isRefreshing)
            XCTAssertEqual(refreshes, 0)
            XCTAssertEqual(scrollView.adjustedContentInset.top, 60)
        }
    }
}
