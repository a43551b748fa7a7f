import UIKit
import UIKitTesting
import WindowSystem
import XCTest

/// A scroll view with an opaque background scrolls by moving the window's pixels: each frame of a
/// wheel step repaints the newly exposed strip (and the indicator), not the whole view, and shows
/// what a whole repaint would.
final class ScrollViewCompositingTests: XCTestCase {
    func testAWheelStepMovesPixelsAndRepaintsTheStrip() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow {
                $0.backgroundColor = .white
                $0.showsVerticalScrollIndicator = false
            }
            for row in 0..<25 {
                let label = UILabel(frame: CGRect(x: 10, y: CGFloat(row) * 40, width: 280, height: 30))
                label.text = "Row \(row)"
                scrollView.addSubview(label)
            }
            app.runUntilIdle()
            scrollView.contentOffset = CGPoint(x: 0, y: 8)
            app.runUntilIdle()
            let platform = app.platformWindow(of: window)
            XCTAssertEqual(platform?.lastMoves.count, 1)
            XCTAssertEqual(app.damagedPixelsInLastFrame(in: window), 300 * 8, "the strip the content uncovered")
            let moved = app.presentedImage(of: window)
            if let platform {
                app.inject(.exposed(platform.id, PixelRect(x: 0, y: 0, width: 300, height: 400)))
            }
            app.runUntilIdle()
            XCTAssertEqual(app.damagedPixelsInLastFrame(in: window), 300 * 400, "an expose repaints it all")
            let repainted = app.presentedImage(of: window)
            var differing = 0
            for y in 0..<400 {
                for x in 0..<300 where moved?.rgba(x: x, y: y) != repainted?.rgba(x: x, y: y) { differing += 1 }
            }
            XCTAssertEqual(differing, 0, "the moved frame shows what a whole repaint shows")
        }
    }
}
