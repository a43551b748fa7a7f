import XCTest

@testable import UIKit

/// The snapshot's queries and item edits: what each answers, where each puts items, and that every
/// lookup stays true after each edit.
final class NSDiffableDataSourceSnapshotTests: XCTestCase {
    func testAnEmptySnapshotHoldsNothing() {
        let snapshot = TestSnapshot()

        XCTAssertEqual(snapshot.numberOfItems, 0)
        XCTAssertEqual(snapshot.numberOfSections, 0)
        XCTAssertEqual(snapshot.sectionIdentifiers, [])
        XCTAssertEqual(snapshot.itemIdentifiers, [])
        XCTAssertNil(snapshot.indexOfItem("a"))
        XCTAssertNil(snapshot.indexOfSection(0))
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: "a"))
    }

    func testQueriesAnswerBySectionAndAcrossSections() {
        let snapshot = TestSnapshot([(1, ["a", "b"]), (2, []), (3, ["c", "d", "e"])])

        XCTAssertEqual(snapshot.numberOfItems, 5)
        XCTAssertEqual(snapshot.numberOfSections, 3)
        XCTAssertEqual(snapshot.sectionIdentifiers, [1, 2, 3])
        XCTAssertEqual(snapshot.itemIdentifiers, ["a", "b", "c", "d", "e"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: 3), ["c", "d", "e"])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: 2), [])
        XCTAssertEqual(snapshot.numberOfItems(inSection: 1), 2)
        XCTAssertEqual(snapshot.numberOfItems(inSection: 2), 0)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "d"), 3)
        XCTAssertEqual(snapshot.indexOfItem("d"), 3, "counted across sections")
        XCTAssertEqual(snapshot.indexOfSection(3), 2)
        XCTAssertNil(snapshot.indexOfItem("z"))
        XCTAssertNil(snapshot.indexOfSection(9))
        snapshot.assertConsistent()
    }

    func testAppendingWithoutASectionGoesToTheLastSection() {
        var snapshot = TestSnapshot()
        snapshot.appendSections([1, 2])

        snapshot.appendItems(["a", "b"])
        snapshot.appendItems(["c"], toSection: 1)

        XCTAssertEqual(snapshot.contents, TestSnapshot([(1, ["c"]), (2, ["a", "b"])]).contents)
        snapshot.assertConsistent()
    }

    func testAppendingOrInsertingAnItemTheSnapshotHoldsMovesIt() {
        var snapshot = TestSnapshot([(1, ["a", "b", "c"]), (2, ["d"])])

        snapshot.appendItems(["a", "x"], toSection: 2)
        snapshot.insertItems(["d"], beforeItem: "b")

        XCTAssertEqual(snapshot.contents, TestSnapshot([(1, ["d", "b", "c"]), (2, ["a", "x"])]).contents)
        snapshot.assertConsistent()
    }

    func testInsertingGoesBeforeOrAfterTheItemInItsSection() {
        var snapshot = TestSnapshot([(1, ["a"]), (2, ["b", "c"])])

        snapshot.insertItems(["x", "y"], beforeItem: "c")
        snapshot.insertItems(["z"], afterItem: "c")
        snapshot.insertItems(["w"], afterItem: "a")

        XCTAssertEqual(snapshot.contents, TestSnapshot([(1, ["a", "w"]), (2, ["b", "x", "y", "c", "z"])]).contents)
        snapshot.assertConsistent()
    }

    func testDeletingIgnoresItemsTheSnapshotLacks() {
        var snapshot = TestSnapshot([(1, ["a", "b", "c"]), (2, ["d", "e"])])

        snapshot.deleteItems(["b", "zz", "e", "a"])

        XCTAssertEqual(snapshot.contents, TestSnapshot([(1, ["c"]), (2, ["d"])]).contents)
        snapshot.assertConsistent()
    }

    func testDeletingAllItemsDeletesTheSectionsToo() {
        var snapshot = TestSnapshot([(1, ["a"]), (2, ["b"])])

        snapshot.deleteAllItems()

        XCTAssertEqual(snapshot.numberOfSections, 0)
        XCTAssertEqual(snapshot.numberOfItems, 0)
        XCTAssertNil(snapshot.indexOfItem("a"))
        snapshot.appendSections([1])
        snapshot.appendItems(["a"])
        snapshot.assertConsistent()
    }

    func testMovingAnItemWithinAndAcrossSections() {
        var snapshot = TestSnapshot([(1, ["a", "b", "c"]), (2, ["d", "e"])])

        snapshot.moveItem("a", afterItem: "c")
        snapshot.moveItem("e", beforeItem: "b")
        snapshot.moveItem("d", afterItem: "a")

        XCTAssertEqual(snapshot.contents, TestSnapshot([(1, ["e", "b", "c", "a", "d"]), (2, [])]).contents)
        snapshot.assertConsistent()
    }

    func testMarksKeepTheOrderFirstMarkedAndEachIdentifierOnce() {
        var snapshot = TestSnapshot([(1, ["a", "b"]), (2, ["c"])])

        snapshot.reloadItems(["b", "a"])
        snapshot.reloadItems(["b", "c"])
        snapshot.reconfigureItems(["c"])
        snapshot.reloadSections([2, 1, 2])

        XCTAssertEqual(snapshot.reloadedItemIdentifiers, ["b", "a", "c"])
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, ["c"])
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, [2, 1])
    }

    func testASnapshotIsAValue() {
        let original = TestSnapshot([(1, ["a", "b"])])
        var copy = original

        copy.deleteItems(["a"])
        copy.appendItems(["c"])

        XCTAssertEqual(original.itemIdentifiers, ["a", "b"])
        XCTAssertEqual(original.indexOfItem("b"), 1)
        XCTAssertEqual(copy.itemIdentifiers, ["b", "c"])
        original.assertConsistent()
        copy.assertConsistent()
    }

    func testTenThousandSingleAppendsAcrossSectionsStayConsistent() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<10))

        for item in 0..<10_000 { snapshot.appendItems([item], toSection: item % 10) }

        XCTAssertEqual(snapshot.numberOfItems, 10_000)
        XCTAssertEqual(snapshot.indexOfItem(9_999), 9_999)
        XCTAssertEqual(snapshot.indexOfItem(10), 1)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 4_321), 1)
        snapshot.assertConsistent()
    }
}
