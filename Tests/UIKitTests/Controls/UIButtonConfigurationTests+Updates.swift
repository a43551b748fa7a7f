import UIKit
import UIKitTesting
import XCTest

/// How a configured button follows its state: `configurationUpdateHandler`,
/// `automaticallyUpdatesConfiguration`, and the toggle behaviour.
final class UIButtonConfigurationUpdateTests: XCTestCase {
    @MainActor
    private static func filledButton() -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Normal"
        return UIButton(configuration: configuration)
    }

    func testTheUpdateHandlerIsCalledOnHighlightAndSelectionChanges() {
        MainActor.assumeIsolated {
            let button = Self.filledButton()
            var states: [UIControl.State] = []
            button.configurationUpdateHandler = { button in states.append(button.state) }
            let (app, window) = buttonWindow(button)
            let centre = CGPoint(x: button.frame.midX, y: button.frame.midY)

            let afterSetting = states
            app.pointerDown(at: centre, in: window)
            let afterPress = states
            app.pointerUp(at: centre, in: window)
            let afterRelease = states
            button.isSelected = true
            app.runUntilIdle()

            XCTAssertEqual(afterSetting, [.normal], "setting the handler asks for an update")
            XCTAssertEqual(afterPress, [.normal, .highlighted])
            XCTAssertEqual(afterRelease, [.normal, .highlighted, .normal])
            XCTAssertEqual(states.last, .selected)
            withExtendedLifetime(window) {}
        }
    }

    func testAHandlerCanChangeTheConfigurationForTheState() {
        MainActor.assumeIsolated {
            let button = Self.filledButton()
            button.configurationUpdateHandler = { button in
                button.configuration?.title = button.isHighlighted ? "Pressed" : "Normal"
            }
            let (app, window) = buttonWindow(button)
            let centre = CGPoint(x: button.frame.midX, y: button.frame.midY)

            app.pointerDown(at: centre, in: window)
            let pressed = button.titleLabel?.text
            app.pointerUp(at: centre, in: window)

            XCTAssertEqual(pressed, "Pressed")
            XCTAssertEqual(button.titleLabel?.text, "Normal")
            XCTAssertEqual(button.configuration?.title, "Normal")
            withExtendedLifetime(window) {}
        }
    }

    func testAnOverriddenUpdateConfigurationRunsInsteadOfTheHandler() {
        MainActor.assumeIsolated {
            let button = CountingButton(configuration: .gray())
            var handled = 0
            button.configurationUpdateHandler = { _ in handled += 1 }
            let (app, window) = buttonWindow(button)

            button.isSelected = true
            app.runUntilIdle()

            XCTAssertEqual(button.updates, 2)
            XCTAssertEqual(handled, 0)
            withExtendedLifetime(window) {}
        }
    }

    func testWithoutAutomaticUpdatesTheConfigurationIsDrawnAsItIs() {
        MainActor.assumeIsolated {
            let button = Self.filledButton()
            button.automaticallyUpdatesConfiguration = false
            let (app, window) = buttonWindow(button)
            let centre = CGPoint(x: button.frame.midX, y: button.frame.midY)

            app.pointerDown(at: centre, in: window)
            let fill = app.pixel(in: window, at: CGPoint(x: button.frame.minX + 4, y: button.frame.midY))
            app.pointerUp(at: centre, in: window)

            XCTAssertEqual(fill?.isClose(to: RGBA(0, 122, 255)), true, "\(String(describing: fill))")
            withExtendedLifetime(window) {}
        }
    }

    func testATapTogglesSelectionAndASelectedPlainButtonLooksTinted() {
        MainActor.assumeIsolated {
            var configuration = UIButton.Configuration.plain()
            configuration.title = "Toggle"
            var taps = 0
            let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in taps += 1 })
            button.changesSelectionAsPrimaryAction = true
            let (app, window) = buttonWindow(button)
            let centre = CGPoint(x: button.frame.midX, y: button.frame.midY)
            let edge = CGPoint(x: button.frame.minX + 4, y: button.frame.midY)

            app.click(at: centre, in: window)
            let selectedFill = app.pixel(in: window, at: edge)
            let selected = button.isSelected
            app.click(at: centre, in: window)

            XCTAssertTrue(selected)
            XCTAssertFalse(button.isSelected)
            XCTAssertEqual(taps, 2)
            XCTAssertEqual(selectedFill?.isClose(to: RGBA(217, 235, 255)), true, "\(String(describing: selectedFill))")
            XCTAssertEqual(app.pixel(in: window, at: edge), RGBA(255, 255, 255))
            withExtendedLifetime(window) {}
        }
    }
}

/// Counts `updateConfiguration()` calls and does not call the handler.
private final class CountingButton: UIButton {
    var updates = 0

    override func updateConfiguration() {
        updates += 1
    }
}
