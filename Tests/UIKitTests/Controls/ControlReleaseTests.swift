import UIKit
import UIKitTesting
import XCTest

/// Controls used through real input (pointer presses, drags, taps), with actions that ran, are
/// released once their page goes: nothing the interaction started keeps them alive.
final class ControlReleaseTests: XCTestCase {
    /// Puts `make()` in a window at (50, 50), sized 200×30, runs `interact` on it, removes it, lets
    /// the app run on, and says whether the control was deallocated.
    @MainActor
    private static func isReleasedAfterUse(
        _ make: () -> UIControl, _ interact: (HeadlessApp, UIWindow) -> Void
    ) -> Bool {
        weak var weakControl: UIControl?
        let delegate = LoggingAppDelegate.withWindow(color: .white)
        let app = HeadlessApp(delegate: delegate)
        let window = delegate.window!
        do {
            let control = make()
            control.addAction(UIAction { action in _ = action.sender }, for: .allEvents)
            control.frame = CGRect(x: 50, y: 50, width: 200, height: 30)
            window.rootViewController!.view.addSubview(control)
            weakControl = control
            app.runUntilIdle()
            interact(app, window)
            app.advance(by: 2)
            control.removeFromSuperview()
        }
        app.advance(by: 2)
        app.runUntilIdle()
        return weakControl == nil
    }

    @MainActor
    private static func drag(_ app: HeadlessApp, _ window: UIWindow) {
        app.pointerDown(at: CGPoint(x: 64, y: 65), in: window)
        app.advance(by: 0.05)
        app.pointerMove(to: CGPoint(x: 150, y: 65), in: window)
        app.advance(by: 0.05)
        app.pointerUp(at: CGPoint(x: 150, y: 65), in: window)
    }

    @MainActor
    private static func tap(_ app: HeadlessApp, _ window: UIWindow) {
        app.click(at: CGPoint(x: 100, y: 65), in: window)
        app.advance(by: 0.5)
        app.click(at: CGPoint(x: 200, y: 65), in: window)
    }

    func testADraggedSliderIsReleased() {
        MainActor.assumeIsolated {
            var values: [Float] = []
            let make = {
                let slider = UISlider()
                slider.addAction(UIAction { [unowned slider] _ in values.append(slider.value) }, for: .valueChanged)
                return slider as UIControl
            }

            XCTAssertTrue(Self.isReleasedAfterUse(make, Self.drag))
            XCTAssertGreaterThan(values.last ?? 0, 0.4, "the drag moved the thumb")
        }
    }

    func testTappedAndDraggedControlsAreReleased() {
        MainActor.assumeIsolated {
            let makers: [(String, () -> UIControl)] = [
                ("switch", { UISwitch() }),
                ("stepper", { UIStepper() }),
                ("segmented control", { UISegmentedControl(items: ["One", "Two"]) }),
                (
                    "page control",
                    {
                        let pages = UIPageControl()
                        pages.numberOfPages = 4
                        return pages
                    }
                ),
                ("button", { UIButton(type: .system) }),
                ("text field", { UITextField() }),
            ]
            for (name, make) in makers {
                XCTAssertTrue(Self.isReleasedAfterUse(make, Self.tap), "\(name) after taps")
                XCTAssertTrue(Self.isReleasedAfterUse(make, Self.drag), "\(name) after a drag")
            }
        }
    }
}
