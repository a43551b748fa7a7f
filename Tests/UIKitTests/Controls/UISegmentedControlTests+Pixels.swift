import UIKit
import UIKitTesting
import XCTest

final class UISegmentedControlPixelTests: XCTestCase {
    /// The track's grey (#767680 at 12 % over white).
    static let track = RGBA(239, 239, 240)
    /// Inside the thumb of each segment of `segmentedControlWindow()`'s control, clear of the title.
    static let thumbCorners = [CGPoint(x: 56, y: 56), CGPoint(x: 116, y: 56), CGPoint(x: 176, y: 56)]
    /// The dividers' top ends, right of the first and of the second segment.
    static let dividers = [CGPoint(x: 109, y: 59), CGPoint(x: 169, y: 59)]

    /// How many dark pixels the title of segment `index` has.
    @MainActor
    static func titleInk(_ app: HeadlessApp, _ window: UIWindow, segment index: Int) -> Int {
        let segment = CGRect(x: 50 + 60 * CGFloat(index), y: 50, width: 60, height: 32)
        return app.pixelCount(in: window, within: segment) { $0.red < 110 }
    }

    func testTheThumbIsAWhiteRoundedRectangleUnderTheSelectedSegmentOnAGreyTrack() {
        MainActor.assumeIsolated {
            let (app, window, control) = segmentedControlWindow()

            for selected in 0..<3 {
                control.selectedSegmentIndex = selected
                app.runUntilIdle()
                for (index, point) in Self.thumbCorners.enumerated() {
                    let expected = index == selected ? RGBA(255, 255, 255) : Self.track
                    XCTAssertEqual(
                        app.pixel(in: window, at: point)?.isClose(to: expected), true, "\(selected) \(index)")
                }
            }
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 50, y: 50))?.isClose(to: RGBA(255, 255, 255)), true)
        }
    }

    func testDividersShowOnlyBetweenSegmentsAwayFromTheThumb() {
        MainActor.assumeIsolated {
            let (app, window, control) = segmentedControlWindow()
            control.selectedSegmentIndex = 0
            app.runUntilIdle()

            XCTAssertGreaterThan(app.pixel(in: window, at: Self.dividers[0])!.red, 220, "hidden beside the thumb")
            XCTAssertLessThan(app.pixel(in: window, at: Self.dividers[1])!.red, 215, "a hairline between Two and Three")
            control.selectedSegmentIndex = UISegmentedControl.noSegment
            app.runUntilIdle()
            XCTAssertLessThan(app.pixel(in: window, at: Self.dividers[0])!.red, 215)
            XCTAssertEqual(app.pixel(in: window, at: Self.thumbCorners[0])?.isClose(to: Self.track), true)
        }
    }

    func testTheSelectedTitleIsHeavier() {
        MainActor.assumeIsolated {
            let (app, window, control) = segmentedControlWindow()
            let regular = Self.titleInk(app, window, segment: 1)

            control.selectedSegmentIndex = 1
            app.runUntilIdle()

            XCTAssertGreaterThan(regular, 20)
            XCTAssertGreaterThan(Self.titleInk(app, window, segment: 1), regular + regular / 5)
        }
    }

    func testADisabledSegmentsTitleIsDimmed() {
        MainActor.assumeIsolated {
            let (app, window, control) = segmentedControlWindow()

            control.setEnabled(false, forSegmentAt: 1)
            app.runUntilIdle()

            XCTAssertEqual(Self.titleInk(app, window, segment: 1), 0)
            XCTAssertGreaterThan(
                app.pixelCount(in: window, within: CGRect(x: 110, y: 50, width: 60, height: 32)) {
                    $0.red < 225
                }, 20, "the title is still drawn, light")
            XCTAssertGreaterThan(Self.titleInk(app, window, segment: 2), 20)
        }
    }

    func testADisabledControlIsDrawnAtHalfStrength() {
        MainActor.assumeIsolated {
            let (app, window, control) = segmentedControlWindow()
            control.isEnabled = false
            app.runUntilIdle()

            XCTAssertEqual(Self.titleInk(app, window, segment: 0), 0)
            let darkest = app.pixelCount(in: window, within: CGRect(x: 50, y: 50, width: 60, height: 32)) {
                $0.red < 140
            }
            XCTAssertGreaterThan(darkest, 10, "black text at half strength")
            XCTAssertEqual(app.pixel(in: window, at: Self.thumbCorners[2])?.isClose(to: RGBA(247, 247, 247)), true)
        }
    }

    func testTheThumbAndTrackTakeTheirColours() {
        MainActor.assumeIsolated {
            let (app, window, control) = segmentedControlWindow()
            control.selectedSegmentIndex = 1
            control.selectedSegmentTintColor = .red
            control.backgroundColor = .blue
            app.runUntilIdle()

            XCTAssertEqual(app.pixel(in: window, at: Self.thumbCorners[1]), RGBA(255, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: Self.thumbCorners[2]), RGBA(0, 0, 255))
            XCTAssertEqual(
                app.pixel(in: window, at: CGPoint(x: 50, y: 50))?.isClose(to: RGBA(255, 255, 255), tolerance: 40), true)
            XCTAssertEqual(control.backgroundColor, .blue)
        }
    }

    func testTemplateImagesAreDrawnInTheTitleColour() {
        MainActor.assumeIsolated {
            let square = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { context in
                UIColor.green.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
            }
            let control = UISegmentedControl(items: ["One", square, square.withRenderingMode(.alwaysOriginal)])
            control.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
            let (app, window, _) = segmentedControlWindow(control)

            XCTAssertEqual(app.pixel(in: window, at: UISegmentedControlTests.segmentCenters[1]), RGBA(255, 0, 0))
            XCTAssertEqual(app.pixel(in: window, at: UISegmentedControlTests.segmentCenters[2]), RGBA(0, 255, 0))
            XCTAssertEqual(control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .red)
            XCTAssertNil(control.titleTextAttributes(for: .selected))
        }
    }
}
