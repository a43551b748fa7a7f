import UIKit
import UIKitTesting
import XCTest

/// Selection by clicking rows: the highlight, then the delegate calls in iOS's order.
final class TableViewSelectionTests: XCTestCase {
    func testAClickHighlightsThenSelectsInIOSsOrder() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow { table, _ in table.rowHeight = 44 }
            app.click(at: CGPoint(x: 100, y: 60), in: window)
            XCTAssertEqual(
                log.calls,
                ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1", "primary 1"])
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected, true)
            log.calls = []
            app.click(at: CGPoint(x: 100, y: 150), in: window)
            XCTAssertEqual(
                log.calls,
                [
                    "shouldHighlight 3", "didHighlight 3", "didUnhighlight 3", "willSelect 3", "willDeselect 1",
                    "didDeselect 1", "didSelect 3", "primary 3",
                ])
            XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 3, section: 0)])
            log.calls = []
            app.click(at: CGPoint(x: 100, y: 150), in: window)
            XCTAssertEqual(
                log.calls.suffix(3), ["willSelect 3", "didSelect 3", "primary 3"],
                "clicking the selected row selects it again")
            log.calls = []
            table.setEditing(true, animated: false)
            table.allowsSelectionDuringEditing = true
            app.click(at: CGPoint(x: 100, y: 60), in: window)
            XCTAssertEqual(log.calls.last, "didSelect 1", "no primary action while editing")
        }
    }

    func testMultipleSelectionTogglesRows() {
        MainActor.assumeIsolated {
            let (app, window, table, _) = tableWindow { table, _ in
                table.rowHeight = 44
                table.allowsMultipleSelection = true
            }
            app.click(at: CGPoint(x: 100, y: 60), in: window)
            app.click(at: CGPoint(x: 100, y: 150), in: window)
            XCTAssertEqual(
                table.indexPathsForSelectedRows, [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
            app.click(at: CGPoint(x: 100, y: 60), in: window)
            XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 3, section: 0)])
        }
    }

    func testExtendingAMultipleSelectionIsNoPrimaryAction() {
        MainActor.assumeIsolated {
            let (app, window, _, log) = tableWindow { table, _ in
                table.rowHeight = 44
                table.allowsMultipleSelection = true
            }
            app.click(at: CGPoint(x: 100, y: 60), in: window)
            app.click(at: CGPoint(x: 100, y: 150), in: window)
            XCTAssertFalse(log.calls.contains { $0.hasPrefix("primary") })
            withExtendedLifetime((window, log)) {}
        }
    }

    func testADragScrollsWithoutSelecting() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow { table, _ in table.rowHeight = 44 }
            app.drag(from: CGPoint(x: 100, y: 300), by: CGPoint(x: 0, y: -150), steps: 5, in: window)
            XCTAssertGreaterThan(table.contentOffset.y, 100)
            XCTAssertFalse(log.calls.contains { $0.hasPrefix("didSelect") })
            XCTAssertNil(table.indexPathForSelectedRow)
        }
    }

    func testATableViewControllerSubclassOverridesTheDataSourceAndDelegate() {
        MainActor.assumeIsolated {
            final class Controller: UITableViewController {
                var selected: IndexPath?
                override func numberOfSections(in tableView: UITableView) -> Int { 2 }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
                {
                    UITableViewCell(style: .default, reuseIdentifier: nil)
                }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    selected = indexPath
                }
            }
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            let controller = Controller(style: .plain)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            app.runUntilIdle()
            XCTAssertEqual(controller.tableView.numberOfSections, 2)
            let row = controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
            app.click(at: CGPoint(x: 100, y: row.midY - controller.tableView.contentOffset.y), in: window)
            XCTAssertEqual(controller.selected, IndexPath(row: 1, section: 0))
        }
    }
}

/// The keyboard: Tab focuses the table, the arrows move the focused row, Return selects it.
final class TableViewKeyboardTests: XCTestCase {
    func testArrowsMoveTheFocusAndReturnSelects() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow { table, _ in table.rowHeight = 44 }
            app.typeKey(.keyboardTab, in: window)
            app.typeKey(.keyboardDownArrow, in: window)
            app.typeKey(.keyboardDownArrow, in: window)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.configurationState.isFocused, true)
            XCTAssertNil(table.indexPathForSelectedRow)
            app.typeKey(.keyboardReturnOrEnter, in: window)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
            XCTAssertEqual(log.calls, ["willSelect 1", "didSelect 1", "primary 1"], "Return is a primary action")
            for _ in 0..<20 { app.typeKey(.keyboardDownArrow, in: window) }
            XCTAssertGreaterThan(table.contentOffset.y, 400, "the focused row scrolls into view")
            XCTAssertNotNil(table.cellForRow(at: IndexPath(row: 21, section: 0)))
        }
    }

    func testWithSelectionFollowingFocusTheArrowsSelect() {
        MainActor.assumeIsolated {
            let (app, window, table, _) = tableWindow { table, _ in
                table.rowHeight = 44
                table.selectionFollowsFocus = true
            }
            app.typeKey(.keyboardTab, in: window)
            app.typeKey(.keyboardDownArrow, in: window)
            app.typeKey(.keyboardDownArrow, in: window)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        }
    }

    func testTheFocusSkipsRowsTheDelegateCannotFocusAndFollowingIsNoPrimaryAction() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow { table, log in
                table.rowHeight = 44
                table.selectionFollowsFocus = true
                log.unfocusable = [1, 2]
            }
            app.typeKey(.keyboardTab, in: window)
            app.typeKey(.keyboardDownArrow, in: window)
            app.typeKey(.keyboardDownArrow, in: window)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
            XCTAssertFalse(log.calls.contains { $0.hasPrefix("primary") })
            app.typeKey(.keyboardUpArrow, in: window)
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
            withExtendedLifetime((window, log)) {}
        }
    }
}
