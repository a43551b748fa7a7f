import UIKit
import UIKitTesting
import XCTest

@testable import Catalog

/// The UIKit Catalog's list: an inset grouped table with a row per page, which a click or the
/// keyboard opens.
final class ControlListTests: XCTestCase {
    /// Each row names its page and the class the page shows, with a chevron, in its section; the
    /// list scrolls to the last.
    func testTheListIsAnInsetGroupedTableWithARowForEachPage() {
        MainActor.assumeIsolated {
            let (_, _, _, list) = openUIKitCatalogList()
            let table = list.tableView!

            let sections = UIKitCatalogController.sections
            XCTAssertEqual(table.style, .insetGrouped)
            XCTAssertEqual(table.numberOfSections, sections.count)
            for (index, section) in sections.enumerated() {
                XCTAssertEqual(list.tableView(table, titleForHeaderInSection: index), section.title)
                XCTAssertEqual(table.numberOfRows(inSection: index), section.pages.count)
            }
            for indexPath in table.indexPathsForVisibleRows ?? [] {
                let cell = table.cellForRow(at: indexPath)
                let content = cell?.contentConfiguration as? UIListContentConfiguration
                let page = list.page(at: indexPath)
                XCTAssertEqual(content?.text, page.pageTitle)
                XCTAssertEqual(content?.secondaryText, page.controlClass)
                XCTAssertEqual(cell?.accessoryType, .disclosureIndicator)
            }
            let last = IndexPath(row: sections[sections.count - 1].pages.count - 1, section: sections.count - 1)
            table.scrollToRow(at: last, at: .bottom, animated: false)
            table.layoutIfNeeded()
            let lastContent = table.cellForRow(at: last)?.contentConfiguration as? UIListContentConfiguration
            XCTAssertEqual(lastContent?.text, list.page(at: last).pageTitle, "the list scrolls to its last row")
        }
    }

    /// A click on a row pushes its page; going back, the row the click selected is deselected.
    func testClickingARowPushesItsPageAndComingBackDeselectsIt() {
        MainActor.assumeIsolated {
            let (app, window, navigation, list) = openUIKitCatalogList()
            let table = list.tableView!
            let sliders = IndexPath(row: 4, section: 0)
            XCTAssertTrue(list.page(at: sliders) == SlidersViewController.self)

            app.click(at: table.centre(of: table.rectForRow(at: sliders), in: window), in: window)
            app.advance(by: 1)

            XCTAssertTrue(navigation.topViewController is SlidersViewController)
            XCTAssertEqual(table.indexPathForSelectedRow, sliders)

            navigation.popViewController(animated: true)
            app.advance(by: 1)

            XCTAssertTrue(navigation.topViewController === list)
            XCTAssertNil(table.indexPathForSelectedRow)
        }
    }

    /// Tab reaches the list, the arrows move along its rows, and Return opens the row reached.
    func testTheKeyboardOpensAPage() {
        MainActor.assumeIsolated {
            let (app, window, navigation, list) = openUIKitCatalogList()
            let table = list.tableView!

            for _ in 0..<20 where !table.isFocused { app.typeKey(.keyboardTab, in: window) }
            XCTAssertTrue(table.isFocused, "after the buttons naming the sets of pages")
            app.typeKey(.keyboardDownArrow, in: window)
            app.typeKey(.keyboardDownArrow, in: window)
            app.typeKey(.keyboardReturnOrEnter, in: window)
            app.advance(by: 1)

            XCTAssertTrue(navigation.topViewController is PageControlsViewController)
        }
    }
}
