import UIKit
import UIKitTesting
import XCTest

/// Indicators: shown while the content moves, sized by the visible fraction, faded after; with the
/// pointer near, widened, draggable, and a click in the track pages.
final class ScrollViewIndicatorTests: XCTestCase {
    @MainActor
    private static func indicator(in scrollView: UIScrollView) -> UIView? {
        scrollView.subviews.last { $0.alpha > 0 && $0.frame.width <= 8 && $0.frame.height > 8 }
    }

    func testTheIndicatorShowsWhileScrollingAndFadesAfter() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow()
            XCTAssertNil(Self.indicator(in: scrollView))
            app.scroll(dy: 2, at: CGPoint(x: 150, y: 200), in: window)
            app.advance(by: 0.1)
            let shown = Self.indicator(in: scrollView)
            XCTAssertNotNil(shown)
            XCTAssertEqual(shown?.frame.width, 3)
            let track: CGFloat = 400 - 6
            XCTAssertEqual(shown?.subviews.first?.frame.height ?? 0, track * 0.4, accuracy: 0.5, "400 of 1000 visible")
            let dark = app.pixelCount(in: window, within: CGRect(x: 290, y: 0, width: 10, height: 400)) {
                $0.red < 200
            }
            XCTAssertGreaterThan(dark, 100, "drawn at the right edge")
            app.advance(by: 2)
            XCTAssertNil(Self.indicator(in: scrollView))
        }
    }

    func testAnOffsetSetInCodeShowsNoIndicatorButAnAnimatedOneDoes() {
        MainActor.assumeIsolated {
            let (app, _, scrollView, _) = scrollWindow()
            scrollView.contentOffset.y = 200
            app.advance(by: 0.05)
            XCTAssertNil(Self.indicator(in: scrollView), "as on iOS")
            scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
            app.advance(by: 0.05)
            XCTAssertNotNil(Self.indicator(in: scrollView), "while the content moves")
        }
    }

    func testHidingTheVerticalIndicatorKeepsItAway() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow { $0.showsVerticalScrollIndicator = false }
            app.scroll(dy: 2, at: CGPoint(x: 150, y: 200), in: window)
            app.advance(by: 0.1)
            XCTAssertNil(Self.indicator(in: scrollView))
        }
    }

    func testFlashingShowsTheIndicatorsForAMoment() {
        MainActor.assumeIsolated {
            let (app, _, scrollView, _) = scrollWindow()
            scrollView.flashScrollIndicators()
            XCTAssertNotNil(Self.indicator(in: scrollView))
            app.advance(by: 2)
            XCTAssertNil(Self.indicator(in: scrollView))
        }
    }

    func testThePointerNearTheEdgeWidensTheIndicatorWhichThenDrags() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow()
            app.pointerMove(to: CGPoint(x: 292, y: 50), in: window)
            app.advance(by: 2)
            let wide = scrollView.subviews.last { $0.alpha > 0 && $0.frame.width == 8 }
            XCTAssertNotNil(wide, "widened and kept while the pointer is near")
            app.pointerDown(at: CGPoint(x: 292, y: 50), in: window)
            app.pointerMove(to: CGPoint(x: 292, y: 100), in: window)
            let track: CGFloat = 394
            let knob = track * 0.4
            XCTAssertEqual(scrollView.contentOffset.y, (50 * 600 / (track - knob)).rounded(), accuracy: 1)
            app.pointerUp(at: CGPoint(x: 292, y: 100), in: window)
        }
    }

    func testAClickInTheTrackPages() {
        MainActor.assumeIsolated {
            let (app, window, scrollView, _) = scrollWindow()
            app.pointerMove(to: CGPoint(x: 292, y: 350), in: window)
            app.click(at: CGPoint(x: 292, y: 350), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(scrollView.contentOffset.y, 360, accuracy: 0.001)
        }
    }
}
