import UIKit
import UIKitTesting
import XCTest

/// A control of three 60-point title segments ("One", "Two", "Three") at (50, 50) in a key window.
@MainActor
func segmentedControlWindow(
    _ control: UISegmentedControl = UISegmentedControl(items: ["One", "Two", "Three"])
) -> (HeadlessApp, UIWindow, UISegmentedControl) {
    control.frame.size = CGSize(width: 180, height: 32)
    let (app, window) = valueControlWindow(control)
    return (app, window, control)
}

final class UISegmentedControlTests: XCTestCase {
    /// The middle of each segment of `segmentedControlWindow()`'s control, in the window.
    static let segmentCenters = [CGPoint(x: 80, y: 66), CGPoint(x: 140, y: 66), CGPoint(x: 200, y: 66)]

    func testItemsMakeTitleAndImageSegmentsWithNothingSelected() {
        MainActor.assumeIsolated {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
            let control = UISegmentedControl(items: ["One", image, "Three"])

            XCTAssertEqual(control.numberOfSegments, 3)
            XCTAssertEqual(control.titleForSegment(at: 0), "One")
            XCTAssertNil(control.titleForSegment(at: 1))
            XCTAssertTrue(control.imageForSegment(at: 1) === image)
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
            XCTAssertEqual(UISegmentedControl.noSegment, -1)
            XCTAssertFalse(control.isMomentary)
            XCTAssertFalse(control.apportionsSegmentWidthsByContent)
            XCTAssertEqual(control.frame.size, control.intrinsicContentSize)
            XCTAssertEqual(control.intrinsicContentSize.height, 32)
            XCTAssertEqual(control.sizeThatFits(.zero), control.intrinsicContentSize)
        }
    }

    func testATapSelectsTheSegmentAndSendsValueChangedOnceBeforeTouchUpInside() {
        MainActor.assumeIsolated {
            let (app, window, control) = segmentedControlWindow()
            var log: [String] = []
            control.addAction(
                UIAction { _ in log.append("changed \(control.selectedSegmentIndex)") }, for: .valueChanged)
            control.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)

            app.click(at: Self.segmentCenters[1], in: window)
            app.click(at: Self.segmentCenters[1], in: window)
            app.click(at: Self.segmentCenters[2], in: window)

            XCTAssertEqual(control.selectedSegmentIndex, 2)
            XCTAssertEqual(log, ["changed 1", "up", "up", "changed 2", "up"])
        }
    }

    func testSettingTheSelectionInCodeSendsNothing() {
        MainActor.assumeIsolated {
            let (app, window, control) = segmentedControlWindow()
            let counter = ValueChangeCounter(control)

            control.selectedSegmentIndex = 2
            control.selectedSegmentIndex = UISegmentedControl.noSegment
            control.selectedSegmentIndex = 0
            app.advance(by: 1)

            XCTAssertEqual(control.selectedSegmentIndex, 0)
            XCTAssertEqual(counter.count, 0)
            withExtendedLifetime(window) {}
        }
    }

    func testATouchReleasedOutsideSelectsNothing() {
        MainActor.assumeIsolated {
            let (app, window, control) = segmentedControlWindow()
            let counter = ValueChangeCounter(control)
            var upOutside = 0
            control.addAction(UIAction { _ in upOutside += 1 }, for: .touchUpOutside)

            drag(app, in: window, along: [Self.segmentCenters[1], CGPoint(x: 250, y: 190)])

            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
            XCTAssertEqual(counter.count, 0)
            XCTAssertEqual(upOutside, 1)
        }
    }

    func testTheReleaseSelectsTheSegmentWhereTheTouchEnds() {
        MainActor.assumeIsolated {
            let (app, window, control) = segmentedControlWindow()
            control.selectedSegmentIndex = 2
            let counter = ValueChangeCounter(control)

            drag(app, in: window, along: [Self.segmentCenters[0], Self.segmentCenters[1]])

            XCTAssertEqual(control.selectedSegmentIndex, 1)
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testDraggingFromTheSelectedSegmentSlidesTheThumbAlong() {
        MainActor.assumeIsolated {
            let (app, window, control) = segmentedControlWindow()
            control.selectedSegmentIndex = 0
            app.runUntilIdle()
            let counter = ValueChangeCounter(control)

            app.pointerDown(at: Self.segmentCenters[0], in: window)
            app.pointerMove(to: Self.segmentCenters[2], in: window)
            app.advance(by: 1)
            let thumbWhileDragging = app.pixel(in: window, at: CGPoint(x: 176, y: 56))
            XCTAssertEqual(counter.count, 0, "nothing is sent while the thumb is dragged")
            app.pointerUp(at: Self.segmentCenters[2], in: window)

            XCTAssertEqual(thumbWhileDragging, RGBA(255, 255, 255))
            XCTAssertEqual(control.selectedSegmentIndex, 2)
            XCTAssertEqual(counter.count, 1)
        }
    }

    func testAMomentaryControlSendsEveryTapAndKeepsNoSelection() {
        MainActor.assumeIsolated {
            let (app, window, control) = segmentedControlWindow()
            control.isMomentary = true
            var seen: [Int] = []
            control.addAction(UIAction { _ in seen.append(control.selectedSegmentIndex) }, for: .valueChanged)

            app.pointerDown(at: Self.segmentCenters[1], in: window)
            app.advance(by: 1)
            let thumbWhileTouched = app.pixel(in: window, at: CGPoint(x: 116, y: 56))
            app.pointerUp(at: Self.segmentCenters[1], in: window)
            app.click(at: Self.segmentCenters[1], in: window)
            app.advance(by: 1)

            XCTAssertEqual(thumbWhileTouched, RGBA(255, 255, 255))
            XCTAssertEqual(seen, [1, 1])
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 116, y: 56))?.isClose(to: RGBA(239, 239, 240)), true)
        }
    }

    func testADisabledSegmentCannotBeSelected() {
        MainActor.assumeIsolated {
            let (app, window, control) = segmentedControlWindow()
            control.setEnabled(false, forSegmentAt: 1)
            let counter = ValueChangeCounter(control)

            app.click(at: Self.segmentCenters[1], in: window)
            drag(app, in: window, along: [Self.segmentCenters[0], Self.segmentCenters[1]])

            XCTAssertFalse(control.isEnabledForSegment(at: 1))
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
            XCTAssertEqual(counter.count, 0)
        }
    }

    func testSelectingAnActionSegmentPerformsTheActionThenSendsValueChanged() {
        MainActor.assumeIsolated {
            var log: [String] = []
            let actions = ["A", "B", "C"].map { title in UIAction(title: title) { _ in log.append(title) } }
            let control = UISegmentedControl(frame: .zero, actions: actions)
            control.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
            let (app, window, _) = segmentedControlWindow(control)

            app.click(at: Self.segmentCenters[2], in: window)

            XCTAssertEqual(log, ["C", "changed"])
            XCTAssertEqual(control.titleForSegment(at: 2), "C")
            XCTAssertTrue(control.actionForSegment(at: 1) === actions[1])
            XCTAssertEqual(control.segmentIndex(identifiedBy: actions[1].identifier), 1)
        }
    }

    func testInsertingAndRemovingSegmentsKeepsTheSelectedSegment() {
        MainActor.assumeIsolated {
            let control = UISegmentedControl(items: ["One", "Two"])
            control.selectedSegmentIndex = 1

            control.insertSegment(withTitle: "Zero", at: 0, animated: false)
            XCTAssertEqual(control.selectedSegmentIndex, 2)
            control.insertSegment(withTitle: "Last", at: 99, animated: true)
            XCTAssertEqual(control.titleForSegment(at: 3), "Last")
            control.removeSegment(at: 0, animated: true)
            XCTAssertEqual(control.selectedSegmentIndex, 1)
            control.removeSegment(at: 1, animated: false)

            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
            XCTAssertEqual(control.numberOfSegments, 2)
            XCTAssertEqual((0..<2).map { control.titleForSegment(at: $0) }, ["One", "Last"])
            control.removeAllSegments()
            XCTAssertEqual(control.numberOfSegments, 0)
        }
    }

    func testATitleReplacesAnImageAndAnImageATitle() {
        MainActor.assumeIsolated {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
            let control = UISegmentedControl(items: ["One"])

            control.setImage(image, forSegmentAt: 0)
            XCTAssertNil(control.titleForSegment(at: 0))
            control.setTitle("Again", forSegmentAt: 0)

            XCTAssertNil(control.imageForSegment(at: 0))
            XCTAssertEqual(control.titleForSegment(at: 0), "Again")
        }
    }

    func testFixedWidthsAndWidthsApportionedByContent() {
        MainActor.assumeIsolated {
            let control = UISegmentedControl(items: ["A", "A much longer title"])
            let equal = control.intrinsicContentSize.width
            control.apportionsSegmentWidthsByContent = true
            let apportioned = control.intrinsicContentSize.width
            control.setWidth(100, forSegmentAt: 0)

            XCTAssertLessThan(apportioned, equal, "a short title no longer takes as much room as the long one")
            XCTAssertEqual(control.widthForSegment(at: 0), 100)
            XCTAssertEqual(control.widthForSegment(at: 1), 0)
            XCTAssertGreaterThan(control.intrinsicContentSize.width, apportioned)
        }
    }

    func testTheThumbSlidesToTheNewSelection() {
        MainActor.assumeIsolated {
            let (app, window, control) = segmentedControlWindow()
            control.selectedSegmentIndex = 0
            app.runUntilIdle()

            app.click(at: Self.segmentCenters[2], in: window)
            app.advance(by: 0.06)
            let thumb = control.subviews[0].subviews.first { $0.layer.cornerRadius == 7 }!
            let midway = thumb.layer.presentation()!.position.x
            XCTAssertGreaterThan(midway, 30 + 5)
            XCTAssertLessThan(midway, 150 - 5)
            app.advance(by: 1)

            XCTAssertEqual(thumb.layer.presentation()!.position.x, 150, accuracy: 0.01)
            XCTAssertNil(thumb.layer.animationKeys())
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 176, y: 56)), RGBA(255, 255, 255))
        }
    }
}
