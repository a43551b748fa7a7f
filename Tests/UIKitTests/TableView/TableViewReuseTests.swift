import UIKitTesting
import XCTest

@testable import UIKit

/// Cells exist only for the rows on screen and are reused as rows scroll out; heights, positions and
/// lookups follow the geometry.
final class TableViewReuseTests: XCTestCase {
    func testOnlyTheRowsOnScreenHaveCellsAndScrolledOutCellsAreReused() {
        MainActor.assumeIsolated {
            CountingCell.made = 0
            let (app, window, table, log) = tableWindow { table, _ in table.rowHeight = 40 }
            XCTAssertEqual(table.visibleCells.count, 10)
            XCTAssertEqual(CountingCell.made, 10)
            XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 40_000))
            for step in 1...100 {
                table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
                app.runUntilIdle()
                XCTAssertLessThanOrEqual(table.visibleCells.count, 11)
            }
            XCTAssertLessThanOrEqual(CountingCell.made, 12, "scrolled-out cells come back")
            XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 92, section: 0))
            let cell = table.cellForRow(at: IndexPath(row: 93, section: 0))
            XCTAssertEqual(cell?.frame, CGRect(x: 0, y: 3720, width: 320, height: 40))
            XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 3725)), IndexPath(row: 93, section: 0))
            withExtendedLifetime((window, log)) {}
        }
    }

    /// A jump past every row on screen shows the new rows in the cells of the rows it left, as
    /// iOS does: they used to be retired only after the new rows had cells, doubling the cells made.
    func testAJumpFarDownReusesTheCellsOfTheRowsLeft() {
        MainActor.assumeIsolated {
            CountingCell.made = 0
            let (app, window, table, log) = tableWindow { table, _ in table.rowHeight = 40 }
            XCTAssertEqual(CountingCell.made, 10)

            table.contentOffset = CGPoint(x: 0, y: 20_000)
            app.runUntilIdle()

            XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 500, section: 0))
            XCTAssertEqual(CountingCell.made, 10)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testAJumpOfAScreenReusesTheCellsOfTheRowsThatLeft() {
        MainActor.assumeIsolated {
            CountingCell.made = 0
            let (app, window, table, log) = tableWindow { table, _ in table.rowHeight = 40 }

            table.contentOffset = CGPoint(x: 0, y: 4_000)
            app.runUntilIdle()
            table.contentOffset = CGPoint(x: 0, y: 20)
            app.runUntilIdle()

            XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 0))
            XCTAssertEqual(table.visibleCells.count, 11)
            XCTAssertEqual(CountingCell.made, 11, "the rows that left give their cells to the rows that came")
            withExtendedLifetime((window, log)) {}
        }
    }

    func testTheDelegatesHeightsPlaceTheRows() {
        MainActor.assumeIsolated {
            let (_, window, table, log) = tableWindow(sections: [3, 2]) { table, log in
                table.rowHeight = 50
                log.heights[IndexPath(row: 1, section: 0)] = 100
            }
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY, 150)
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 200)
            XCTAssertEqual(table.contentSize.height, 300)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testSelfSizingRowsAreMeasuredFromTheirCells() {
        MainActor.assumeIsolated {
            let (_, window, table, log) = tableWindow(sections: [20])
            let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
            XCTAssertGreaterThanOrEqual(first.height, 44, "a one-line list cell is at least 44 points")
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, first.maxY)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testPlainSectionHeadersShowTheirTitlesAndStickToTheTop() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow(sections: [20, 20]) { table, log in
                table.rowHeight = 44
                log.titles = true
            }
            let header = table.rectForHeader(inSection: 0)
            XCTAssertGreaterThan(header.height, 0)
            XCTAssertEqual(header.minY, 22, "iOS 15's padding above plain headers")
            XCTAssertNotNil(table.headerView(forSection: 0))
            table.contentOffset = CGPoint(x: 0, y: 300)
            app.runUntilIdle()
            XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 300, "stuck under the top edge")
            withExtendedLifetime((window, log)) {}
        }
    }

    func testReloadDataAsksTheDataSourceAgain() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow(sections: [5]) { table, _ in table.rowHeight = 44 }
            XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
            log.sections = [7, 1]
            table.reloadData()
            app.runUntilIdle()
            XCTAssertEqual(table.numberOfSections, 2)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 7)
            XCTAssertEqual(table.visibleCells.count, 8)
            withExtendedLifetime((window, log)) {}
        }
    }
}

/// Prefetching: rows within a screen of the visible ones are offered once, nearest first; rows that
/// leave that reach unseen are cancelled.
final class TableViewPrefetchingTests: XCTestCase {
    @MainActor
    final class Prefetcher: UITableViewDataSourcePrefetching {
        var offered: [Int] = []
        var cancelled: [Int] = []
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            offered += indexPaths.map(\.row)
        }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            cancelled += indexPaths.map(\.row)
        }
    }

    func testRowsAScreenAwayAreOfferedOnceAndCancelledWhenLeftBehind() {
        MainActor.assumeIsolated {
            let prefetcher = Prefetcher()
            let (app, window, table, log) = tableWindow { table, _ in
                table.rowHeight = 40
                table.prefetchDataSource = prefetcher
            }
            XCTAssertEqual(prefetcher.offered, Array(10..<20), "the next screen, nearest first")
            table.contentOffset = CGPoint(x: 0, y: 40)
            app.runUntilIdle()
            XCTAssertEqual(prefetcher.offered.filter { $0 == 11 }.count, 1, "offered once")
            XCTAssertEqual(prefetcher.offered.last, 20)
            table.contentOffset = CGPoint(x: 0, y: 4000)
            app.runUntilIdle()
            XCTAssertTrue(prefetcher.cancelled.contains(20), "left behind without being shown")
            XCTAssertFalse(prefetcher.cancelled.contains(0), "row 0 was shown")
            withExtendedLifetime((window, log)) {}
        }
    }
}

/// A table and its cells go away with the screen that showed them.
final class TableViewReleaseTests: XCTestCase {
    func testATableIsReleasedAfterScrollingClickingAndUpdates() {
        MainActor.assumeIsolated {
            weak var released: UITableView?
            weak var releasedCell: UITableViewCell?
            do {
                let (app, window, table, log) = tableWindow(sections: [50, 50]) { table, log in
                    table.rowHeight = 44
                    log.titles = true
                    log.indexTitles = ["A", "B"]
                }
                released = table
                releasedCell = table.visibleCells.first
                app.drag(from: CGPoint(x: 100, y: 350), by: CGPoint(x: 0, y: -200), in: window)
                app.advance(by: 2)
                app.click(at: CGPoint(x: 100, y: 200), in: window)
                log.sections = [49, 50]
                table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                app.advance(by: 1)
                table.removeFromSuperview()
                window.isHidden = true
                app.runUntilIdle()
                withExtendedLifetime(log) {}
            }
            XCTAssertNil(released)
            XCTAssertNil(releasedCell)
        }
    }

    func testATableIsReleasedAfterSwipesGripDragsAndAContextMenu() {
        MainActor.assumeIsolated {
            weak var released: UITableView?
            weak var releasedCell: UITableViewCell?
            do {
                let (app, window, table, log) = tableWindow(sections: [30]) { table, log in
                    table.rowHeight = 44
                    log.movable = true
                    log.contextMenu = { _ in
                        UIContextMenuConfiguration(actionProvider: { _ in
                            UIMenu(children: [UIAction(title: "Copy") { _ in }])
                        })
                    }
                }
                released = table
                releasedCell = table.visibleCells.first
                app.pointerDown(at: CGPoint(x: 100, y: 30), in: window, button: 3)
                app.runUntilIdle()
                MenuPopup.shown?.close()
                table.setEditing(true, animated: false)
                app.runUntilIdle()
                table.showDeleteConfirmation(for: IndexPath(row: 2, section: 0))
                app.advance(by: 0.5)
                let grip = table.cellForRow(at: IndexPath(row: 0, section: 0))?.subviews.last {
                    $0 is TableCellReorderControl
                }
                let start = grip?.convert(CGPoint(x: 10, y: 7), to: nil) ?? .zero
                app.pointerDown(at: start, in: window)
                app.pointerMove(to: CGPoint(x: start.x, y: 395), in: window)
                app.advance(by: 0.5)
                app.pointerUp(at: CGPoint(x: start.x, y: 200), in: window)
                app.advance(by: 1)
                table.removeFromSuperview()
                window.isHidden = true
                app.runUntilIdle()
                withExtendedLifetime(log) {}
            }
            XCTAssertNil(released, "no autoscroll link, menu or swipe keeps the table")
            XCTAssertNil(releasedCell)
        }
    }
}
