import UIKit
import UIKitTesting
import XCTest

/// Left and right views with their modes, text shrinking to fit, default and typing attributes.
final class UITextFieldOverlayTests: XCTestCase {
    func testTheLeftViewShowsAlwaysAndTheTextStartsAfterIt() {
        MainActor.assumeIsolated {
            let field = UITextField()
            let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
            field.leftView = icon
            field.leftViewMode = .always
            field.text = "after"
            let shown = ShownField(field)

            let caret = field.caretRect(for: field.beginningOfDocument)

            XCTAssertFalse(icon.isHidden)
            XCTAssertEqual(icon.frame, CGRect(x: 0, y: 3, width: 24, height: 24))
            XCTAssertGreaterThanOrEqual(caret.minX, 24)
            XCTAssertEqual(field.textRect(forBounds: field.bounds).minX, 24)
            withExtendedLifetime(shown) {}
        }
    }

    func testARightViewWhileEditingShowsOnlyWhileEditingWithTheClearButtonToItsLeft() {
        MainActor.assumeIsolated {
            let field = UITextField()
            let button = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            field.rightView = button
            field.rightViewMode = .whileEditing
            field.clearButtonMode = .whileEditing
            field.text = "x"
            let shown = ShownField(field)
            let hiddenBefore = button.isHidden

            shown.tapField()
            shown.app.runUntilIdle()

            XCTAssertTrue(hiddenBefore)
            XCTAssertFalse(button.isHidden)
            XCTAssertEqual(button.frame.maxX, field.bounds.maxX)
            XCTAssertLessThanOrEqual(field.clearButtonRect(forBounds: field.bounds).maxX, button.frame.minX)
            XCTAssertLessThanOrEqual(
                field.editingRect(forBounds: field.bounds).maxX, field.clearButtonRect(forBounds: field.bounds).minX)
            withExtendedLifetime(shown) {}
        }
    }

    func testTextTooWideShrinksToFitWhenAsked() {
        MainActor.assumeIsolated {
            let field = UITextField()
            field.font = .systemFont(ofSize: 20)
            field.text = "WWWWWWWWWWWWWWWWWW"
            let shown = ShownField(field, size: CGSize(width: 150, height: 30))
            let clipped = shown.ink()

            field.adjustsFontSizeToFitWidth = true
            field.minimumFontSize = 6
            shown.app.runUntilIdle()
            let shrunk = shown.ink()

            XCTAssertEqual(clipped?.maxX ?? 0, field.frame.maxX, accuracy: 2, "without shrinking the line is cut")
            XCTAssertLessThan(shrunk?.height ?? 99, clipped?.height ?? 0)
            withExtendedLifetime(shown) {}
        }
    }

    func testDefaultAttributesSetTheStyleAndTypingAttributesExistOnlyWhileEditing() {
        MainActor.assumeIsolated {
            let shown = ShownField()
            let font = UIFont.boldSystemFont(ofSize: 21)
            shown.field.defaultTextAttributes = [.font: font, .foregroundColor: UIColor.red, .kern: 2]

            let before = shown.field.typingAttributes
            shown.tapField()

            XCTAssertEqual(shown.field.font, font)
            XCTAssertEqual(shown.field.textColor, .red)
            XCTAssertEqual(shown.field.defaultTextAttributes[.kern] as? Int, 2)
            XCTAssertNil(before)
            XCTAssertEqual(shown.field.typingAttributes?[.font] as? UIFont, font)
            withExtendedLifetime(shown) {}
        }
    }
}
