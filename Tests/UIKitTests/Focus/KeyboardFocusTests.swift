import UIKit
import UIKitTesting
import XCTest

/// Tab and Shift+Tab move keyboard focus through the key window's controls in hierarchy order, the
/// focused control shows a ring, and Space/Return/arrows operate it.
final class KeyboardFocusTests: XCTestCase {
    private static let tab: UInt32 = 0xFF09
    private static let shiftTab: UInt32 = 0xFE20

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
            scene.app.typeKey(Self.shiftTab, modifiers: .shift, in: scene.window)
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
            scene.app.typeKey(0x20, text: " ", in: scene.window)
            XCTAssertTrue(toggle.isOn)
            scene.app.typeKey(0xFF0D, text: "\r", in: scene.window)
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(changes, 2)

            scene.app.typeKey(Self.tab, in: scene.window)
            scene.app.typeKey(0xFF53, in: scene.window)
            scene.app.typeKey(0xFF53, in: scene.window)
            XCTAssertEqual(slider.value, 0.7, accuracy: 0.001)
            scene.app.typeKey(0xFF50, in: scene.window)
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
}
