import Foundation
import XCTest

@testable import UIKit

/// A view that records what its diffable data source hands it, and what the data source answers
/// at that moment.
@MainActor
private final class RecordingTarget: DiffableUpdateTarget {
    var core: DiffableDataSourceCore<Int, String>?
    var updates: [(difference: SnapshotDifference, animated: Bool, itemsSeen: Int)] = []
    var reloads: [Int] = []
    var pendingCompletion: (() -> Void)?

    func applyDiffableUpdate(_ difference: SnapshotDifference, animated: Bool, completion: (() -> Void)?) {
        updates.append((difference, animated, core?.snapshot().numberOfItems ?? -1))
        pendingCompletion = completion
    }

    func reloadDataForDiffableSnapshot() {
        reloads.append(core?.snapshot().numberOfItems ?? -1)
    }
}

/// A core updating a recording target.
@MainActor
private func makeCore() -> (DiffableDataSourceCore<Int, String>, RecordingTarget) {
    let target = RecordingTarget()
    let core = DiffableDataSourceCore<Int, String>(target: target)
    target.core = core
    return (core, target)
}

/// The core of both diffable data sources: applying snapshots, answering by index path and
/// identifier, and section snapshots.
final class DiffableDataSourceCoreTests: XCTestCase {
    func testApplyingHandsTheViewTheDifferenceOnceTheNewSnapshotIsCurrent() {
        MainActor.assumeIsolated {
            let (core, target) = makeCore()
            var completed = 0

            core.apply(TestSnapshot([(1, ["a", "b"])]), animatingDifferences: false) { completed += 1 }
            target.pendingCompletion?()

            XCTAssertEqual(target.updates.count, 1)
            XCTAssertEqual(target.updates[0].difference.insertedSections, [0])
            XCTAssertFalse(target.updates[0].animated)
            XCTAssertEqual(target.updates[0].itemsSeen, 2, "the data source answers with the new snapshot")
            XCTAssertEqual(completed, 1)
        }
    }

    func testApplyingAnUnchangedSnapshotCompletesAtOnceWithoutAnUpdate() {
        MainActor.assumeIsolated {
            let (core, target) = makeCore()
            core.apply(TestSnapshot([(1, ["a"])]))
            var completed = false

            core.apply(core.snapshot()) { completed = true }

            XCTAssertEqual(target.updates.count, 1)
            XCTAssertTrue(completed)
        }
    }

    func testReloadMarksActOnceAndTheCurrentSnapshotHasNone() {
        MainActor.assumeIsolated {
            let (core, target) = makeCore()
            core.apply(TestSnapshot([(1, ["a", "b"])]))
            var next = core.snapshot()
            next.reloadItems(["b"])

            core.apply(next)
            core.apply(core.snapshot())

            XCTAssertEqual(target.updates.count, 2)
            XCTAssertEqual(target.updates[1].difference.reloadedItems, [IndexPath(item: 1, section: 0)])
            XCTAssertEqual(core.snapshot().reloadedItemIdentifiers, [])
        }
    }

    func testApplyingUsingReloadDataReloadsWithTheNewSnapshotCurrent() {
        MainActor.assumeIsolated {
            let (core, target) = makeCore()
            var completed = false

            core.applySnapshotUsingReloadData(TestSnapshot([(1, ["a", "b", "c"])])) { completed = true }

            XCTAssertEqual(target.reloads, [3])
            XCTAssertEqual(target.updates.count, 0)
            XCTAssertTrue(completed)
        }
    }

    func testApplyingAfterTheViewIsGoneOnlyRecords() {
        MainActor.assumeIsolated {
            let core = DiffableDataSourceCore<Int, String>(target: RecordingTarget())
            var completed = false

            core.apply(TestSnapshot([(1, ["a"])])) { completed = true }

            XCTAssertNil(core.target)
            XCTAssertTrue(completed)
            XCTAssertEqual(core.snapshot().itemIdentifiers, ["a"])
        }
    }

    func testLookupsByIndexPathAndIdentifier() {
        MainActor.assumeIsolated {
            let (core, _) = makeCore()

            core.apply(TestSnapshot([(1, ["a"]), (2, ["b", "c"])]))

            XCTAssertEqual(core.numberOfSections, 2)
            XCTAssertEqual(core.numberOfItems(inSection: 1), 2)
            XCTAssertEqual(core.itemIdentifier(for: IndexPath(item: 1, section: 1)), "c")
            XCTAssertNil(core.itemIdentifier(for: IndexPath(item: 2, section: 1)))
            XCTAssertNil(core.itemIdentifier(for: IndexPath(item: 0, section: 5)))
            XCTAssertEqual(core.indexPath(for: "b"), IndexPath(item: 0, section: 1))
            XCTAssertNil(core.indexPath(for: "z"))
            XCTAssertEqual(core.sectionIdentifier(for: 1), 2)
            XCTAssertNil(core.sectionIdentifier(for: 2))
            XCTAssertEqual(core.index(for: 2), 1)
            XCTAssertNil(core.index(for: 3))
        }
    }
}
