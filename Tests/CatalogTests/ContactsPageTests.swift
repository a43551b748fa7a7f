import UIKit
import UIKitTesting
import XCTest

@testable import Catalog

/// The UIKit Catalog's contacts page: a section per letter with the alphabet as index, a filter
/// applying snapshots, swipe actions that delete and make favourites, and editing that reorders.
final class ContactsPageTests: XCTestCase {
    /// The contact each row on screen shows, by name, in order.
    @MainActor
    private static func namesShown(_ table: UITableView) -> [String] {
        (table.indexPathsForVisibleRows ?? []).compactMap {
            (table.cellForRow(at: $0)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
    }

    func testContactsAreListedUnderTheirLettersWithTheAlphabetAsIndex() {
        MainActor.assumeIsolated {
            let (_, _, page) = openUIKitCatalogPage(ContactsViewController.self)
            let table = page.tableView
            let source = page.dataSource

            let headers = (0..<table.numberOfSections).map { source.tableView(table, titleForHeaderInSection: $0) }
            let rows = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }.reduce(0, +)
            let firstHeader = (table.headerView(forSection: 0)?.contentConfiguration as? UIListContentConfiguration)?
                .text

            XCTAssertLessThan(table.convert(table.bounds, to: page.view).maxX, page.view.bounds.midX, "left column")
            XCTAssertEqual(headers.first, "A")
            XCTAssertEqual(headers.last, "Z")
            XCTAssertEqual(headers.count, 26)
            XCTAssertEqual(rows, Contact.samples.count)
            XCTAssertEqual(firstHeader, "A")
            XCTAssertEqual(source.sectionIndexTitles(for: table)?.count, 26)
            XCTAssertEqual(Array(Self.namesShown(table).prefix(2)), ["Ada Abbott", "Jade Abbott"])
        }
    }

    /// A click on Favorites applies a snapshot of the favourites alone; the index then sends a
    /// letter without favourites to the section before it.
    func testChoosingAFilterShowsOnlyItsContacts() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(ContactsViewController.self)
            let filter = page.filterControl
            let favorites = CGRect(
                x: filter.bounds.width / 2 - 20, y: 0, width: 40, height: filter.bounds.height)

            app.click(at: filter.centre(of: favorites, in: window), in: window)
            app.advance(by: 1)

            let table = page.tableView
            let favoriteNames = Set(Contact.samples.filter(\.isFavorite).map(\.name))
            let rows = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }.reduce(0, +)
            XCTAssertEqual(page.dataSource.filter, .favorites)
            XCTAssertEqual(rows, favoriteNames.count)
            XCTAssertFalse(Self.namesShown(table).isEmpty)
            XCTAssertTrue(Set(Self.namesShown(table)).isSubset(of: favoriteNames), "\(Self.namesShown(table))")
            let sections = page.dataSource.snapshot().sectionIdentifiers
            let b = page.dataSource.tableView(table, sectionForSectionIndexTitle: "B", at: 1)
            XCTAssertEqual(sections[b], sections.last { $0 <= "B" })
            XCTAssertTrue(page.log.lines.last?.hasPrefix("contacts · Favorites: \(rows) rows") ?? false)
        }
    }

    /// A row dragged to the left opens on Delete; clicking it takes the contact out of the book
    /// and the row out of the table.
    func testSwipingARowAndChoosingDeleteRemovesIt() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(ContactsViewController.self)
            let table = page.tableView
            let first = IndexPath(row: 0, section: 0)
            let row = table.centre(of: table.rectForRow(at: first), in: window)

            app.drag(from: row, by: CGPoint(x: -100, y: 0), in: window)
            app.advance(by: 0.5)
            let delete = table.descendants(UIButton.self).first { $0.title(for: .normal) == "Delete" }
            XCTAssertNotNil(delete, "the row opened on its actions")
            app.click(at: delete.map { $0.centre(of: $0.bounds, in: window) } ?? .zero, in: window)
            app.advance(by: 1)

            XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
            XCTAssertEqual(Self.namesShown(table).first, "Jade Abbott")
            XCTAssertFalse(page.dataSource.snapshot().itemIdentifiers.contains(0), "Ada Abbott is #0")
            XCTAssertEqual(page.log.lines.last, "contacts · deleted Ada Abbott: 79 rows in 26 sections")
        }
    }

    /// A full swipe to the right makes the contact a favourite: its row shows the star.
    func testAFullSwipeToTheRightMakesAFavorite() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(ContactsViewController.self)
            let table = page.tableView
            let first = IndexPath(row: 0, section: 0)
            XCTAssertEqual(page.dataSource.contact(at: first)?.isFavorite, false)
            let row = table.rectForRow(at: first)
            let start = table.convert(CGPoint(x: row.minX + 20, y: row.midY), to: window)

            app.drag(from: start, by: CGPoint(x: row.width * 0.8, y: 0), in: window)
            app.advance(by: 1)

            XCTAssertEqual(page.dataSource.contact(at: first)?.isFavorite, true)
            XCTAssertNotNil(table.cellForRow(at: first)?.accessoryView)
        }
    }

    /// Edit turns on editing, each row showing its reorder grip; a row moved within its section
    /// moves in the book, so it stays moved through a change of filter.
    func testEditShowsReorderGripsAndAMovedRowStaysMoved() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(ContactsViewController.self)
            let table = page.tableView
            let bar = try! XCTUnwrap(page.navigationController?.navigationBar)
            let edit = bar.convert(CGPoint(x: bar.bounds.maxX - 30, y: bar.bounds.midY), to: window)

            app.click(at: edit, in: window)
            app.advance(by: 1)

            XCTAssertTrue(page.isEditing)
            XCTAssertTrue(table.isEditing)
            let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
            XCTAssertEqual(cell?.isEditing, true)
            XCTAssertEqual(cell?.showsReorderControl, true)

            // What the table does when a grip is dropped one row lower.
            page.dataSource.tableView(
                table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
            app.advance(by: 1)
            XCTAssertEqual(Array(Self.namesShown(table).prefix(2)), ["Jade Abbott", "Ada Abbott"])
            page.dataSource.show(.work)
            page.dataSource.show(.all)
            app.advance(by: 1)
            XCTAssertEqual(Array(Self.namesShown(table).prefix(2)), ["Jade Abbott", "Ada Abbott"])
        }
    }
}
