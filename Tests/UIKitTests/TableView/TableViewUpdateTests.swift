import UIKitTesting
import XCTest

@testable import UIKit

/// Updates without a reload: batch updates checked against the data source, and diffable snapshots.
final class TableViewUpdateTests: XCTestCase {
    func testInsertedAndDeletedRowsFollowTheDataSource() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow(sections: [5]) { table, _ in table.rowHeight = 44 }
            log.sections = [7]
            table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 6, section: 0)], with: .automatic)
            app.runUntilIdle()
            XCTAssertEqual(table.numberOfRows(inSection: 0), 7)
            XCTAssertEqual(table.contentSize.height, 7 * 44)
            log.sections = [6]
            table.performBatchUpdates {
                table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            }
            app.runUntilIdle()
            XCTAssertEqual(table.visibleCells.count, 6)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testABatchTakesANonEscapingClosureAsIOSsDoes() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow(sections: [5]) { table, _ in table.rowHeight = 44 }
            // As libraries wrap it (DifferenceKit's `_performBatchUpdates`): iOS's block is NS_NOESCAPE.
            @MainActor func batch(_ updates: () -> Void) { table.performBatchUpdates(updates) }
            batch {
                log.sections = [6]
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }
            table.performBatchUpdates(nil)
            app.runUntilIdle()
            XCTAssertEqual(table.numberOfRows(inSection: 0), 6)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testAnInconsistentUpdateIsDescribedInUIKitsWords() {
        MainActor.assumeIsolated {
            let (_, window, table, log) = tableWindow(sections: [5]) { table, _ in table.rowHeight = 44 }
            log.sections = [6]
            let updates = BatchUpdates(oldItemCounts: [5])
            XCTAssertEqual(
                updates.inconsistency(newCounts: table.dataSourceRowCounts(), wording: .table),
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                    + "section after the update (6) must be equal to the number of rows contained in that section "
                    + "before the update (5), plus or minus the number of rows inserted or deleted from that section "
                    + "(0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section "
                    + "(0 moved in, 0 moved out).")
            log.sections = [5, 1]
            XCTAssertEqual(
                updates.inconsistency(newCounts: table.dataSourceRowCounts(), wording: .table),
                "Invalid update: invalid number of sections. The number of sections contained in the table view "
                    + "after the update (2) must be equal to the number of sections contained in the table view before "
                    + "the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
            )
            var inserted = updates
            inserted.insertedSections = [1]
            XCTAssertNil(inserted.inconsistency(newCounts: table.dataSourceRowCounts(), wording: .table))
            withExtendedLifetime((window, log)) {}
        }
    }

    func testADiffableDataSourceShowsItsSnapshotAndAppliesChanges() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            window.rootViewController = UIViewController()
            let table = UITableView(frame: window.bounds, style: .insetGrouped)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            let source = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                return cell
            }
            window.rootViewController!.view.addSubview(table)
            window.makeKeyAndVisible()
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["fruit", "vegetables"])
            snapshot.appendItems(["apple", "pear"], toSection: "fruit")
            snapshot.appendItems(["leek"], toSection: "vegetables")
            source.apply(snapshot, animatingDifferences: false)
            app.runUntilIdle()
            XCTAssertEqual(table.numberOfSections, 2)
            XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
            let texts = {
                (table.indexPathsForVisibleRows ?? []).compactMap {
                    (table.cellForRow(at: $0)?.contentConfiguration as? UIListContentConfiguration)?.text
                }
            }
            XCTAssertEqual(texts(), ["apple", "pear", "leek"])
            snapshot.moveItem("pear", beforeItem: "apple")
            snapshot.deleteItems(["leek"])
            snapshot.appendItems(["kale", "chard"], toSection: "vegetables")
            var applied = false
            source.apply(snapshot) { applied = true }
            app.runUntilIdle()
            XCTAssertFalse(applied, "the rows are still moving")
            app.advance(by: 0.4)
            XCTAssertTrue(applied)
            XCTAssertEqual(texts(), ["pear", "apple", "kale", "chard"])
            XCTAssertEqual(source.itemIdentifier(for: IndexPath(row: 1, section: 1)), "chard")
            XCTAssertEqual(source.indexPath(for: "apple"), IndexPath(row: 1, section: 0))
            withExtendedLifetime((window, source)) {}
        }
    }

    func testScrollingUpOverEstimatedRowsKeepsTheContentSteady() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow(sections: [200]) { table, _ in
                table.estimatedRowHeight = 30
            }
            table.contentOffset = CGPoint(x: 0, y: 3000)
            app.runUntilIdle()
            let anchor = table.indexPathsForVisibleRows?.first
            let anchorTop = anchor.map { table.rectForRow(at: $0).minY - table.contentOffset.y }
            app.scroll(dy: -1, at: CGPoint(x: 100, y: 200), in: window)
            app.advance(by: 0.5)
            guard let anchor, let anchorTop else { return XCTFail("no rows on screen") }
            let moved = table.rectForRow(at: anchor).minY - table.contentOffset.y
            XCTAssertEqual(
                moved, anchorTop + pow(400, 2.0 / 3.0), accuracy: 1,
                "the row on screen moves by the wheel's step, whatever was corrected above it")
            withExtendedLifetime((window, log)) {}
        }
    }
}

/// Animated batch updates: rows slide to their new places, inserted rows fade in, deleted rows fade
/// out, over 0.3 s of the manual clock.
final class TableViewUpdateAnimationTests: XCTestCase {
    func testRowsSlideFadeInAndFadeOut() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow(sections: [5]) { table, _ in table.rowHeight = 44 }
            let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
            let last = table.cellForRow(at: IndexPath(row: 4, section: 0))
            log.sections = [5]
            table.performBatchUpdates {
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                table.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
            }
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === first, "the cell keeps its row")
            XCTAssertEqual(first?.frame.minY, 44)
            let inserted = table.cellForRow(at: IndexPath(row: 0, section: 0))
            XCTAssertFalse(inserted === first)
            app.advance(by: 0.15)
            let sliding = first?.layer.presentation()?.frame.minY ?? 0
            XCTAssertGreaterThan(sliding, 0)
            XCTAssertLessThan(sliding, 44)
            let fading = inserted?.layer.presentation()?.opacity ?? 1
            XCTAssertGreaterThan(fading, 0)
            XCTAssertLessThan(fading, 1)
            XCTAssertEqual(last?.isHidden, false, "the deleted row's cell fades out")
            app.advance(by: 0.3)
            XCTAssertEqual(last?.isHidden, true)
            XCTAssertEqual(table.visibleCells.count, 5)
            withExtendedLifetime((window, log)) {}
        }
    }

    /// The inserted row's cell a tenth of a second into `animation`, and its place at the end.
    @MainActor
    private static func insertedRowMidway(
        _ animation: UITableView.RowAnimation
    ) -> (middle: CGRect, opacity: Float, end: CGRect, belowMoves: Bool) {
        let (app, window, table, log) = tableWindow(sections: [5]) { table, _ in table.rowHeight = 44 }
        let below = table.cellForRow(at: IndexPath(row: 2, section: 0))
        log.sections = [6]
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: animation)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
        app.advance(by: 0.1)
        let presented = cell?.layer.presentation()
        let result = (
            presented?.frame ?? .null, presented?.opacity ?? -1, cell?.frame ?? .null,
            below?.layer.animationKeys()?.isEmpty == false
        )
        withExtendedLifetime((window, log)) {}
        return result
    }

    func testEachRowAnimationBringsTheRowInItsOwnWay() {
        MainActor.assumeIsolated {
            let right = Self.insertedRowMidway(.right)
            XCTAssertGreaterThan(right.middle.minX, 20, "from the right")
            XCTAssertEqual(right.middle.minY, right.end.minY)
            let left = Self.insertedRowMidway(.left)
            XCTAssertLessThan(left.middle.minX, -20, "from the left")
            let top = Self.insertedRowMidway(.top)
            XCTAssertLessThan(top.middle.minY, top.end.minY - 5, "from above")
            XCTAssertEqual(top.middle.minX, 0)
            let bottom = Self.insertedRowMidway(.bottom)
            XCTAssertGreaterThan(bottom.middle.minY, bottom.end.minY + 5, "from below")
            let middle = Self.insertedRowMidway(.middle)
            XCTAssertLessThan(middle.middle.minY, middle.end.minY)
            XCTAssertGreaterThan(middle.middle.minY, middle.end.minY - 22, "from the middle of the gap")
            let fade = Self.insertedRowMidway(.fade)
            XCTAssertEqual(fade.middle, fade.end)
            XCTAssertGreaterThan(fade.opacity, 0)
            XCTAssertLessThan(fade.opacity, 1, "fading in")
            let none = Self.insertedRowMidway(.none)
            XCTAssertEqual(none.middle, none.end, "at once")
            XCTAssertEqual(none.opacity, 1)
            XCTAssertTrue(none.belowMoves, "the rows below still slide down")
        }
    }

    func testADeletedRowGoesItsOwnWayThenBackToTheQueue() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow(sections: [5]) { table, _ in table.rowHeight = 44 }
            let deleted = table.cellForRow(at: IndexPath(row: 1, section: 0))
            let header = table.subviews.firstIndex { $0 === deleted }
            log.sections = [4]
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
            app.advance(by: 0.1)
            XCTAssertLessThan(deleted?.layer.presentation()?.frame.minX ?? 0, -20, "off to the left")
            XCTAssertLessThan(table.subviews.firstIndex { $0 === deleted } ?? .max, header ?? 0, "behind the rows")
            app.advance(by: 0.3)
            XCTAssertEqual(deleted?.isHidden, true, "back in the queue")
            XCTAssertFalse(table.visibleCells.contains { $0 === deleted })
            withExtendedLifetime((window, log)) {}
        }
    }

    func testABatchsCompletionComesWhenItsAnimationsEnd() {
        MainActor.assumeIsolated {
            let (app, window, table, log) = tableWindow(sections: [5]) { table, _ in table.rowHeight = 44 }
            var completions: [Bool] = []
            log.sections = [6]
            table.performBatchUpdates {
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
            } completion: {
                completions.append($0)
            }
            app.advance(by: 0.1)
            XCTAssertEqual(completions, [], "still animating")
            app.advance(by: 0.3)
            XCTAssertEqual(completions, [true])
            log.sections = [5]
            UIView.performWithoutAnimation {
                table.performBatchUpdates {
                    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .top)
                } completion: {
                    completions.append($0)
                }
            }
            XCTAssertEqual(completions, [true, true], "at once without animation")
            withExtendedLifetime((window, log)) {}
        }
    }

    func testWithoutAnimationEverythingIsInPlaceAtOnce() {
        MainActor.assumeIsolated {
            let (_, window, table, log) = tableWindow(sections: [3]) { table, _ in table.rowHeight = 44 }
            let second = table.cellForRow(at: IndexPath(row: 1, section: 0))
            log.sections = [2]
            UIView.performWithoutAnimation {
                table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }
            XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
            XCTAssertNil(second?.layer.animationKeys())
            XCTAssertEqual(table.visibleCells.count, 2)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testTheOriginOfEveryRowFollowsUIKitsReadingOfABatch() {
        MainActor.assumeIsolated {
            var updates = BatchUpdates(oldItemCounts: [4, 2])
            updates.deletedItems = [IndexPath(row: 1, section: 0)]
            updates.insertedItems = [IndexPath(row: 0, section: 1)]
            updates.movedItems = [(IndexPath(row: 3, section: 0), IndexPath(row: 2, section: 1))]
            let origins = updates.itemOrigins(newCounts: [2, 4])
            func origin(_ row: Int, _ section: Int) -> IndexPath? {
                origins[IndexPath(row: row, section: section)] ?? nil
            }
            XCTAssertEqual(origin(0, 0), IndexPath(row: 0, section: 0))
            XCTAssertEqual(origin(1, 0), IndexPath(row: 2, section: 0))
            XCTAssertNil(origin(0, 1))
            XCTAssertEqual(origin(1, 1), IndexPath(row: 0, section: 1))
            XCTAssertEqual(origin(2, 1), IndexPath(row: 3, section: 0))
            XCTAssertEqual(origin(3, 1), IndexPath(row: 1, section: 1))
        }
    }
}
