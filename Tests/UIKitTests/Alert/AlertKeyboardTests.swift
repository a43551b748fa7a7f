import UIKit
import UIKitTesting
import XCTest

/// Return chooses the preferred action (or the only other one), Escape the cancel action.
final class AlertKeyboardTests: XCTestCase {
    func testReturnChoosesThePreferredAction() {
        MainActor.assumeIsolated {
            let log = ChoiceLog()
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            alert.addAction(log.action("Later"))
            let now = log.action("Now")
            alert.addAction(now)
            alert.addAction(log.action("Cancel", .cancel))
            alert.preferredAction = now
            let shown = ShownAlert(alert)

            shown.press(.returnKey)

            XCTAssertEqual(log.chosen, ["Now"])
            withExtendedLifetime(shown) {}
        }
    }

    func testReturnChoosesTheOnlyActionThatIsNotCancelWhenNoneIsPreferred() {
        MainActor.assumeIsolated {
            let log = ChoiceLog()
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            alert.addAction(log.action("Cancel", .cancel))
            alert.addAction(log.action("OK"))
            let shown = ShownAlert(alert)

            shown.press(.returnKey)
            shown.app.typeKey(.keypadEnter, text: "\r", in: shown.window)

            XCTAssertEqual(log.chosen, ["OK", "OK"])
            withExtendedLifetime(shown) {}
        }
    }

    func testReturnChoosesNothingAmongSeveralActionsOrWhenThePreferredOneIsDisabled() {
        MainActor.assumeIsolated {
            let log = ChoiceLog()
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            let first = log.action("First")
            alert.addAction(first)
            alert.addAction(log.action("Second"))
            let shown = ShownAlert(alert)

            shown.press(.returnKey)
            alert.preferredAction = first
            first.isEnabled = false
            shown.press(.returnKey)
            first.isEnabled = true
            shown.press(.returnKey)

            XCTAssertEqual(log.chosen, ["First"])
            withExtendedLifetime(shown) {}
        }
    }

    func testEscapeChoosesTheCancelActionWhenThereIsOne() {
        MainActor.assumeIsolated {
            let log = ChoiceLog()
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(log.action("Copy"))
            let shown = ShownAlert(sheet)

            shown.press(.escape)
            sheet.addAction(log.action("Cancel", .cancel))
            shown.press(.escape)

            XCTAssertEqual(log.chosen, ["Cancel"])
            withExtendedLifetime(shown) {}
        }
    }

    func testTheFirstTextFieldTakesTheTypingAndReturnStillChoosesThePreferredAction() {
        MainActor.assumeIsolated {
            var submitted: [String] = []
            let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
            alert.addTextField { $0.text = "old" }
            alert.addTextField()
            let save = UIAlertAction(title: "Save", style: .default) { [unowned alert] _ in
                submitted.append(alert.textFields?.first?.text ?? "")
            }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(save)
            alert.preferredAction = save
            let shown = ShownAlert(alert)

            shown.app.typeText("!", in: shown.window)
            shown.press(.returnKey)

            XCTAssertTrue(alert.textFields?.first?.isFirstResponder ?? false)
            XCTAssertEqual(submitted, ["old!"])
            withExtendedLifetime(shown) {}
        }
    }
}
