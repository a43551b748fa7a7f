import UIKit
import UIKitTesting
import XCTest

/// A scroll view's indicators over content that scrolls both ways.
final class ScrollIndicatorLayoutTests: XCTestCase {
    /// Both indicators show at once, above the content, and the turn ends: each used to move itself
    /// to the very top at every layout pass, so the two took turns there and every move asked for
    /// another pass.
    func testBothIndicatorsSettleAboveTheContent() {
        MainActor.assumeIsolated {
            let delegate = LoggingAppDelegate.withWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let app = HeadlessApp(delegate: delegate)
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 1500))
            scrollView.addSubview(content)
            scrollView.contentSize = content.frame.size
            delegate.window!.rootViewController!.view.addSubview(scrollView)
            app.runUntilIdle()

            scrollView.flashScrollIndicators()
            app.runUntilIdle()

            let top = scrollView.subviews.suffix(2)
            XCTAssertEqual(scrollView.subviews.count, 3)
            XCTAssertFalse(top.contains { $0 === content })
            XCTAssertEqual(top.map(\.alpha), [1, 1])
        }
    }
}
