import UIKit
import UIKitTesting
import WindowSystem
import XCTest

/// `present(_:animated:)` with a `UIAlertController`: a dialog window at `.alert` level over the
/// dimmed presenting window; choosing an action dismisses the alert, then runs the handler.
final class AlertPresentationTests: XCTestCase {
    @MainActor
    private static func alertScene() -> ControllerScene {
        ControllerScene { log in
            let main = LoggingController("main", log: log)
            main.view.backgroundColor = .white
            return main
        }
    }

    func testAlertIsADialogWindowAtAlertLevelCentredOverThePresenter() {
        MainActor.assumeIsolated {
            let scene = Self.alertScene()
            let main = scene.window.rootViewController!
            let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            scene.clearLog()

            main.present(alert, animated: true)
            scene.run(seconds: 0.3)

            let dialog = alert.view.window!
            XCTAssertFalse(dialog === scene.window)
            XCTAssertEqual(dialog.windowLevel, .alert)
            XCTAssertTrue(dialog.isKeyWindow)
            XCTAssertEqual(dialog.frame.width, 270)
            XCTAssertEqual(dialog.frame.midX, scene.window.frame.midX, accuracy: 1)
            XCTAssertEqual(dialog.frame.midY, scene.window.frame.midY, accuracy: 1)
            let platform = dialog.platformWindow as? HeadlessWindow
            XCTAssertEqual(
                platform?.cornerRadius, Int(14 * dialog.screen.scale), "the window is cut to the card's corners")
            XCTAssertTrue(main.presentedViewController === alert)
            XCTAssertTrue(alert.presentingViewController === main)
            XCTAssertTrue(scene.log.entries.isEmpty, "the presenter stays on screen: \(scene.log.entries)")
            let dimmed = scene.app.pixel(in: scene.window, at: CGPoint(x: 5, y: 5))!
            XCTAssertTrue(dimmed.isClose(to: RGBA(204, 204, 204), tolerance: 3), "white under 20 % black: \(dimmed)")
        }
    }

    func testChoosingAnActionDismissesThenRunsItsHandler() {
        MainActor.assumeIsolated {
            let scene = Self.alertScene()
            let main = scene.window.rootViewController!
            var events: [String] = []
            weak var weakAlert: UIAlertController?
            do {
                let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
                alert.addAction(
                    UIAlertAction(title: "Save", style: .default) { _ in
                        events.append("handler, presented: \(main.presentedViewController != nil)")
                    })
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                weakAlert = alert
                main.present(alert, animated: false)
            }
            scene.app.runUntilIdle()
            let dialog = weakAlert!.view.window!

            scene.app.typeKey(.keyboardReturnOrEnter, text: "\r", in: dialog)
            scene.run(seconds: 0.3)

            XCTAssertEqual(events, ["handler, presented: false"])
            XCTAssertNil(main.presentedViewController)
            XCTAssertNil(weakAlert, "the alert and its window are released")
            XCTAssertTrue(scene.window.isKeyWindow, "the presenter's window is key again")
            let undimmed = scene.app.pixel(in: scene.window, at: CGPoint(x: 5, y: 5))!
            XCTAssertTrue(undimmed.isClose(to: RGBA(255, 255, 255)), "\(undimmed)")
        }
    }

    func testEscapeChoosesCancelAndTapsChooseButtons() {
        MainActor.assumeIsolated {
            let scene = Self.alertScene()
            let main = scene.window.rootViewController!
            var chosen: [String] = []
            let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Name" }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("Cancel") })
            alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in chosen.append("OK") })
            main.present(alert, animated: false)
            scene.app.runUntilIdle()

            scene.app.typeKey(.keyboardEscape, text: "\u{1B}", in: alert.view.window!)
            scene.run(seconds: 0.3)
            XCTAssertEqual(chosen, ["Cancel"])

            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Remove", style: .destructive) { _ in chosen.append("Remove") })
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            main.present(sheet, animated: false)
            scene.app.runUntilIdle()
            let dialog = sheet.view.window!
            XCTAssertEqual(dialog.frame.maxY, scene.window.frame.maxY - 8, accuracy: 1, "a sheet sits at the bottom")

            scene.app.click(at: CGPoint(x: dialog.bounds.midX, y: 28), in: dialog)
            scene.run(seconds: 0.3)
            XCTAssertEqual(chosen, ["Cancel", "Remove"])
        }
    }

    func testAPresentedAlertsTextFieldTakesTyping() {
        MainActor.assumeIsolated {
            let scene = Self.alertScene()
            let alert = UIAlertController(title: "Log In", message: nil, preferredStyle: .alert)
            alert.addTextField()
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            scene.window.rootViewController!.present(alert, animated: false)
            scene.app.runUntilIdle()
            let dialog = alert.view.window!

            scene.app.typeKey(.keyboardA, text: "a", in: dialog)

            XCTAssertTrue(dialog.isKeyWindow)
            XCTAssertTrue(alert.textFields?.first?.isFirstResponder ?? false)
            XCTAssertEqual(alert.textFields?.first?.text, "a")
        }
    }
}
