import UIKitTesting
import XCTest

@testable import UIKit

/// Editing: the delete control turns and slides the row open on its Delete button, which commits
/// the deletion; a click elsewhere slides the row back.
final class TableViewEditingTests: XCTestCase {
    @MainActor
    private static func deleteControl(of cell: UITableViewCell?) -> UIButton? {
        descendants(of: cell).compactMap { $0 as? UIButton }.first { $0.frame.minX < 60 }
    }

    @MainActor
    private static func descendants(of view: UIView?) -> [UIView] {
        var found: [UIView] = []
        var pending: [UIView] = view.map { [$0] } ?? []
        while let view = pending.popLast() {
            found.append(view)
            pending += view.subviews
        }
        return found
    }

    @MainActor
    private static func deleteButton(in table: UITableView) -> UIButton? {
        descendants(of: table).compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Delete" }
    }

    func testTheDeleteControlSlidesTheRowOpenOnItsDeleteButton() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow(sections: [5]) { table, _ in table.rowHeight = 44 }
            table.setEditing(true, animated: false)
            app.runUntilIdle()
            let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
            XCTAssertEqual(cell?.editingStyle, .delete)
            guard let control = Self.deleteControl(of: cell) else { return XCTFail("no delete control") }
            app.click(
                at: control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: window), in: window)
            app.advance(by: 0.1)
            let sliding = cell?.layer.presentation()?.frame.minX ?? 0
            XCTAssertLessThan(sliding, -10, "the row is sliding")
            XCTAssertGreaterThan(sliding, -70, "over time, not at once")
            app.advance(by: 0.5)
            XCTAssertEqual(cell?.configurationState.isSwiped, true)
            XCTAssertEqual(control.transform, CGAffineTransform(rotationAngle: -.pi / 2), "the control turns")
            guard let button = Self.deleteButton(in: table) else { return XCTFail("the Delete button shows") }
            let place = button.convert(button.bounds, to: table)
            XCTAssertEqual(place.maxX, 320)
            XCTAssertGreaterThanOrEqual(place.width, 74)
            XCTAssertEqual(cell?.frame.minX, -place.width, "open on the Delete button")
            app.click(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(log.calls.filter { $0.hasPrefix("commit") }, ["commit delete 2"])
            XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
            XCTAssertNil(Self.deleteButton(in: table))
            withExtendedLifetime((window, log)) {}
        }
    }

    func testTheDelegatesTitleAndTrailingActionsReplaceTheDeleteButton() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow(sections: [5]) { table, log in
                table.rowHeight = 44
                log.trailingActions = { _ in
                    UISwipeActionsConfiguration(actions: [
                        UIContextualAction(style: .destructive, title: "Remove") { _, _, done in done(true) },
                        UIContextualAction(style: .normal, title: "More") { _, _, done in done(true) },
                    ])
                }
            }
            table.setEditing(true, animated: false)
            app.runUntilIdle()
            table.showDeleteConfirmation(for: IndexPath(row: 1, section: 0))
            app.advance(by: 0.5)
            let titles = Self.descendants(of: table).compactMap { ($0 as? UIButton)?.title(for: .normal) }
            XCTAssertTrue(titles.contains("Remove") && titles.contains("More"), "\(titles)")
            XCTAssertNil(Self.deleteButton(in: table))
            withExtendedLifetime((window, log)) {}
        }
    }

    func testAClickElsewhereSlidesTheRowBack() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow(sections: [5]) { table, _ in table.rowHeight = 44 }
            table.setEditing(true, animated: false)
            app.runUntilIdle()
            table.showDeleteConfirmation(for: IndexPath(row: 1, section: 0))
            app.advance(by: 0.5)
            let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
            XCTAssertLessThanOrEqual(cell?.frame.minX ?? 0, -74)
            app.click(at: CGPoint(x: 150, y: 200), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(cell?.frame.minX, 0)
            XCTAssertEqual(Self.deleteControl(of: cell)?.transform, .identity, "the control turns back")
            XCTAssertNil(Self.deleteButton(in: table))
            XCTAssertFalse(log.calls.contains { $0.hasPrefix("commit") })
            withExtendedLifetime((window, log)) {}
        }
    }
}

/// Swipe actions: a row dragged sideways opens on its actions, a full swipe runs the first one, a
/// press elsewhere closes it.
final class TableViewSwipeTests: XCTestCase {
    /// A table of 10 rows whose rows offer Delete and Flag, logging what they perform.
    @MainActor
    private static func swipeTable() -> (HeadlessApp, UIWindow, UITableView, TableLog, () -> [String]) {
        var performed: [String] = []
        let (app, window, table, log) = tableWindow(sections: [10]) { table, log in
            table.rowHeight = 44
            log.trailingActions = { indexPath in
                let handler: UIContextualAction.Handler = { action, _, done in
                    performed.append("\(action.title ?? "") \(indexPath.row)")
                    done(true)
                }
                return UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .destructive, title: "Delete", handler: handler),
                    UIContextualAction(style: .normal, title: "Flag", handler: handler),
                ])
            }
        }
        return (app, window, table, log, { performed })
    }

    func testASwipePastHalfTheActionsOpensTheRowOnThem() {
        MainActor.assumeIsolated {
            let (app, window, table, log, performed) = Self.swipeTable()
            app.drag(from: CGPoint(x: 250, y: 66), by: CGPoint(x: -100, y: 0), steps: 5, in: window)
            app.advance(by: 0.5)
            let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
            XCTAssertLessThanOrEqual(cell?.frame.minX ?? 0, -148, "open on Delete and Flag, at least 74 points each")
            XCTAssertEqual(cell?.configurationState.isSwiped, true)
            XCTAssertEqual(table.contentOffset.y, 0, "a sideways drag does not scroll")
            app.click(at: CGPoint(x: 320 - 37, y: 66), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(performed(), ["Delete 1"], "the first action is at the table's edge")
            XCTAssertEqual(cell?.frame.minX, 0, "done closes the row")
            XCTAssertEqual(
                log.calls.filter { $0.contains("Editing") }, ["willBeginEditing 1", "didEndEditing 1"],
                "the delegate hears the swipe open and close the row")
            withExtendedLifetime((window, log)) {}
        }
    }

    func testAFullSwipeRunsTheFirstAction() {
        MainActor.assumeIsolated {
            let (app, window, _, log, performed) = Self.swipeTable()
            app.drag(from: CGPoint(x: 300, y: 110), by: CGPoint(x: -260, y: 0), steps: 5, in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(performed(), ["Delete 2"])
            withExtendedLifetime((window, log)) {}
        }
    }

    func testAShortSwipeClosesAndAPressElsewhereClosesAnOpenRow() {
        MainActor.assumeIsolated {
            let (app, window, table, log, performed) = Self.swipeTable()
            app.drag(from: CGPoint(x: 250, y: 66), by: CGPoint(x: -40, y: 0), steps: 4, in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX, 0)
            app.drag(from: CGPoint(x: 250, y: 66), by: CGPoint(x: -120, y: 0), steps: 5, in: window)
            app.advance(by: 0.5)
            app.click(at: CGPoint(x: 100, y: 300), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX, 0)
            XCTAssertEqual(performed(), [])
            withExtendedLifetime((window, log)) {}
        }
    }
}

/// Multiple selection while editing: each row shows a selection mark in place of its editing
/// control, and clicks check and uncheck rows.
final class TableViewEditingSelectionTests: XCTestCase {
    func testRowsShowMarksThatClicksCheck() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow(sections: [5]) { table, _ in
                table.rowHeight = 44
                table.allowsMultipleSelectionDuringEditing = true
            }
            table.setEditing(true, animated: false)
            app.runUntilIdle()
            let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
            let mark = cell?.subviews.compactMap { $0 as? UIImageView }.first { $0.frame.minX < 40 }
            XCTAssertNotNil(mark, "a mark at the leading edge")
            XCTAssertFalse(
                cell?.subviews.contains { $0 is UIButton && $0.frame.minX < 40 } ?? true, "no delete control")
            let empty = mark?.image
            app.click(at: CGPoint(x: 160, y: 66), in: window)
            app.click(at: CGPoint(x: 160, y: 154), in: window)
            XCTAssertEqual(
                table.indexPathsForSelectedRows, [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
            XCTAssertFalse(mark?.image === empty, "checked")
            app.click(at: CGPoint(x: 160, y: 66), in: window)
            XCTAssertTrue(mark?.image === empty, "unchecked again")
            table.setEditing(false, animated: false)
            app.runUntilIdle()
            XCTAssertNil(mark?.superview, "the marks go with editing")
            withExtendedLifetime((window, log)) {}
        }
    }
}
