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
