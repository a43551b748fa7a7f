import UIKit
import UIKitTesting
import XCTest

@testable import Catalog

/// The notes page: a text view filling the page under the bar, a count under it that follows
/// typing, Done that ends editing, and a long document that loads and still takes typing.
final class NotesPageTests: XCTestCase {
    /// The note, in English and Chinese at 17 points, fills the page between the bar and the
    /// strip counting it.
    func testTheNoteFillsThePageBetweenTheBarAndItsCount() {
        MainActor.assumeIsolated {
            let (_, window, page) = openUIKitCatalogPage(NotesViewController.self)
            let textView = page.textView
            let bar = try! XCTUnwrap(page.navigationController?.navigationBar)

            let barBottom = bar.convert(bar.bounds, to: page.view).maxY
            XCTAssertTrue(textView.window === window)
            XCTAssertEqual(textView.frame.minY, barBottom, accuracy: 0.5)
            XCTAssertEqual(textView.frame.maxY, page.countStrip.frame.minY)
            XCTAssertEqual(textView.frame.width, page.view.bounds.width)
            XCTAssertEqual(page.countStrip.frame.maxY, page.view.bounds.maxY)
            XCTAssertTrue(window.showsWhole(page.countStrip))
            XCTAssertEqual(textView.font?.pointSize, 17)
            XCTAssertTrue(textView.text.contains("西湖"))
            let count = TextCount(textView.text)
            XCTAssertEqual(page.countStrip.label.text, "\(count.words) words · \(count.characters) characters")
        }
    }

    /// Typed keys reach the note and the count follows them; Done, enabled while editing, ends it.
    func testTypingReachesTheNoteAndTheCountAndDoneEndsEditing() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(NotesViewController.self)
            let textView = page.textView
            let before = TextCount(textView.text)
            XCTAssertFalse(page.doneItem.isEnabled)

            app.click(at: textView.convert(CGPoint(x: 60, y: 40), to: window), in: window)
            app.typeText("two words ", in: window)

            XCTAssertTrue(textView.isFirstResponder)
            XCTAssertTrue(textView.text.contains("two words "))
            XCTAssertTrue(page.doneItem.isEnabled)
            XCTAssertEqual(
                page.countStrip.label.text, "\(before.words + 2) words · \(before.characters + 10) characters")

            app.click(at: Self.centre(ofBarItemTitled: "Done", on: page, in: window), in: window)

            XCTAssertFalse(textView.isFirstResponder)
            XCTAssertFalse(page.doneItem.isEnabled)
        }
    }

    /// Long Document loads 10 000 lines, counted; typing at its end arrives; Short Note brings
    /// the note back.
    func testTheLongDocumentLoadsAndTakesTyping() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(NotesViewController.self)
            let textView = page.textView

            app.click(at: Self.centre(ofBarItemTitled: "Long Document", on: page, in: window), in: window)
            app.advance(by: 1)

            let lines = textView.text.split(separator: "\n")
            XCTAssertEqual(lines.count, NotesViewController.longDocumentLines)
            XCTAssertTrue(lines.last?.hasPrefix("10000. ") == true)
            XCTAssertEqual(page.documentItem.title, "Short Note")
            XCTAssertEqual(
                page.countStrip.label.text,
                "\(TextCount(textView.text).words) words · \(textView.text.count) characters")

            app.click(at: textView.convert(CGPoint(x: 60, y: 40), to: window), in: window)
            app.typeKey(.keyboardEnd, modifiers: .control, in: window)
            app.typeText(" end", in: window)

            XCTAssertTrue(textView.text.hasSuffix(" end"))
            XCTAssertEqual(textView.text.split(separator: "\n").count, NotesViewController.longDocumentLines)

            app.click(at: Self.centre(ofBarItemTitled: "Short Note", on: page, in: window), in: window)

            XCTAssertEqual(textView.text, NoteText.sample)
            XCTAssertEqual(page.documentItem.title, "Long Document")
        }
    }

    /// The centre, in `window`, of the navigation bar's item showing `title`.
    @MainActor
    private static func centre(ofBarItemTitled title: String, on page: UIViewController, in window: UIWindow)
        -> CGPoint
    {
        let bar = page.navigationController!.navigationBar
        let label = bar.descendants(UILabel.self).first { $0.text == title && !$0.isHidden }
        XCTAssertNotNil(label, "no bar item titled \(title)")
        return label.map { $0.centre(of: $0.bounds, in: window) } ?? .zero
    }
}
