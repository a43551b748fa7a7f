import UIKit
import UIKitTesting
import XCTest

/// Tab and Shift+Tab move keyboard focus through the key window's controls in hierarchy order, the
/// focused control shows a ring, and Space/Return/arrows operate it.
final class KeyboardFocusTests: XCTestCase {
    private static let tab = UIKeyboardHIDUsage.keyboardTab

    /// A white window with a switch, a hidden button, a disabled button, a slider and a text field,
    /// in that order of the hierarchy (the switch inside a container).
    @MainActor
    private static func controlsScene() -> (ControllerScene, UISwitch, UISlider, UITextField) {
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 51, height: 31))
        let hidden = UIButton(type: .system)
        hidden.isHidden = true
        let disabled = UIButton(type: .system)
        disabled.isEnabled = false
        let slider = UISlider(frame: CGRect(x: 20, y: 80, width: 200, height: 30))
        let field = UITextField(frame: CGRect(x: 20, y: 140, width: 200, height: 30))
        let scene = ControllerScene { _ in
            let controller = UIViewController()
            controller.view.backgroundColor = .white
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            container.addSubview(toggle)
            for view in [container, hidden, disabled, slider, field] { controller.view.addSubview(view) }
            return controller
        }
        return (scene, toggle, slider, field)
    }

    func testTabMovesThroughFocusableControlsInOrderAndWraps() {
        MainActor.assumeIsolated {
            let (scene, toggle, slider, field) = Self.controlsScene()
            var order: [String] = []
            let note = {
                order.append(
                    toggle.isFocused ? "switch" : slider.isFocused ? "slider" : field.isFocused ? "field" : "none")
            }

            for _ in 0..<4 {
                scene.app.typeKey(Self.tab, in: scene.window)
                note()
            }
            scene.app.typeKey(Self.tab, modifiers: .shift, in: scene.window)
            note()

            XCTAssertEqual(order, ["switch", "slider", "field", "switch", "field"])
            XCTAssertTrue(field.isFirstResponder, "a focused text field edits")
        }
    }

    func testTheFocusedControlShowsARingAndAClickEndsFocus() {
        MainActor.assumeIsolated {
            let (scene, toggle, _, _) = Self.controlsScene()
            let outside = CGPoint(x: 60, y: 18)
            let before = scene.app.pixel(in: scene.window, at: outside)!
            XCTAssertTrue(before.isClose(to: RGBA(255, 255, 255), tolerance: 10), "\(before)")

            scene.app.typeKey(Self.tab, in: scene.window)
            scene.app.runUntilIdle()
            let ring = scene.app.pixel(in: scene.window, at: outside)!
            XCTAssertTrue(ring.blue > 200 && ring.red < 200, "a tint-coloured ring beside the switch: \(ring)")

            scene.app.click(at: CGPoint(x: 300, y: 250), in: scene.window)
            scene.app.runUntilIdle()
            XCTAssertFalse(toggle.isFocused)
            let after = scene.app.pixel(in: scene.window, at: outside)!
            XCTAssertTrue(after.isClose(to: RGBA(255, 255, 255), tolerance: 10), "\(after)")
        }
    }

    func testKeysOperateTheFocusedControl() {
        MainActor.assumeIsolated {
            let (scene, toggle, slider, _) = Self.controlsScene()
            var changes = 0
            toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            slider.value = 0.5

            scene.app.typeKey(Self.tab, in: scene.window)
            scene.app.typeKey(.keyboardSpacebar, text: " ", in: scene.window)
            XCTAssertTrue(toggle.isOn)
            scene.app.typeKey(.keyboardReturnOrEnter, text: "\r", in: scene.window)
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(changes, 2)

            scene.app.typeKey(Self.tab, in: scene.window)
            scene.app.typeKey(.keyboardRightArrow, in: scene.window)
            scene.app.typeKey(.keyboardRightArrow, in: scene.window)
            XCTAssertEqual(slider.value, 0.7, accuracy: 0.001)
            scene.app.typeKey(.keyboardHome, in: scene.window)
            XCTAssertEqual(slider.value, 0)
        }
    }

    func testADisabledOrRemovedFocusedControlLosesFocus() {
        MainActor.assumeIsolated {
            let (scene, toggle, slider, _) = Self.controlsScene()
            scene.app.typeKey(Self.tab, in: scene.window)
            XCTAssertTrue(toggle.isFocused)

            toggle.isEnabled = false
            scene.app.runUntilIdle()
            XCTAssertFalse(toggle.isFocused)

            scene.app.typeKey(Self.tab, in: scene.window)
            XCTAssertTrue(slider.isFocused, "Tab starts again at the first focusable control")
            slider.removeFromSuperview()
            scene.app.runUntilIdle()
            XCTAssertFalse(slider.isFocused)
        }
    }

    func testArrowsOperateSegmentedControlsSteppersAndPageControls() {
        MainActor.assumeIsolated {
            let segments = UISegmentedControl(items: ["One", "Two", "Three"])
            segments.frame = CGRect(x: 20, y: 20, width: 240, height: 32)
            segments.setEnabled(false, forSegmentAt: 1)
            segments.selectedSegmentIndex = 0
            let stepper = UIStepper(frame: CGRect(x: 20, y: 70, width: 94, height: 32))
            let pages = UIPageControl(frame: CGRect(x: 20, y: 120, width: 200, height: 26))
            pages.numberOfPages = 3
            var events: [String] = []
            segments.addAction(
                UIAction { _ in events.append("segment \(segments.selectedSegmentIndex)") }, for: .valueChanged)
            stepper.addAction(UIAction { _ in events.append("stepper \(Int(stepper.value))") }, for: .valueChanged)
            pages.addAction(UIAction { _ in events.append("page \(pages.currentPage)") }, for: .valueChanged)
            let scene = ControllerScene { _ in
                let controller = UIViewController()
                for view in [segments, stepper, pages] { controller.view.addSubview(view) }
                return controller
            }
            let right = UIKeyboardHIDUsage.keyboardRightArrow
            let left = UIKeyboardHIDUsage.keyboardLeftArrow

            scene.app.typeKey(Self.tab, in: scene.window)
            scene.app.typeKey(right, in: scene.window)
            scene.app.typeKey(left, in: scene.window)
            scene.app.typeKey(Self.tab, in: scene.window)
            scene.app.typeKey(right, in: scene.window)
            scene.app.typeKey(right, in: scene.window)
            scene.app.typeKey(left, in: scene.window)
            scene.app.typeKey(Self.tab, in: scene.window)
            scene.app.typeKey(right, in: scene.window)

            XCTAssertEqual(
                events, ["segment 2", "segment 0", "stepper 1", "stepper 2", "stepper 1", "page 1"],
                "the disabled middle segment is skipped")
        }
    }

    func testSpaceAndReturnPressAFocusedButtonAndTabGoesOnFromAClickedTextField() {
        MainActor.assumeIsolated {
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            button.frame = CGRect(x: 20, y: 70, width: 80, height: 30)
            var taps = 0
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            let scene = ControllerScene { _ in
                let controller = UIViewController()
                controller.view.addSubview(field)
                controller.view.addSubview(button)
                return controller
            }

            scene.app.click(at: CGPoint(x: 100, y: 35), in: scene.window)
            XCTAssertTrue(field.isFirstResponder)
            scene.app.typeKey(Self.tab, in: scene.window)
            XCTAssertTrue(button.isFocused, "Tab goes on from the field being edited")
            XCTAssertFalse(field.isFirstResponder)
            scene.app.typeKey(.keyboardSpacebar, text: " ", in: scene.window)
            scene.app.typeKey(.keyboardReturnOrEnter, text: "\r", in: scene.window)

            XCTAssertEqual(taps, 2)
        }
    }
}
