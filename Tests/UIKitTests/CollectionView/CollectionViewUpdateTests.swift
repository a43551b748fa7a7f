import UIKitTesting
import XCTest

@testable import UIKit

/// Batch updates of a collection view: the data source's counts checked in UIKit's words, cells
/// keeping their items as they move, items coming and going by the layout's initial and final
/// attributes (faded by default), the layout told of the changes, and diffable data sources.
final class CollectionViewUpdateTests: XCTestCase {
    // With the test support's flow layout the view shows two columns: x 10 and 210, rows 110 apart.

    func testInsertedItemsPushTheOthersOnAndFadeIn() {
        MainActor.assumeIsolated {
            let (app, window, collection, log) = collectionWindow(sections: [6])
            let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
            log.sections = [7]
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])

            XCTAssertTrue(
                collection.cellForItem(at: IndexPath(item: 1, section: 0)) === first, "the cell keeps its item")
            XCTAssertEqual(first?.frame.origin, CGPoint(x: 210, y: 10))
            let inserted = collection.cellForItem(at: IndexPath(item: 0, section: 0))
            XCTAssertFalse(inserted === first)
            app.advance(by: 0.15)
            let sliding = first?.layer.presentation()?.frame.minX ?? 0
            XCTAssertGreaterThan(sliding, 10)
            XCTAssertLessThan(sliding, 210)
            let fading = inserted?.layer.presentation()?.opacity ?? 1
            XCTAssertGreaterThan(fading, 0)
            XCTAssertLessThan(fading, 1)
            app.advance(by: 0.3)
            XCTAssertEqual(first?.layer.presentation()?.frame.minX, 210)
            XCTAssertEqual(collection.numberOfItems(inSection: 0), 7)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testADeletedItemFadesOutThenItsCellIsReused() {
        MainActor.assumeIsolated {
            let (app, window, collection, log) = collectionWindow(sections: [6])
            let deleted = collection.cellForItem(at: IndexPath(item: 0, section: 0))
            let second = collection.cellForItem(at: IndexPath(item: 1, section: 0))
            log.sections = [5]
            var finished: Bool?
            collection.performBatchUpdates {
                collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            } completion: {
                finished = $0
            }

            XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === second)
            XCTAssertEqual(deleted?.isHidden, false, "it fades out first")
            XCTAssertNil(finished)
            app.advance(by: 0.15)
            let opacity = deleted?.layer.presentation()?.opacity ?? 1
            XCTAssertLessThan(opacity, 1)
            app.advance(by: 0.3)
            XCTAssertEqual(deleted?.isHidden, true)
            XCTAssertEqual(finished, true)
            let made = CountingCollectionCell.made
            log.sections = [6]
            UIView.performWithoutAnimation { collection.insertItems(at: [IndexPath(item: 5, section: 0)]) }
            app.runUntilIdle()
            XCTAssertEqual(CountingCollectionCell.made, made, "the deleted item's cell came back from the queue")
            withExtendedLifetime((window, log)) {}
        }
    }

    func testTheLayoutIsToldOfTheChangesAndItsAttributesDriveThem() {
        MainActor.assumeIsolated {
            let layout = RecordingFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            let (app, window, collection, log) = collectionWindow(sections: [3]) { collection, _, _ in
                collection.collectionViewLayout = layout
            }
            log.sections = [3, 2]
            collection.performBatchUpdates {
                collection.insertSections([1])
                collection.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
            }

            XCTAssertEqual(layout.updates, ["insert 1.*", "move 0.0 → 0.2"])
            XCTAssertFalse(layout.finalized)
            let appearing = collection.cellForItem(at: IndexPath(item: 0, section: 1))
            app.advance(by: 0.15)
            let y = appearing?.layer.presentation()?.frame.minY ?? 0
            let end = appearing?.frame.minY ?? 0
            XCTAssertGreaterThan(y, end, "it comes up from the layout's initial place, 300 points below")
            XCTAssertLessThan(y, end + 300)
            app.advance(by: 0.3)
            XCTAssertTrue(layout.finalized)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testAnInconsistentUpdateIsDescribedInUIKitsWords() {
        let updates = BatchUpdates(oldItemCounts: [5])
        XCTAssertEqual(
            updates.inconsistency(newCounts: [6], wording: .collection),
            "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                + "section after the update (6) must be equal to the number of items contained in that section "
                + "before the update (5), plus or minus the number of items inserted or deleted from that section "
                + "(0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section "
                + "(0 moved in, 0 moved out).")
        XCTAssertEqual(
            updates.inconsistency(newCounts: [5, 1], wording: .collection),
            "Invalid update: invalid number of sections. The number of sections contained in the collection view "
                + "after the update (2) must be equal to the number of sections contained in the collection view "
                + "before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 "
                + "deleted).")
        var inserting = BatchUpdates(oldItemCounts: [5])
        inserting.insertedItems = [IndexPath(item: 7, section: 0)]
        XCTAssertEqual(
            inserting.inconsistency(newCounts: [6], wording: .collection),
            "attempt to insert item 7 into section 0, but there are only 6 items in section 0 after the update")
        var deleting = BatchUpdates(oldItemCounts: [5])
        deleting.deletedItems = [IndexPath(row: 9, section: 0)]
        XCTAssertEqual(
            deleting.inconsistency(newCounts: [4], wording: .table),
            "attempt to delete row 9 from section 0 which only contains 5 rows before the update")
    }

    func testADiffableDataSourceShowsItsSnapshotsAndReconfiguresInPlace() {
        MainActor.assumeIsolated {
            let (app, window, collection, log) = collectionWindow(sections: [0])
            var configured: [String] = []
            let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
                collection, indexPath, item in
                configured.append(item)
                return collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b", "c"])
            source.apply(snapshot, animatingDifferences: false)
            app.runUntilIdle()
            XCTAssertEqual(configured, ["a", "b", "c"])
            let cellOfB = collection.cellForItem(at: IndexPath(item: 1, section: 0))

            snapshot.deleteItems(["a"])
            snapshot.appendItems(["d"])
            source.apply(snapshot)
            app.advance(by: 0.5)
            XCTAssertEqual(source.itemIdentifier(for: IndexPath(item: 0, section: 0)), "b")
            XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOfB)
            XCTAssertEqual(collection.numberOfItems(inSection: 0), 3)

            configured = []
            snapshot.reconfigureItems(["b"])
            source.apply(snapshot)
            XCTAssertEqual(configured, ["b"])
            XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOfB, "the same cell")
            withExtendedLifetime((window, log, source)) {}
        }
    }
}

/// A flow layout that records the changes it is told of, brings items in from 300 points below,
/// and notes when the update is finalized.
private final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var updates: [String] = []
    var finalized = false

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        func name(_ indexPath: IndexPath?) -> String {
            guard let indexPath else { return "-" }
            return "\(indexPath.section)." + (indexPath.item == NSNotFound ? "*" : "\(indexPath.item)")
        }
        for item in updateItems {
            switch item.updateAction {
            case .insert: updates.append("insert \(name(item.indexPathAfterUpdate))")
            case .delete: updates.append("delete \(name(item.indexPathBeforeUpdate))")
            case .move:
                updates.append("move \(name(item.indexPathBeforeUpdate)) → \(name(item.indexPathAfterUpdate))")
            case .reload: updates.append("reload \(name(item.indexPathBeforeUpdate))")
            case .none: break
            }
        }
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        else { return nil }
        attributes.center.y += 300
        return attributes
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        finalized = true
    }
}
