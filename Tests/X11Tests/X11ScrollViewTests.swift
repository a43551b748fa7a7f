import Foundation
import TestPrerequisites
import UIKit
import X11TestSupport
import XCTest

/// A scroll view driven by the real X server through XTest: wheel notches, a mouse drag and a key.
final class X11ScrollViewTests: XCTestCase {
    /// An app with one 200×200 window at (600, 200) filled by a scroll view over 2000 points of content.
    @MainActor
    private static func launch() throws -> (X11App, UIWindow, UIScrollView) {
        let x11 = try requireObserver()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.contentSize = CGSize(width: 200, height: 2000)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.backgroundColor = .white
        let delegate = ClosureAppDelegate()
        delegate.onLaunch = { delegate in
            let window = delegate.addWindow(CGRect(x: 600, y: 200, width: 200, height: 200), color: .white)
            window.rootViewController?.view.addSubview(scrollView)
            window.makeKeyAndVisible()
        }
        let app = try X11App(delegate: delegate)
        let window = delegate.windows[0]
        XCTAssertTrue(app.pump { x11.isViewable(app.xid(window)) })
        return (app, window, scrollView)
    }

    func testWheelNotchesStepTheContentByLines() throws {
        try MainActor.assumeIsolated {
            let (app, window, scrollView) = try Self.launch()
            try xdotool(["mousemove", "700", "300", "click", "--repeat", "2", "--delay", "30", "5"])
            let target = 2 * pow(200, 2.0 / 3.0)
            XCTAssertTrue(app.pump { abs(scrollView.contentOffset.y - target) < 0.001 }, "\(scrollView.contentOffset)")
            withExtendedLifetime(window) {}
        }
    }

    func testAMouseDragScrollsAndPageDownPages() throws {
        try MainActor.assumeIsolated {
            let (app, window, scrollView) = try Self.launch()
            try xdotool([
                "mousemove", "700", "380", "mousedown", "1", "mousemove", "700", "370", "mousemove", "700", "330",
                "mousemove", "700", "290", "sleep", "0.3", "mouseup", "1",
            ])
            XCTAssertTrue(app.pump { !scrollView.isDragging && !scrollView.isDecelerating && !scrollView.isTracking })
            XCTAssertEqual(scrollView.contentOffset.y, 80, accuracy: 1, "the 80 points after the pan began")
            let before = scrollView.contentOffset.y
            try xdotool(["key", "Next"])
            XCTAssertTrue(
                app.pump { abs(scrollView.contentOffset.y - (before + 180)) < 0.001 }, "\(scrollView.contentOffset)")
            withExtendedLifetime(window) {}
        }
    }
}
