import HeadlessBackend
import UIKitTesting
import WindowSystem
import XCTest

@testable import UIKit

/// Tooltips: shown after the pointer rests for the hover delay (on the manual clock), below the
/// pointer in a tooltip window of their own, hidden when the pointer leaves or a button goes down.
final class ToolTipInteractionTests: XCTestCase {
    /// A window with a 100 × 40 view at (20, 20) carrying `interaction`.
    @MainActor
    private static func launch(_ interaction: UIToolTipInteraction) -> (HeadlessApp, UIWindow, UIView) {
        let app = HeadlessApp(delegate: ToolTipAppDelegate())
        let window = UIWindow(frame: CGRect(x: 100, y: 100, width: 300, height: 200))
        window.rootViewController = UIViewController()
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        view.addInteraction(interaction)
        window.rootViewController?.view.addSubview(view)
        window.makeKeyAndVisible()
        app.runUntilIdle()
        return (app, window, view)
    }

    @MainActor
    private static var shownText: String? {
        ToolTipWindow.shown?.label.text
    }

    func testTheTooltipShowsAfterTheHoverDelayBelowThePointer() throws {
        try MainActor.assumeIsolated {
            let (app, window, _) = Self.launch(UIToolTipInteraction(defaultToolTip: "Saves the document"))

            app.pointerMove(to: CGPoint(x: 50, y: 30), in: window)
            app.advance(by: 0.4)
            XCTAssertNil(Self.shownText, "not before the delay")
            app.advance(by: 0.2)

            XCTAssertEqual(Self.shownText, "Saves the document")
            let tip = try XCTUnwrap(ToolTipWindow.shown)
            XCTAssertEqual(tip.frame.origin, CGPoint(x: 150, y: 150), "20 points below the pointer")
            XCTAssertEqual(app.platformWindow(of: tip)?.kind, .tooltip)
            XCTAssertFalse(tip.isKeyWindow)
            XCTAssertTrue(window.isKeyWindow)
        }
    }

    func testMovingRestartsTheDelay() {
        MainActor.assumeIsolated {
            let (app, window, _) = Self.launch(UIToolTipInteraction(defaultToolTip: "Tip"))

            app.pointerMove(to: CGPoint(x: 30, y: 30), in: window)
            app.advance(by: 0.4)
            app.pointerMove(to: CGPoint(x: 40, y: 30), in: window)
            app.advance(by: 0.4)
            XCTAssertNil(Self.shownText)
            app.advance(by: 0.2)

            XCTAssertEqual(Self.shownText, "Tip")
        }
    }

    func testLeavingTheViewOrPressingAButtonHidesIt() {
        MainActor.assumeIsolated {
            let (app, window, _) = Self.launch(UIToolTipInteraction(defaultToolTip: "Tip"))
            app.pointerMove(to: CGPoint(x: 30, y: 30), in: window)
            app.advance(by: 0.6)
            XCTAssertNotNil(Self.shownText)

            app.pointerMove(to: CGPoint(x: 250, y: 150), in: window)
            XCTAssertNil(Self.shownText, "the pointer left")
            app.pointerMove(to: CGPoint(x: 30, y: 30), in: window)
            app.advance(by: 0.6)
            app.pointerDown(at: CGPoint(x: 30, y: 30), in: window)

            XCTAssertNil(Self.shownText, "a press hides it")
        }
    }

    func testTheDelegatesConfigurationDecidesTheTextAndWhereItApplies() {
        MainActor.assumeIsolated {
            let delegate = HalvesToolTips()
            let interaction = UIToolTipInteraction()
            interaction.delegate = delegate
            let (app, window, _) = Self.launch(interaction)

            app.pointerMove(to: CGPoint(x: 30, y: 30), in: window)
            app.advance(by: 0.6)
            XCTAssertEqual(Self.shownText, "Left half")
            XCTAssertEqual(delegate.points, [CGPoint(x: 10, y: 10)], "asked with the point in the view")
            app.pointerMove(to: CGPoint(x: 100, y: 30), in: window)
            XCTAssertNil(Self.shownText, "outside the source rectangle")
            app.advance(by: 0.6)

            XCTAssertEqual(Self.shownText, "Right half")
        }
    }

    func testADisabledInteractionShowsNothing() {
        MainActor.assumeIsolated {
            let interaction = UIToolTipInteraction(defaultToolTip: "Tip")
            interaction.isEnabled = false
            let (app, window, _) = Self.launch(interaction)

            app.pointerMove(to: CGPoint(x: 30, y: 30), in: window)
            app.advance(by: 1)

            XCTAssertNil(Self.shownText)
        }
    }
}

private final class ToolTipAppDelegate: UIResponder, UIApplicationDelegate {}

/// A tooltip for each half of the view, each applying to its half only.
private final class HalvesToolTips: NSObject, UIToolTipInteractionDelegate {
    var points: [CGPoint] = []

    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint)
        -> UIToolTipConfiguration?
    {
        points.append(point)
        let bounds = interaction.view?.bounds ?? .zero
        let (left, right) = bounds.divided(atDistance: bounds.width / 2, from: .minXEdge)
        return left.contains(point)
            ? UIToolTipConfiguration(toolTip: "Left half", in: left)
            : UIToolTipConfiguration(toolTip: "Right half", in: right)
    }
}

/// `UIControl.toolTip` makes and removes the control's tooltip interaction.
final class ControlToolTipTests: XCTestCase {
    func testAControlsToolTipIsAnInteractionShowingIt() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)

            button.toolTip = "Send"
            XCTAssertEqual(button.toolTipInteraction?.defaultToolTip, "Send")
            button.toolTip = "Send now"
            XCTAssertEqual(button.interactions.count { $0 is UIToolTipInteraction }, 1)
            XCTAssertEqual(button.toolTipInteraction?.defaultToolTip, "Send now")
            button.toolTip = nil

            XCTAssertNil(button.toolTipInteraction)
        }
    }
}
