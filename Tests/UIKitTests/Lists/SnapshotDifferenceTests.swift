import Foundation
import XCTest

@testable import UIKit

/// The difference between two snapshots, as a batch update reads it: which indexes, in which
/// snapshot, and what is left implicit.
final class SnapshotDifferenceTests: XCTestCase {
    private typealias Move = SnapshotDifference.Move

    func testEqualSnapshotsDifferInNothing() {
        let snapshot = TestSnapshot([(1, ["a", "b"]), (2, ["c"])])

        let difference = SnapshotDifference(from: snapshot, to: snapshot)

        XCTAssertTrue(difference.isEmpty)
    }

    func testDeletionsUseOldIndexesAndInsertionsNewOnes() {
        let old = TestSnapshot([(1, ["a", "b", "c"])])
        let new = TestSnapshot([(1, ["x", "a", "c", "y"])])

        let difference = SnapshotDifference(from: old, to: new)

        XCTAssertEqual(difference.deletedItems, [IndexPath(item: 1, section: 0)])
        XCTAssertEqual(difference.insertedItems, [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
        XCTAssertEqual(difference.movedItems, [])
    }

    func testAReorderMovesTheFewestItems() {
        let old = TestSnapshot([(1, ["a", "b", "c", "d", "e"])])
        let new = TestSnapshot([(1, ["b", "c", "d", "e", "a"])])

        let difference = SnapshotDifference(from: old, to: new)

        XCTAssertEqual(
            difference.movedItems, [Move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))])
        XCTAssertEqual(difference.deletedItems, [])
        XCTAssertEqual(difference.insertedItems, [])
    }

    func testItemsMoveAcrossKeptSectionsAndSectionsMoveByIndex() {
        let old = TestSnapshot([(1, ["a", "b"]), (2, ["c"]), (3, [])])
        let new = TestSnapshot([(3, []), (1, ["b"]), (2, ["a", "c"])])

        let difference = SnapshotDifference(from: old, to: new)

        XCTAssertEqual(difference.movedSections, [Move(from: 2, to: 0)])
        XCTAssertEqual(
            difference.movedItems, [Move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 2))])
        XCTAssertEqual(difference.deletedItems, [])
        XCTAssertEqual(difference.insertedItems, [])
    }

    func testItemsLeavingADeletedSectionAreInsertedAndEnteringAnInsertedOneDeleted() {
        let old = TestSnapshot([(1, ["a", "b"]), (2, ["c", "d"])])
        let new = TestSnapshot([(2, ["c", "a"]), (3, ["d", "e"])])

        let difference = SnapshotDifference(from: old, to: new)

        XCTAssertEqual(difference.deletedSections, [0])
        XCTAssertEqual(difference.insertedSections, [1])
        XCTAssertEqual(difference.insertedItems, [IndexPath(item: 1, section: 0)], "a, out of deleted section 1")
        XCTAssertEqual(difference.deletedItems, [IndexPath(item: 1, section: 1)], "d, into inserted section 3")
        XCTAssertEqual(difference.movedItems, [])
    }

    func testReloadsAndReconfigurationsComeFromTheNewSnapshotsMarksForKeptItems() {
        let old = TestSnapshot([(1, ["a", "b"]), (2, ["c"])])
        var new = TestSnapshot([(1, ["x", "b", "a"]), (2, ["c"])])
        new.reloadItems(["a", "x"])
        new.reconfigureItems(["b", "a", "c"])
        new.reloadSections([2])

        let difference = SnapshotDifference(from: old, to: new)

        XCTAssertEqual(difference.reloadedItems, [IndexPath(item: 2, section: 0)], "x is inserted anyway")
        XCTAssertEqual(difference.reconfiguredItems, [IndexPath(item: 1, section: 0)], "a reloads, c's section does")
        XCTAssertEqual(difference.reloadedSections, [1])
        XCTAssertFalse(difference.isEmpty)
    }

    func testOnlyTheNewSnapshotsMarksCount() {
        var old = TestSnapshot([(1, ["a"])])
        old.reloadItems(["a"])
        let new = TestSnapshot([(1, ["a"])])

        XCTAssertTrue(SnapshotDifference(from: old, to: new).isEmpty)
    }

    func testTheLongestIncreasingSubsequenceIsKept() {
        XCTAssertEqual(LongestIncreasingSubsequence.members(of: []), [])
        XCTAssertEqual(LongestIncreasingSubsequence.members(of: [0, 1, 2]), [true, true, true])
        XCTAssertEqual(LongestIncreasingSubsequence.members(of: [2, 0, 1]), [false, true, true])
        XCTAssertEqual(
            LongestIncreasingSubsequence.members(of: [3, 1, 4, 0, 5, 2, 6]).filter { $0 }.count, 4)
    }
}
