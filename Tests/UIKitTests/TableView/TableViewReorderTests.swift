import UIKitTesting
import XCTest

@testable import UIKit

/// Reordering: an editing row's grip lifts the row, the others make room as it passes their
/// middles, and letting go tells the data source and leaves the rows in their new order.
final class TableViewReorderTests: XCTestCase {
    /// A table of 10 movable 44-point rows, editing.
    @MainActor
    private static func reorderTable(
        sections: [Int] = [10], configure: (UITableView, TableLog) -> Void = { _, _ in }
    ) -> (HeadlessApp, UIWindow, UITableView, TableLog) {
        let (app, window, table, log) = tableWindow(sections: sections) { table, log in
            table.rowHeight = 44
            log.movable = true
            configure(table, log)
        }
        table.setEditing(true, animated: false)
        app.runUntilIdle()
        return (app, window, table, log)
    }

    /// The middle of the grip of the row at `indexPath`, in the window.
    @MainActor
    private static func grip(_ table: UITableView, _ indexPath: IndexPath) -> CGPoint? {
        guard let cell = table.cellForRow(at: indexPath),
            let grip = cell.subviews.first(where: { $0 is TableCellReorderControl })
        else { return nil }
        return grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: nil)
    }

    func testEditingRowsTheDataSourceLetsMoveShowTheGrip() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow(sections: [3]) { table, log in
                table.rowHeight = 44
                log.movable = true
            }
            XCTAssertNil(Self.grip(table, IndexPath(row: 0, section: 0)), "no grip outside editing")
            table.setEditing(true, animated: false)
            app.runUntilIdle()
            guard let grip = Self.grip(table, IndexPath(row: 0, section: 0)) else { return XCTFail("no grip") }
            XCTAssertGreaterThan(grip.x, 280, "at the trailing edge")
            log.movable = false
            table.reloadData()
            app.runUntilIdle()
            XCTAssertNil(Self.grip(table, IndexPath(row: 0, section: 0)), "canMoveRowAt false hides it")
            withExtendedLifetime((window, log)) {}
        }
    }

    func testDraggingTheGripMovesTheRowAndTellsTheDataSource() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = Self.reorderTable()
            let moved = table.cellForRow(at: IndexPath(row: 1, section: 0))
            let passed = table.cellForRow(at: IndexPath(row: 2, section: 0))
            guard let start = Self.grip(table, IndexPath(row: 1, section: 0)) else { return XCTFail("no grip") }
            app.pointerDown(at: start, in: window)
            app.advanceFrames()
            XCTAssertEqual(moved?.configurationState.isReordering, true)
            XCTAssertEqual(moved?.layer.shadowOpacity, 0.2, "the row is lifted")
            for step in 1...5 {
                app.pointerMove(to: CGPoint(x: start.x, y: start.y + CGFloat(step) * 20), in: window)
                app.advanceFrames()
            }
            // The row's middle went from 66 to 166: past the middles of rows 2 (110) and 3 (154).
            XCTAssertEqual(moved?.frame.minY, 144, "the row follows the pointer")
            app.advance(by: 0.5)
            XCTAssertEqual(passed?.frame.minY, 44, "row 2 made room")
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minY, 176, "row 4 stays")
            XCTAssertEqual(table.contentOffset.y, 0, "the drag does not scroll")
            app.pointerUp(at: CGPoint(x: start.x, y: start.y + 100), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(log.calls.filter { $0.hasPrefix("move") }, ["move 0.1 to 0.3"])
            XCTAssertEqual(log.order[0].prefix(5), [0, 2, 3, 1, 4])
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 3, section: 0)) === moved, "no reload")
            XCTAssertEqual(moved?.frame.minY, 132, "settled in its place")
            XCTAssertEqual(moved?.configurationState.isReordering, false)
            XCTAssertEqual(moved?.layer.shadowOpacity, 0)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testLettingGoWhereItStartedMovesNothing() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = Self.reorderTable()
            let moved = table.cellForRow(at: IndexPath(row: 1, section: 0))
            guard let start = Self.grip(table, IndexPath(row: 1, section: 0)) else { return XCTFail("no grip") }
            app.pointerDown(at: start, in: window)
            app.pointerMove(to: CGPoint(x: start.x, y: start.y + 15), in: window)
            app.advanceFrames()
            XCTAssertEqual(moved?.frame.minY, 59)
            app.pointerUp(at: CGPoint(x: start.x, y: start.y + 15), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(moved?.frame.minY, 44, "back in its place")
            XCTAssertFalse(log.calls.contains { $0.hasPrefix("move") })
            withExtendedLifetime((window, log)) {}
        }
    }

    func testTheDelegateCanRedirectTheMove() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = Self.reorderTable { _, log in
                log.moveTarget = { source, proposed in
                    IndexPath(row: min(proposed.row, 2), section: proposed.section)
                }
            }
            guard let start = Self.grip(table, IndexPath(row: 0, section: 0)) else { return XCTFail("no grip") }
            app.pointerDown(at: start, in: window)
            for step in 1...10 {
                app.pointerMove(to: CGPoint(x: start.x, y: start.y + CGFloat(step) * 20), in: window)
                app.advanceFrames()
            }
            app.pointerUp(at: CGPoint(x: start.x, y: start.y + 200), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(log.calls.filter { $0.hasPrefix("move") }, ["move 0.0 to 0.2"])
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY, 88)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testARowMovesIntoAnotherSection() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = Self.reorderTable(sections: [3, 3])
            guard let start = Self.grip(table, IndexPath(row: 2, section: 0)) else { return XCTFail("no grip") }
            let moved = table.cellForRow(at: IndexPath(row: 2, section: 0))
            let target = table.rectForRow(at: IndexPath(row: 0, section: 1))
            app.pointerDown(at: start, in: window)
            // Down to just past the middle of section 1's first row.
            let distance = target.midY + 2 - (moved?.frame.midY ?? 0)
            for step in 1...4 {
                app.pointerMove(to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / 4), in: window)
                app.advanceFrames()
            }
            app.pointerUp(at: CGPoint(x: start.x, y: start.y + distance), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(log.calls.filter { $0.hasPrefix("move") }, ["move 0.2 to 1.1"])
            XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
            XCTAssertEqual(table.numberOfRows(inSection: 1), 4)
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 1)) === moved)
            XCTAssertEqual(moved?.frame, table.rectForRow(at: IndexPath(row: 1, section: 1)))
            withExtendedLifetime((window, log)) {}
        }
    }

    func testHoldingTheRowAtTheBottomEdgeScrolls() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = Self.reorderTable(sections: [40])
            let moved = table.cellForRow(at: IndexPath(row: 0, section: 0))
            guard let start = Self.grip(table, IndexPath(row: 0, section: 0)) else { return XCTFail("no grip") }
            app.pointerDown(at: start, in: window)
            app.pointerMove(to: CGPoint(x: start.x, y: 395), in: window)
            app.advance(by: 1)
            XCTAssertGreaterThan(table.contentOffset.y, 300, "the table scrolled on its own")
            XCTAssertTrue(moved?.superview === table, "the lifted row stays")
            let offset = table.contentOffset.y
            XCTAssertEqual(moved?.frame.minY ?? 0, offset + 395 - 22, accuracy: 0.5, "under the pointer")
            app.pointerMove(to: CGPoint(x: start.x, y: 200), in: window)
            app.advance(by: 0.3)
            XCTAssertEqual(table.contentOffset.y, offset, "away from the edge it stops")
            app.pointerUp(at: CGPoint(x: start.x, y: 200), in: window)
            app.advance(by: 0.5)
            let destination = Int((offset + 200) / 44)
            XCTAssertEqual(log.calls.filter { $0.hasPrefix("move") }, ["move 0.0 to 0.\(destination)"])
            withExtendedLifetime((window, log)) {}
        }
    }
}
