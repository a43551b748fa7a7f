import UIKit
import UIKitTesting
import XCTest

/// A table filled by a `UITableViewDiffableDataSource`: snapshots applied before and after the
/// table first loads its rows.
final class TableViewDiffableTests: XCTestCase {
    /// The usual iOS set-up: the data source made and its first snapshot applied (in `viewDidLoad`)
    /// before the table has loaded any rows. Applying it used to stop with "Invalid update: invalid
    /// number of sections", the old counts being read from the snapshot just applied.
    func testTheFirstSnapshotAppliedBeforeTheTableLoadsIsShown() {
        MainActor.assumeIsolated {
            let (app, window, table) = diffableTableWindow()
            let dataSource = makeDataSource(for: table)

            dataSource.apply(twoSections(["a", "b"], ["c"]))
            app.runUntilIdle()

            XCTAssertEqual(table.numberOfSections, 2)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
            XCTAssertEqual(table.visibleCells.count, 3)
            withExtendedLifetime((window, dataSource)) {}
        }
    }

    func testASnapshotAppliedAfterTheTableLoadedUpdatesItsRows() {
        MainActor.assumeIsolated {
            let (app, window, table) = diffableTableWindow()
            let dataSource = makeDataSource(for: table)
            dataSource.apply(twoSections(["a", "b"], ["c"]))
            app.runUntilIdle()

            dataSource.apply(twoSections(["b", "d", "a"], []))
            app.runUntilIdle()

            XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
            XCTAssertEqual(table.numberOfRows(inSection: 1), 0)
            let texts = table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
            XCTAssertEqual(texts, ["b", "d", "a"])
            withExtendedLifetime((window, dataSource)) {}
        }
    }

    func testARowMovedByItsGripMovesInTheSnapshotSoTheAppsNextSnapshotMovesNothing() {
        MainActor.assumeIsolated {
            final class Movable: UITableViewDiffableDataSource<Int, String> {
                var moves: [String] = []
                override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
                override func tableView(
                    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
                ) {
                    moves.append("\(sourceIndexPath.row) to \(destinationIndexPath.row)")
                }
            }
            let (app, window, table) = diffableTableWindow()
            let dataSource = Movable(tableView: table) { table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                return cell
            }
            dataSource.defaultRowAnimation = .left
            dataSource.apply(twoSections(["a", "b", "c", "d"], []))
            app.runUntilIdle()
            table.setEditing(true, animated: false)
            app.runUntilIdle()
            let moved = table.cellForRow(at: IndexPath(row: 0, section: 0))
            guard let grip = moved?.subviews.last(where: { $0.frame.minX > 250 && $0.isUserInteractionEnabled })
            else { return XCTFail("no grip") }
            let start = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: nil)
            app.pointerDown(at: start, in: window)
            for step in 1...4 {
                app.pointerMove(to: CGPoint(x: start.x, y: start.y + CGFloat(step) * 25), in: window)
                app.advanceFrames()
            }
            app.pointerUp(at: CGPoint(x: start.x, y: start.y + 100), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(dataSource.moves, ["0 to 2"])
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["b", "c", "a", "d"])
            // The app's model, updated in moveRowAt, applied again: nothing moves.
            dataSource.apply(twoSections(["b", "c", "a", "d"], []))
            app.runUntilIdle()
            XCTAssertNil(moved?.layer.animationKeys())
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0)) === moved)
            // Deleting with the data source's row animation: the row slides out to the left.
            let gone = table.cellForRow(at: IndexPath(row: 0, section: 0))
            dataSource.apply(twoSections(["c", "a", "d"], []))
            app.advance(by: 0.1)
            XCTAssertLessThan(gone?.layer.presentation()?.frame.minX ?? 0, -20)
            withExtendedLifetime((window, dataSource)) {}
        }
    }
}

private func twoSections(_ first: [String], _ second: [String]) -> NSDiffableDataSourceSnapshot<Int, String> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(first, toSection: 0)
    snapshot.appendItems(second, toSection: 1)
    return snapshot
}

@MainActor
private func makeDataSource(for table: UITableView) -> UITableViewDiffableDataSource<Int, String> {
    UITableViewDiffableDataSource(tableView: table) { table, indexPath, item in
        let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
        return cell
    }
}

/// A 320×400 plain table with 44-point rows and cells registered as "cell", in a shown window.
@MainActor
private func diffableTableWindow() -> (HeadlessApp, UIWindow, UITableView) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.rowHeight = 44
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    window.addSubview(table)
    window.makeKeyAndVisible()
    return (app, window, table)
}
