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
