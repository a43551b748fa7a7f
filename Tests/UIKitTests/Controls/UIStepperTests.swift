import UIKit
import UIKitTesting
import XCTest

final class UIStepperTests: XCTestCase {
    /// The middle of the "−" and "+" halves of a stepper at (50, 50).
    static let minus = CGPoint(x: 73, y: 66)
    static let plus = CGPoint(x: 120, y: 66)
    /// Far enough away that the touch has left the stepper.
    static let away = CGPoint(x: 280, y: 190)

    func testAStepperIs94By32WithUIKitsDefaults() {
        MainActor.assumeIsolated {
            let stepper = UIStepper(frame: CGRect(x: 5, y: 6, width: 300, height: 100))

            XCTAssertEqual(stepper.frame, CGRect(x: 5, y: 6, width: 94, height: 32))
            stepper.frame = CGRect(x: 10, y: 20, width: 10, height: 10)
            XCTAssertEqual(stepper.frame, CGRect(x: 10, y: 20, width: 94, height: 32))
            XCTAssertEqual(stepper.intrinsicContentSize, CGSize(width: 94, height: 32))
            XCTAssertEqual(stepper.sizeThatFits(.zero), CGSize(width: 94, height: 32))
            XCTAssertEqual(stepper.value, 0)
            XCTAssertEqual(stepper.minimumValue, 0)
            XCTAssertEqual(stepper.maximumValue, 100)
            XCTAssertEqual(stepper.stepValue, 1)
            XCTAssertTrue(stepper.isContinuous)
            XCTAssertTrue(stepper.autorepeat)
            XCTAssertFalse(stepper.wraps)
        }
    }

    func testEachTapStepsOnceAndSendsValueChangedOnce() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            let (app, window) = valueControlWindow(stepper)
            let counter = ValueChangeCounter(stepper)

            app.click(at: Self.plus, in: window)
            app.click(at: Self.plus, in: window)
            app.click(at: Self.minus, in: window)

            XCTAssertEqual(stepper.value, 1)
            XCTAssertEqual(counter.count, 3)
        }
    }

    func testTheValueStopsAtTheEnds() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            stepper.stepValue = 2
            stepper.value = 99
            let (app, window) = valueControlWindow(stepper)
            let counter = ValueChangeCounter(stepper)

            app.click(at: Self.plus, in: window)
            app.click(at: Self.plus, in: window)
            XCTAssertEqual(stepper.value, 100)
            stepper.value = 1
            app.click(at: Self.minus, in: window)
            app.click(at: Self.minus, in: window)

            XCTAssertEqual(stepper.value, 0)
            XCTAssertEqual(counter.count, 2, "presses at an end send nothing")
        }
    }

    func testAWrappingStepperGoesRoundFromOneEndToTheOther() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            stepper.wraps = true
            stepper.maximumValue = 10
            stepper.value = 10
            let (app, window) = valueControlWindow(stepper)
            let counter = ValueChangeCounter(stepper)

            app.click(at: Self.plus, in: window)
            XCTAssertEqual(stepper.value, 0)
            app.click(at: Self.minus, in: window)

            XCTAssertEqual(stepper.value, 10)
            XCTAssertEqual(counter.count, 2)
        }
    }

    func testSettingValuesInCodeClampsAndSendsNothing() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            let (app, window) = valueControlWindow(stepper)
            let counter = ValueChangeCounter(stepper)

            stepper.value = 150
            XCTAssertEqual(stepper.value, 100)
            stepper.value = -3
            XCTAssertEqual(stepper.value, 0)
            stepper.value = 50
            stepper.maximumValue = 20
            XCTAssertEqual(stepper.value, 20)
            stepper.minimumValue = 15
            stepper.value = 0
            app.runUntilIdle()

            XCTAssertEqual(stepper.value, 15)
            XCTAssertEqual(counter.count, 0)
            withExtendedLifetime(window) {}
        }
    }

    func testHoldingAHalfRepeatsAfterHalfASecondThenTenTimesASecond() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            let (app, window) = valueControlWindow(stepper)
            let counter = ValueChangeCounter(stepper)

            app.pointerDown(at: Self.plus, in: window)
            XCTAssertEqual(stepper.value, 1, "the press steps at once")
            app.advance(by: 0.49)
            XCTAssertEqual(stepper.value, 1)
            app.advance(by: 0.02)
            XCTAssertEqual(stepper.value, 2)
            app.advance(by: 0.5)
            XCTAssertEqual(stepper.value, 7)
            app.pointerUp(at: Self.plus, in: window)
            app.advance(by: 1)

            XCTAssertEqual(stepper.value, 7)
            XCTAssertEqual(counter.count, 7)
            XCTAssertEqual(app.scheduler.pendingTimerCount, 0, "the release stops the repeats")
        }
    }

    func testRepeatsSpeedUpAfterTheHalfIsHeldFor2AndAHalfSeconds() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            let (app, window) = valueControlWindow(stepper)

            app.pointerDown(at: Self.plus, in: window)
            app.advance(by: 1.01)
            let atOneSecond = stepper.value
            app.advance(by: 1)
            let slow = stepper.value - atOneSecond
            app.advance(by: 1)
            let atThreeSeconds = stepper.value
            app.advance(by: 1)
            let fast = stepper.value - atThreeSeconds
            app.pointerUp(at: Self.plus, in: window)

            XCTAssertEqual(slow, 10)
            XCTAssertEqual(fast, 20)
        }
    }

    func testWithoutAutorepeatAPressStepsOnce() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            stepper.autorepeat = false
            let (app, window) = valueControlWindow(stepper)

            app.pointerDown(at: Self.plus, in: window)
            app.advance(by: 2)
            app.pointerUp(at: Self.plus, in: window)

            XCTAssertEqual(stepper.value, 1)
        }
    }

    func testRepeatsStopAtTheMaximum() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            stepper.maximumValue = 3
            let (app, window) = valueControlWindow(stepper)
            let counter = ValueChangeCounter(stepper)

            app.pointerDown(at: Self.plus, in: window)
            app.advance(by: 2)

            XCTAssertEqual(stepper.value, 3)
            XCTAssertEqual(counter.count, 3)
            XCTAssertEqual(app.scheduler.pendingTimerCount, 0, "nothing more to repeat while held")
            app.pointerUp(at: Self.plus, in: window)
        }
    }

    func testAStepperThatIsNotContinuousSendsOnceWhenTheTouchEnds() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            stepper.isContinuous = false
            let (app, window) = valueControlWindow(stepper)
            let counter = ValueChangeCounter(stepper)

            app.pointerDown(at: Self.plus, in: window)
            app.advance(by: 1.01)
            XCTAssertEqual(stepper.value, 7, "the value changes as it steps")
            XCTAssertEqual(counter.count, 0)
            app.pointerUp(at: Self.plus, in: window)

            XCTAssertEqual(counter.count, 1)
        }
    }

    func testATouchDraggedAwayPausesTheRepeatsUntilItComesBack() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            let (app, window) = valueControlWindow(stepper)
            var upOutside = 0
            stepper.addAction(UIAction { _ in upOutside += 1 }, for: .touchUpOutside)

            app.pointerDown(at: Self.plus, in: window)
            app.pointerMove(to: Self.away, in: window)
            app.advance(by: 1)
            XCTAssertEqual(stepper.value, 1)
            app.pointerMove(to: Self.plus, in: window)
            app.advance(by: 0.51)
            XCTAssertEqual(stepper.value, 2, "back on the stepper, it repeats after the delay again")
            app.pointerMove(to: Self.away, in: window)
            app.pointerUp(at: Self.away, in: window)

            XCTAssertEqual(stepper.value, 2)
            XCTAssertEqual(upOutside, 1)
        }
    }

    func testImagesAreKeptPerState() {
        MainActor.assumeIsolated {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in }
            let other = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
            let stepper = UIStepper()

            stepper.setIncrementImage(image, for: .normal)
            stepper.setDecrementImage(other, for: .highlighted)
            stepper.setBackgroundImage(image, for: .disabled)
            stepper.setDividerImage(other, forLeftSegmentState: .normal, rightSegmentState: .highlighted)

            XCTAssertTrue(stepper.incrementImage(for: .highlighted) === image, "falls back to the normal state's")
            XCTAssertTrue(stepper.decrementImage(for: .highlighted) === other)
            XCTAssertNil(stepper.decrementImage(for: .normal))
            XCTAssertTrue(stepper.backgroundImage(for: .disabled) === image)
            XCTAssertTrue(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .highlighted) === other)
            XCTAssertNil(stepper.dividerImage(forLeftSegmentState: .highlighted, rightSegmentState: .normal))
        }
    }
}
