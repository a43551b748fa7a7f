import UIKitTesting
import XCTest

@testable import UIKit

/// Editing: the delete control shows the row's Delete button, which commits the deletion; a click
/// elsewhere puts the button away.
final class TableViewEditingTests: XCTestCase {
    @MainActor
    private static func deleteControl(of cell: UITableViewCell?) -> UIButton? {
        var pending: [UIView] = cell.map { [$0] } ?? []
        while let view = pending.popLast() {
            if let button = view as? UIButton, button.frame.minX < 60 { return button }
            pending += view.subviews
        }
        return nil
    }

    func testTheDeleteControlAndItsButtonDeleteTheRow() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow(sections: [5]) { table, _ in table.rowHeight = 44 }
            table.setEditing(true, animated: false)
            app.runUntilIdle()
            let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
            XCTAssertEqual(cell?.editingStyle, .delete)
            guard let control = Self.deleteControl(of: cell) else { return XCTFail("no delete control") }
            app.click(
                at: control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: window), in: window)
            app.advance(by: 0.2)
            let button = table.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Delete" }
            XCTAssertNotNil(button, "the Delete button shows")
            guard let button else { return }
            XCTAssertEqual(button.frame.maxX, 320)
            app.click(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(log.calls.filter { $0.hasPrefix("commit") }, ["commit delete 2"])
            XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
            XCTAssertNil(button.superview)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testAClickElsewherePutsTheDeleteButtonAway() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow(sections: [5]) { table, _ in table.rowHeight = 44 }
            table.setEditing(true, animated: false)
            app.runUntilIdle()
            table.showDeleteConfirmation(for: IndexPath(row: 1, section: 0))
            app.click(at: CGPoint(x: 150, y: 200), in: window)
            XCTAssertFalse(table.subviews.contains { ($0 as? UIButton)?.title(for: .normal) == "Delete" })
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
