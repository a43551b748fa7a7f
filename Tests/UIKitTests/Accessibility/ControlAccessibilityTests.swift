import UIKit
import UIKitTesting
import XCTest

/// The accessibility UIKit's controls and views give themselves until the app sets its own.
final class ControlAccessibilityTests: XCTestCase {
    func testAButtonIsAButtonNamedByItsTitle() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)

            button.setTitle("Send", for: .normal)

            XCTAssertTrue(button.isAccessibilityElement)
            XCTAssertEqual(button.accessibilityTraits, .button)
            XCTAssertEqual(button.accessibilityLabel, "Send")
        }
    }

    func testADisabledControlIsNotEnabled() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)

            button.isEnabled = false

            XCTAssertEqual(button.accessibilityTraits, [.button, .notEnabled])
        }
    }

    func testALabelIsStaticTextReadingItsText() {
        MainActor.assumeIsolated {
            let label = UILabel()

            label.text = "Total"

            XCTAssertTrue(label.isAccessibilityElement)
            XCTAssertEqual(label.accessibilityTraits, .staticText)
            XCTAssertEqual(label.accessibilityLabel, "Total")
        }
    }

    func testASliderIsAdjustableByATenthOfItsRange() {
        MainActor.assumeIsolated {
            let slider = UISlider()
            slider.minimumValue = 0
            slider.maximumValue = 200
            slider.value = 100
            var changes = 0
            slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            XCTAssertEqual(slider.accessibilityValue, "50%")

            slider.accessibilityIncrement()

            XCTAssertEqual(slider.value, 120)
            XCTAssertEqual(slider.accessibilityValue, "60%")
            XCTAssertEqual(slider.accessibilityTraits, .adjustable)
            XCTAssertEqual(changes, 1)

            slider.accessibilityDecrement()
            slider.accessibilityDecrement()

            XCTAssertEqual(slider.value, 80)
            XCTAssertEqual(changes, 3)
        }
    }

    func testASwitchIsAButtonWithAValueOfOneOrZero() {
        MainActor.assumeIsolated {
            let toggle = UISwitch()
            XCTAssertEqual(toggle.accessibilityValue, "0")

            toggle.isOn = true

            XCTAssertEqual(toggle.accessibilityValue, "1")
            XCTAssertEqual(toggle.accessibilityTraits, .button)
            XCTAssertTrue(toggle.isAccessibilityElement)
        }
    }

    func testAStepperStepsOnIncrementAndDecrement() {
        MainActor.assumeIsolated {
            let stepper = UIStepper()
            stepper.stepValue = 5
            var changes = 0
            stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)

            stepper.accessibilityIncrement()
            stepper.accessibilityIncrement()
            stepper.accessibilityDecrement()

            XCTAssertEqual(stepper.value, 5)
            XCTAssertEqual(stepper.accessibilityValue, "5")
            XCTAssertEqual(stepper.accessibilityTraits, .adjustable)
            XCTAssertEqual(changes, 3)
        }
    }

    func testAnImageViewIsAnImageButNotAnElement() {
        MainActor.assumeIsolated {
            let imageView = UIImageView()

            XCTAssertFalse(imageView.isAccessibilityElement)
            XCTAssertEqual(imageView.accessibilityTraits, .image)
        }
    }

    func testAPlainViewIsNoElementAndHasNoTraits() {
        MainActor.assumeIsolated {
            let view = UIView()

            XCTAssertFalse(view.isAccessibilityElement)
            XCTAssertEqual(view.accessibilityTraits, .none)
            XCTAssertNil(view.accessibilityLabel)
        }
    }

    func testATextFieldReadsItsTextOrPlaceholder() {
        MainActor.assumeIsolated {
            let field = UITextField()
            field.placeholder = "Name"
            XCTAssertEqual(field.accessibilityValue, "Name")

            field.text = "Ada"

            XCTAssertEqual(field.accessibilityValue, "Ada")
            XCTAssertTrue(field.isAccessibilityElement)
        }
    }

    func testAProgressViewReadsAPercentage() {
        MainActor.assumeIsolated {
            let progress = UIProgressView()

            progress.progress = 0.25

            XCTAssertEqual(progress.accessibilityValue, "25%")
            XCTAssertEqual(progress.accessibilityTraits, .updatesFrequently)
        }
    }

    func testValuesTheAppSetsWinAndNilRestoresTheDefault() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setTitle("Send", for: .normal)

            button.accessibilityLabel = "Send message"
            button.accessibilityTraits = [.button, .selected]
            button.isAccessibilityElement = false

            XCTAssertEqual(button.accessibilityLabel, "Send message")
            XCTAssertEqual(button.accessibilityTraits, [.button, .selected])
            XCTAssertFalse(button.isAccessibilityElement)

            button.accessibilityLabel = nil

            XCTAssertEqual(button.accessibilityLabel, "Send")
        }
    }
}
