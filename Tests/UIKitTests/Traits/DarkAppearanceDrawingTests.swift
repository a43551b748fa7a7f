import UIKit
import UIKitTesting
import XCTest

/// Controls and bars UIKit draws itself, seen in a window turned dark: their backgrounds, fills and
/// text take the dark values, and turn back when the window is light again.
final class DarkAppearanceDrawingTests: XCTestCase {
    func testARoundedTextFieldFillsWithTheDarkTertiaryBackground() {
        MainActor.assumeIsolated {
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
            field.borderStyle = .roundedRect
            let scene = ControllerScene { _ in UIViewController() }
            scene.window.rootViewController?.view.addSubview(field)
            let inside = CGPoint(x: 200, y: 37)
            scene.app.runUntilIdle()
            XCTAssertEqual(scene.app.pixel(in: scene.window, at: inside), RGBA(255, 255, 255))

            scene.window.overrideUserInterfaceStyle = .dark
            scene.app.runUntilIdle()

            XCTAssertEqual(scene.app.pixel(in: scene.window, at: inside), RGBA(44, 44, 46))
        }
    }

    func testASegmentedControlsThumbAndTextAreLightOnDark() {
        MainActor.assumeIsolated {
            let control = UISegmentedControl(items: ["One", "Two"])
            control.frame = CGRect(x: 20, y: 20, width: 200, height: 32)
            control.selectedSegmentIndex = 0
            let scene = ControllerScene { _ in UIViewController() }
            scene.window.rootViewController?.view.addSubview(control)
            scene.window.overrideUserInterfaceStyle = .dark

            scene.app.runUntilIdle()

            let thumbEdge = CGPoint(x: 28, y: 36)
            XCTAssertEqual(scene.app.pixel(in: scene.window, at: thumbEdge), RGBA(99, 99, 102))
            let text = CGRect(x: 120, y: 24, width: 100, height: 24)
            let lightInk = scene.app.pixelCount(in: scene.window, within: text) { $0.red > 200 && $0.green > 200 }
            XCTAssertGreaterThan(lightInk, 5, "the unselected title is drawn in the light label colour")
        }
    }

    func testANavigationBarIsDarkUnderADarkControllerAndItsTitleIsLight() {
        MainActor.assumeIsolated {
            let content = UIViewController()
            content.title = "Title"
            // At the content's top edge the bar takes the scroll-edge appearance (transparent, as on
            // iOS 15 and later), so the content's background shows through it.
            content.view.backgroundColor = .systemBackground
            let navigation = UINavigationController(rootViewController: content)
            let scene = ControllerScene { _ in navigation }
            navigation.overrideUserInterfaceStyle = .dark

            scene.app.runUntilIdle()

            let bar = navigation.navigationBar.frame
            let background = scene.app.pixel(in: scene.window, at: CGPoint(x: bar.minX + 4, y: bar.midY))
            XCTAssertLessThan(Int(background?.red ?? 255), 40)
            let titleArea = CGRect(x: bar.midX - 30, y: bar.minY + 8, width: 60, height: bar.height - 16)
            XCTAssertGreaterThan(scene.app.pixelCount(in: scene.window, within: titleArea) { $0.red > 200 }, 5)

            navigation.overrideUserInterfaceStyle = .light
            scene.app.runUntilIdle()

            XCTAssertGreaterThan(
                Int(scene.app.pixel(in: scene.window, at: CGPoint(x: bar.minX + 4, y: bar.midY))?.red ?? 0), 230)
        }
    }
}
