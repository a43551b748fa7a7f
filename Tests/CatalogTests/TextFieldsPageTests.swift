import UIKit
import UIKitTesting
import XCTest

@testable import Catalog

/// The text fields page: every style on the page, typing that arrives and is logged, Return
/// moving through the sign-up form, the accessory view's Done, Show and the search field's clear
/// button.
final class TextFieldsPageTests: XCTestCase {
    /// Each border style, a left and a right view, a clear button while editing, an accessory view,
    /// shrinking text, secure entry and an email keyboard are all on the page, whole.
    func testEveryKindOfFieldIsOnThePage() {
        MainActor.assumeIsolated {
            let (_, _, page) = openUIKitCatalogPage(TextFieldsViewController.self)

            let fields = page.view.descendants(UITextField.self)
            XCTAssertEqual(Set(fields.map(\.borderStyle.rawValue)).count, 4)
            XCTAssertTrue(fields.contains { $0.leftView != nil && $0.leftViewMode == .always })
            XCTAssertTrue(fields.contains { $0.rightView is UIButton })
            XCTAssertTrue(fields.contains { $0.clearButtonMode == .whileEditing })
            XCTAssertTrue(fields.contains { $0.inputAccessoryView is ToolStripView })
            XCTAssertTrue(fields.contains(where: \.adjustsFontSizeToFitWidth))
            XCTAssertTrue(fields.contains(where: \.isSecureTextEntry))
            XCTAssertTrue(fields.contains { $0.keyboardType == .emailAddress && $0.textContentType == .emailAddress })
            for field in fields {
                XCTAssertTrue(page.view.showsWhole(field), "\(field.placeholder ?? field.text ?? "")")
            }
        }
    }

    /// Keys typed into the first field arrive there, and the log prints them.
    func testTypingIntoTheFirstFieldReachesItAndIsLogged() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(TextFieldsViewController.self)
            let field = try! XCTUnwrap(page.view.descendants(UITextField.self).first)

            app.click(at: field.centre(of: field.bounds, in: window), in: window)
            app.typeText("Hello", in: window)

            XCTAssertEqual(field.placeholder, "Placeholder text")
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertEqual(field.text, "Hello")
            XCTAssertEqual(page.log.lines.last, "Default · editingChanged: \"Hello\"")
        }
    }

    /// Return in Name goes on to Email, then to New password, where it ends editing.
    func testReturnMovesThroughTheSignUpForm() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(TextFieldsViewController.self)
            let form = page.formFields
            XCTAssertEqual(form.map(\.returnKeyType), [.next, .next, .join])

            app.click(at: form[0].centre(of: form[0].bounds, in: window), in: window)
            app.typeText("Ada", in: window)
            app.typeKey(.keyboardReturnOrEnter, in: window)
            XCTAssertTrue(form[1].isFirstResponder)
            app.typeText("ada@example.com", in: window)
            app.typeKey(.keyboardReturnOrEnter, in: window)
            XCTAssertTrue(form[2].isFirstResponder)
            app.typeText("secret", in: window)
            app.typeKey(.keyboardReturnOrEnter, in: window)

            XCTAssertEqual(form.map(\.text), ["Ada", "ada@example.com", "secret"])
            XCTAssertFalse(form.contains(where: \.isFirstResponder))
            XCTAssertEqual(
                page.log.lines.suffix(2),
                ["New password · editingDidEndOnExit: \"••••••\"", "New password · editingDidEnd: \"••••••\""])
        }
    }

    /// The accessory view shows in a panel under its field while it edits; its Done ends editing.
    func testTheAccessoryViewsDoneEndsEditing() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(TextFieldsViewController.self)
            let field = try! XCTUnwrap(page.view.descendants(UITextField.self).first { $0.inputAccessoryView != nil })
            let strip = try! XCTUnwrap(field.inputAccessoryView as? ToolStripView)
            let done = try! XCTUnwrap(strip.button)

            app.click(at: field.centre(of: field.bounds, in: window), in: window)
            app.typeText("typed", in: window)
            let panel = try! XCTUnwrap(strip.window)
            XCTAssertFalse(panel === window)
            XCTAssertEqual(field.text, "typed")
            app.click(at: done.centre(of: done.bounds, in: panel), in: panel)

            XCTAssertFalse(field.isFirstResponder)
            XCTAssertNil(strip.window)
        }
    }

    /// Show reveals the password and turns to Hide, which hides it again.
    func testShowRevealsThePassword() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(TextFieldsViewController.self)
            let field = try! XCTUnwrap(page.view.descendants(UITextField.self).first { $0.rightView != nil })
            let show = try! XCTUnwrap(field.rightView as? UIButton)

            app.click(at: show.centre(of: show.bounds, in: window), in: window)
            XCTAssertFalse(field.isSecureTextEntry)
            XCTAssertEqual(show.title(for: .normal), "Hide")
            app.click(at: show.centre(of: show.bounds, in: window), in: window)

            XCTAssertTrue(field.isSecureTextEntry)
            XCTAssertEqual(show.title(for: .normal), "Show")
        }
    }

    /// The search field's clear button shows once it edits and holds text, and empties it.
    func testTheSearchFieldsClearButtonEmptiesIt() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(TextFieldsViewController.self)
            let field = try! XCTUnwrap(page.view.descendants(UITextField.self).first { $0.placeholder == "Search" })

            app.click(at: field.centre(of: field.bounds, in: window), in: window)
            app.typeText("fox", in: window)
            XCTAssertEqual(field.text, "fox")
            app.click(at: field.centre(of: field.clearButtonRect(forBounds: field.bounds), in: window), in: window)

            XCTAssertEqual(field.text, "")
            XCTAssertTrue(field.isFirstResponder)
        }
    }
}
