import UIKit
import UIKitTesting
import XCTest

final class DisabledValueControlTests: XCTestCase {
    func testDisabledSegmentedControlsSteppersAndPageControlsIgnoreTaps() {
        MainActor.assumeIsolated {
            let segmented = UISegmentedControl(items: ["One", "Two"])
            let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
            pages.numberOfPages = 3
            for control in [segmented, UIStepper(), pages] {
                control.isEnabled = false
                let (app, window) = valueControlWindow(control)
                let counter = ValueChangeCounter(control)

                app.click(at: CGPoint(x: control.frame.maxX - 5, y: control.frame.midY), in: window)

                XCTAssertEqual(counter.count, 0, "\(type(of: control))")
                XCTAssertFalse(control.isTracking)
            }
            XCTAssertEqual(segmented.selectedSegmentIndex, UISegmentedControl.noSegment)
            XCTAssertEqual(pages.currentPage, 0)
        }
    }
}
