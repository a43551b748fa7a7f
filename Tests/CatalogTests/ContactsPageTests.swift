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

    /// Drags the grip of the row at `indexPath` (the table editing) down by `distance` points and lets go.
    @MainActor
    private static func dragGrip(
        of indexPath: IndexPath, by distance: CGFloat, in table: UITableView, app: HeadlessApp, window: UIWindow
    ) throws {
        let cell = try XCTUnwrap(table.cellForRow(at: indexPath))
        let grip = try XCTUnwrap(cell.subviews.last { $0 is UIImageView && $0.frame.minX > cell.bounds.midX }, "grip")
        let start = grip.centre(of: grip.bounds, in: window)
        app.pointerDown(at: start, in: window)
        for step in 1...5 {
            app.advanceFrames()
            app.pointerMove(to: CGPoint(x: start.x, y: start.y + CGFloat(step) * distance / 5), in: window)
        }
        app.advanceFrames()
        app.pointerUp(at: CGPoint(x: start.x, y: start.y + distance), in: window)
        app.advance(by: 1)
    }

    func testContactsAreListedUnderTheirLettersWithTheAlphabetAsIndex() {
        MainActor.assumeIsolated {
            let (_, _, page) = openUIKitCatalogPage(ContactsViewController.self)
            let table = page.tableView
            let source = page.dataSource

            let headers = (0..<table.numberOfSections).map { source.tableView(table, titleForHeaderInSection: $0) }
            let rows = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }.reduce(0, +)
            let firstHeader = table.headerView(forSection: 0)?.textLabel?.text

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

    /// Edit turns on editing, each row showing its reorder grip; a row dragged by its grip below
    /// the next moves in the book too, so it stays moved through a change of filter.
    func testEditShowsGripsAndARowDraggedByItsGripStaysMoved() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(ContactsViewController.self)
            let table = page.tableView
            let bar = try! XCTUnwrap(page.navigationController?.navigationBar)
            let edit = bar.convert(CGPoint(x: bar.bounds.maxX - 30, y: bar.bounds.midY), to: window)

            app.click(at: edit, in: window)
            app.advance(by: 1)

            XCTAssertTrue(page.isEditing)
            XCTAssertTrue(table.isEditing)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.showsReorderControl, true)
            try! Self.dragGrip(of: IndexPath(row: 0, section: 0), by: 75, in: table, app: app, window: window)

            XCTAssertEqual(Array(Self.namesShown(table).prefix(3)), ["Jade Abbott", "Ada Abbott", "Ada Alvarez"])
            XCTAssertEqual(page.dataSource.contact(at: IndexPath(row: 1, section: 0))?.name, "Ada Abbott")
            XCTAssertEqual(page.log.lines.last, "contacts · moved Ada Abbott in A: 80 rows in 26 sections")
            page.dataSource.show(.work)
            page.dataSource.show(.all)
            app.advance(by: 1)
            XCTAssertEqual(Array(Self.namesShown(table).prefix(3)), ["Jade Abbott", "Ada Abbott", "Ada Alvarez"])
        }
    }

    /// A row dragged by its grip past the end of its section stays in it, last.
    func testARowDraggedIntoTheNextSectionStaysLastInItsOwn() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(ContactsViewController.self)
            let table = page.tableView
            page.setEditing(true, animated: false)
            app.advance(by: 1)

            try! Self.dragGrip(of: IndexPath(row: 0, section: 0), by: 400, in: table, app: app, window: window)

            let a = (0..<table.numberOfRows(inSection: 0)).map {
                page.dataSource.contact(at: IndexPath(row: $0, section: 0))?.name
            }
            XCTAssertEqual(a, ["Jade Abbott", "Ada Alvarez", "Hugo Alvarez", "Ada Abbott"])
            XCTAssertEqual(table.numberOfRows(inSection: 1), 4, "B keeps its rows")
            XCTAssertEqual(
                Array(Self.namesShown(table).prefix(4)), ["Jade Abbott", "Ada Alvarez", "Hugo Alvarez", "Ada Abbott"])
        }
    }
}
