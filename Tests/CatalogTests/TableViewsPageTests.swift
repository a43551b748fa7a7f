import UIKit
import UIKitTesting
import XCTest

@testable import Catalog

/// The UIKit Catalog's table views page: the 100 000-row table scrolls far with few cells, a choice
/// in the Settings table takes the checkmark, and the diffable list follows its snapshots.
final class TableViewsPageTests: XCTestCase {
    /// Fast turns of the wheel carry the long table hundreds of rows down, and the cells that
    /// scroll out come back: never more are made than the rows the table's height reaches, plus 4.
    func testTheWheelScrollsTheLongTableFarDownReusingItsCells() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(TableViewsViewController.self)
            let table = page.manyRowsTable
            let centre = table.convert(CGPoint(x: table.bounds.midX, y: table.bounds.midY), to: window)
            let rowsReached = Int((table.bounds.height / 44).rounded(.up)) + 1

            for _ in 0..<20 {
                app.scroll(dy: 25, at: centre, in: window)
                app.advance(by: 0.3)
            }

            let firstRow = table.indexPathsForVisibleRows?.first?.row ?? 0
            XCTAssertGreaterThan(firstRow, 400, "at offset \(table.contentOffset.y)")
            XCTAssertLessThanOrEqual(page.manyRows.cellsMade, rowsReached + 4)
            XCTAssertGreaterThan(page.manyRows.reuses, 100)
            let summary = page.log.lines.last ?? ""
            XCTAssertTrue(summary.hasPrefix("rows · reuse: \(page.manyRows.cellsMade) cells made"), summary)
        }
    }

    /// A click on Dark moves the checkmark there from Light, and the log says so.
    func testClickingAChoiceMovesTheCheckmark() {
        MainActor.assumeIsolated {
            let (app, window, page) = openUIKitCatalogPage(TableViewsViewController.self)
            let table = page.settingsTable
            let light = IndexPath(row: 0, section: 1)
            let dark = IndexPath(row: 1, section: 1)
            XCTAssertEqual(table.cellForRow(at: light)?.accessoryType, .checkmark)
            let row = table.rectForRow(at: dark)

            app.click(at: table.convert(CGPoint(x: row.midX, y: row.midY), to: window), in: window)
            app.advance(by: 0.5)

            XCTAssertEqual(table.cellForRow(at: light)?.accessoryType, UITableViewCell.AccessoryType.none)
            XCTAssertEqual(table.cellForRow(at: dark)?.accessoryType, .checkmark)
            XCTAssertEqual(page.settings.chosen, dark)
            XCTAssertNil(table.indexPathForSelectedRow, "deselected after the tap, as Settings does")
            XCTAssertEqual(page.log.lines.last, "settings · checkmark: Light → Dark")
        }
    }

    /// Shuffle keeps each section's items, Add and Remove change one; the table shows the snapshot.
    func testTheDiffableListShowsEachSnapshotApplied() {
        MainActor.assumeIsolated {
            let (app, _, page) = openUIKitCatalogPage(TableViewsViewController.self)
            let produce = page.produce
            let before = produce.snapshot

            produce.shuffle()
            produce.add()
            produce.remove()
            produce.remove()
            app.runUntilIdle()

            let after = produce.snapshot
            XCTAssertEqual(
                Set(after.itemIdentifiers(inSection: .fruits)), Set(before.itemIdentifiers(inSection: .fruits)))
            XCTAssertEqual(
                after.numberOfItems(inSection: .vegetables), before.numberOfItems(inSection: .vegetables) - 1)
            let table = produce.tableView
            XCTAssertEqual(table.numberOfRows(inSection: 0), after.numberOfItems(inSection: .fruits))
            let rows = table.indexPathsForVisibleRows ?? []
            let shown = rows.map {
                (table.cellForRow(at: $0)?.contentConfiguration as? UIListContentConfiguration)?.text
            }
            let expected = rows.map { after.itemIdentifiers(inSection: after.sectionIdentifiers[$0.section])[$0.row] }
            XCTAssertEqual(shown, expected)
            let applies = page.log.lines.suffix(4).filter { $0.hasPrefix("diffable · apply: ") }
            XCTAssertEqual(applies.count, 4, "\(page.log.lines)")
        }
    }
}
