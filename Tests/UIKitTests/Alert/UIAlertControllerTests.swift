import UIKitTesting
import XCTest

@testable import UIKit

/// The controller's bookkeeping: actions, the preferred action, text fields, sizes, misuse texts.
final class UIAlertControllerTests: XCTestCase {
    func testActionsKeepTheOrderAddedWithTheirTitlesAndStyles() {
        MainActor.assumeIsolated {
            let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
            let delete = UIAlertAction(title: "Delete", style: .destructive)
            let cancel = UIAlertAction(title: "Cancel", style: .cancel)

            alert.addAction(delete)
            alert.addAction(cancel)

            XCTAssertEqual(alert.actions, [delete, cancel])
            XCTAssertEqual(alert.actions.map(\.style), [.destructive, .cancel])
            XCTAssertEqual(alert.title, "Title")
            XCTAssertEqual(alert.message, "Message")
            XCTAssertEqual(alert.preferredStyle, .alert)
            XCTAssertNil(alert.preferredAction)
            XCTAssertTrue(delete.isEnabled)
        }
    }

    func testThePreferredActionIsOneOfTheActions() {
        MainActor.assumeIsolated {
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
            let ok = UIAlertAction(title: "OK", style: .default)
            alert.addAction(ok)

            alert.preferredAction = ok

            XCTAssertIdentical(alert.preferredAction, ok)
            XCTAssertNil(AlertMisuse.preferring(ok, among: alert.actions))
            XCTAssertEqual(
                AlertMisuse.preferring(UIAlertAction(title: "Other", style: .default), among: alert.actions),
                "The preferred action must be one of the alert controller's actions")
        }
    }

    func testTextFieldsAreNilUntilOneIsAddedThenConfiguredInOrder() {
        MainActor.assumeIsolated {
            let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
            XCTAssertNil(alert.textFields)

            alert.addTextField { $0.placeholder = "Name" }
            alert.addTextField { field in
                field.placeholder = "Password"
                field.isSecureTextEntry = true
            }

            XCTAssertEqual(alert.textFields?.map(\.placeholder), ["Name", "Password"])
            XCTAssertEqual(alert.textFields?.map(\.isSecureTextEntry), [false, true])
        }
    }

    func testMisuseStopsWithUIKitsExceptionTexts() {
        MainActor.assumeIsolated {
            let first = UIAlertAction(title: "Cancel", style: .cancel)

            XCTAssertNil(AlertMisuse.adding(first, to: []))
            XCTAssertNil(AlertMisuse.adding(UIAlertAction(title: "OK", style: .default), to: [first]))
            XCTAssertEqual(
                AlertMisuse.adding(UIAlertAction(title: "Close", style: .cancel), to: [first]),
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            XCTAssertNil(AlertMisuse.addingTextField(to: .alert))
            XCTAssertEqual(
                AlertMisuse.addingTextField(to: .actionSheet),
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        }
    }

    func testACopyHasTheSameTitleStyleHandlerAndStateButIsAnotherAction() {
        MainActor.assumeIsolated {
            var handled: [UIAlertAction] = []
            let original = UIAlertAction(title: "Save", style: .destructive) { handled.append($0) }
            original.isEnabled = false

            let copy = original.copy() as! UIAlertAction
            copy.handler?(copy)

            XCTAssertFalse(copy === original)
            XCTAssertEqual(copy.title, "Save")
            XCTAssertEqual(copy.style, .destructive)
            XCTAssertFalse(copy.isEnabled)
            XCTAssertEqual(handled.count, 1)
            XCTAssertIdentical(handled.first, copy)
        }
    }

    func testAnAlertIs270PointsWideAndASheetFillsTheContainerLessMarginsUpTo400() {
        MainActor.assumeIsolated {
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "One", style: .default))
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))

            let alertSize = alert.preferredCardSize(fitting: CGSize(width: 800, height: 600))
            let narrowSheet = sheet.preferredCardSize(fitting: CGSize(width: 320, height: 600))
            let wideSheet = sheet.preferredCardSize(fitting: CGSize(width: 800, height: 600))

            XCTAssertEqual(alertSize.width, 270)
            XCTAssertEqual(narrowSheet, CGSize(width: 304, height: 57 + 8 + 57))
            XCTAssertEqual(wideSheet.width, 400)
        }
    }

    func testTheCardGrowsWithTheMessageAndTheTextFields() {
        MainActor.assumeIsolated {
            let container = CGSize(width: 800, height: 600)
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            let titleOnly = alert.preferredCardSize(fitting: container).height

            alert.message = "A message long enough to wrap onto a second line inside the card"
            let withMessage = alert.preferredCardSize(fitting: container).height
            alert.addTextField()
            let withField = alert.preferredCardSize(fitting: container).height

            XCTAssertGreaterThan(withMessage, titleOnly + 2 * UIFont.systemFont(ofSize: 13).lineHeight - 1)
            XCTAssertEqual(withField, withMessage + 16 + 24)
        }
    }
}
