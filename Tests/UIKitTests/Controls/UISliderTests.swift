import UIKit
import UIKitTesting
import XCTest

/// A 200×30 slider at (50, 50): its track runs along y = 65 from x = 50 to 250 and its thumb's
/// centre from x = 64 (the minimum) to 236 (the maximum).
@MainActor
func sliderWindow(_ slider: UISlider = UISlider()) -> (HeadlessApp, UIWindow, UISlider) {
    slider.frame.size = CGSize(width: 200, height: 30)
    let (app, window) = valueControlWindow(slider)
    return (app, window, slider)
}

/// The window x of the thumb's centre at `value` for a slider from `sliderWindow`.
func thumbX(_ value: Float) -> CGFloat {
    64 + 172 * CGFloat(value)
}

final class UISliderTests: XCTestCase {
    func testDefaultsAndClamping() {
        MainActor.assumeIsolated {
            let slider = UISlider()
            XCTAssertEqual(slider.value, 0)
            XCTAssertEqual(slider.minimumValue, 0)
            XCTAssertEqual(slider.maximumValue, 1)
            XCTAssertTrue(slider.isContinuous)
            XCTAssertEqual(slider.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 30))
            XCTAssertEqual(slider.sizeThatFits(CGSize(width: 120, height: 5)), CGSize(width: 120, height: 30))

            slider.value = 2
            XCTAssertEqual(slider.value, 1)
            slider.value = -1
            XCTAssertEqual(slider.value, 0)
            slider.maximumValue = 10
            slider.value = 8
            slider.maximumValue = 5
            XCTAssertEqual(slider.value, 5)
            slider.minimumValue = 7
            XCTAssertEqual(slider.maximumValue, 7, "the range never turns inside out")
            XCTAssertEqual(slider.value, 7)
        }
    }

    func testDraggingTheThumbSendsValueChangedForEachChange() {
        MainActor.assumeIsolated {
            let (app, window, slider) = sliderWindow()
            let log = ControlEventLog(slider)
            slider.addAction(UIAction { _ in log.entries.append("changed \(slider.value)") }, for: .valueChanged)

            let path = [
                CGPoint(x: thumbX(0), y: 65), CGPoint(x: 150, y: 70), CGPoint(x: 236, y: 70), CGPoint(x: 280, y: 70),
            ]
            drag(app, in: window, along: path)

            XCTAssertEqual(slider.value, 1)
            XCTAssertEqual(
                log.entries,
                [
                    "down", "primary", "changed \(Float(86) / 172)", "dragInside", "primary", "changed 1.0",
                    "dragInside", "dragInside", "upInside",
                ])
        }
    }

    func testANonContinuousSliderSendsOneChangeWhenTheDragEnds() {
        MainActor.assumeIsolated {
            let slider = UISlider()
            slider.isContinuous = false
            let (app, window, _) = sliderWindow(slider)
            let counter = ValueChangeCounter(slider)

            app.pointerDown(at: CGPoint(x: thumbX(0), y: 65), in: window)
            app.pointerMove(to: CGPoint(x: 150, y: 65), in: window)
            app.pointerMove(to: CGPoint(x: 200, y: 65), in: window)
            XCTAssertEqual(counter.count, 0)
            XCTAssertEqual(slider.value, Float(136) / 172, "the value follows the drag")
            app.pointerUp(at: CGPoint(x: 200, y: 65), in: window)
            XCTAssertEqual(counter.count, 1)

            drag(app, in: window, along: [CGPoint(x: 200, y: 65), CGPoint(x: 120, y: 65), CGPoint(x: 200, y: 65)])
            XCTAssertEqual(counter.count, 1, "a drag back to where it started changes nothing")
        }
    }

    func testAClickOnTheTrackJumpsTheValueThereAndDragsOn() {
        MainActor.assumeIsolated {
            let (app, window, slider) = sliderWindow()
            let counter = ValueChangeCounter(slider)
            var log: [String] = []
            slider.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
            slider.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)

            app.pointerDown(at: CGPoint(x: thumbX(0.75), y: 66), in: window)
            XCTAssertEqual(slider.value, 0.75)
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(log, ["down", "changed"])
            app.pointerMove(to: CGPoint(x: thumbX(0.5), y: 66), in: window)
            app.pointerUp(at: CGPoint(x: thumbX(0.5), y: 66), in: window)

            XCTAssertEqual(slider.value, 0.5)
            XCTAssertEqual(counter.count, 2)
        }
    }

    func testGrabbingTheThumbOffCentreDoesNotMoveIt() {
        MainActor.assumeIsolated {
            let slider = UISlider()
            slider.value = 0.5
            let (app, window, _) = sliderWindow(slider)
            let counter = ValueChangeCounter(slider)

            app.pointerDown(at: CGPoint(x: thumbX(0.5) + 10, y: 60), in: window)
            XCTAssertEqual(slider.value, 0.5)
            app.pointerMove(to: CGPoint(x: thumbX(0.75) + 10, y: 60), in: window)
            app.pointerUp(at: CGPoint(x: thumbX(0.75) + 10, y: 60), in: window)

            XCTAssertEqual(slider.value, 0.75)
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testAReleaseFarOutsideKeepsTheValueAndEndsOutside() {
        MainActor.assumeIsolated {
            let slider = UISlider()
            slider.value = 0.5
            let (app, window, _) = sliderWindow(slider)
            let counter = ValueChangeCounter(slider)
            var upOutside = 0
            slider.addAction(UIAction { _ in upOutside += 1 }, for: .touchUpOutside)

            drag(app, in: window, along: [CGPoint(x: thumbX(0.5), y: 65), CGPoint(x: 10, y: 190)])

            XCTAssertEqual(slider.value, 0)
            XCTAssertEqual(counter.count, 1)
            XCTAssertEqual(upOutside, 1)
        }
    }

    func testATouchOnAValueImageIsNotTracked() {
        MainActor.assumeIsolated {
            let slider = UISlider()
            slider.minimumValueImage = solidImage(.red, size: CGSize(width: 20, height: 20))
            let (app, window, _) = sliderWindow(slider)
            let log = ControlEventLog(slider)
            let counter = ValueChangeCounter(slider)

            app.click(at: CGPoint(x: 60, y: 65), in: window)

            XCTAssertEqual(slider.value, 0)
            XCTAssertEqual(counter.count, 0)
            XCTAssertEqual(log.entries, [])
            XCTAssertEqual(slider.trackRect(forBounds: slider.bounds).minX, 30, "image and gap before the track")
        }
    }

    func testChangesInCodeSendNothingAndAnimateToTheirEnd() {
        MainActor.assumeIsolated {
            let (app, window, slider) = sliderWindow()
            let counter = ValueChangeCounter(slider)

            slider.setValue(1, animated: true)
            app.runUntilIdle()
            app.advance(by: 0.1)
            let thumb = slider.subviews[0].subviews[4]
            let midway = thumb.layer.presentation()!.position.x
            XCTAssertGreaterThan(midway, 14 + 10)
            XCTAssertLessThan(midway, 186 - 10)
            app.advance(by: 1)
            XCTAssertEqual(thumb.layer.presentation()!.position.x, 186)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: thumbX(1), y: 65)), RGBA(255, 255, 255))
            slider.value = 0.2
            XCTAssertEqual(counter.count, 0)
        }
    }
}

/// A `size` image filled with `color`.
@MainActor
func solidImage(_ color: UIColor, size: CGSize) -> UIImage {
    UIGraphicsImageRenderer(size: size).image { context in
        color.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
}
