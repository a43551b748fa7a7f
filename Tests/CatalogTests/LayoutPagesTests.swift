import UIKit
import UIKitTesting
import XCTest

@testable import Catalog

/// The Auto Layout pages: each in a scroll view the iOS way (its content pinned to the content
/// layout guide), so one taller than its card scrolls to its end with the wheel, and nothing runs
/// off a page's side.
final class LayoutPagesTests: XCTestCase {
    /// In a window narrowed so the form's buttons stand in a column, the Auto Layout form runs past
    /// its card: the wheel scrolls it to the line under the buttons.
    func testTheAutoLayoutFormScrollsToItsEndInANarrowWindow() {
        MainActor.assumeIsolated {
            let (app, window, catalog) = launchCatalog(showing: .layout)
            window.frame.size.width = 700
            app.advance(by: 1)
            let page = catalog.view.descendants(FormPage.self)[0]
            let lastLine = page.scrollView.descendants(UILabel.self).last!
            XCTAssertEqual(lastLine.text, "page 320 pt wide · buttons in a column")
            XCTAssertFalse(page.scrollView.showsWhole(lastLine))
            let centre = page.convert(CGPoint(x: page.bounds.midX, y: page.bounds.midY), to: window)

            scrollToEnd(page.scrollView, at: centre, in: window, app: app)

            XCTAssertTrue(page.scrollView.showsWhole(lastLine), "\(lastLine.frame) in \(page.scrollView.bounds)")
        }
    }

    /// The paragraph beside the button wraps rather than pushing the button off the page.
    func testTheBaselinesPageKeepsItsButtonOnThePage() {
        MainActor.assumeIsolated {
            let (_, _, catalog) = launchCatalog(showing: .layout)
            let page = catalog.view.descendants(BaselinesPage.self)[0]

            let button = page.descendants(UIButton.self)[0]
            let paragraph = page.descendants(UILabel.self).first { $0.text?.hasPrefix("A paragraph") == true }!

            XCTAssertTrue(page.showsWhole(button), "\(button.frame)")
            XCTAssertTrue(page.showsWhole(paragraph), "\(paragraph.frame)")
            XCTAssertGreaterThan(paragraph.frame.height, paragraph.font.lineHeight * 1.5)
        }
    }

    /// The conflict's log, longer than the card in a narrow window, scrolls into view rather than
    /// being cut off.
    func testTheConflictsLogScrollsIntoViewWholeInANarrowWindow() {
        MainActor.assumeIsolated {
            let (app, window, catalog) = launchCatalog(showing: .layout)
            window.frame.size.width = 700
            let page = catalog.view.descendants(ConflictsPage.self)[0]
            page.toggleConflict()
            app.advance(by: 1)
            let log = page.scrollView.descendants(UILabel.self).last!
            XCTAssertTrue(log.text?.hasPrefix("[LayoutConstraints]") == true, log.text ?? "")
            XCTAssertFalse(page.scrollView.showsWhole(log))
            let centre = page.convert(CGPoint(x: page.bounds.midX, y: page.bounds.midY), to: window)

            scrollToEnd(page.scrollView, at: centre, in: window, app: app)

            XCTAssertTrue(page.scrollView.showsWhole(log), "\(log.frame) in \(page.scrollView.bounds)")
        }
    }
}
