import XCTest

@testable import UIKit

/// The misuses the snapshot stops on, each with UIKit's exception text, and the calls that are fine.
extension NSDiffableDataSourceSnapshotTests {
    func testAppendingItemsNeedsASectionAKnownSectionAndUniqueItems() {
        let empty = TestSnapshot()
        let snapshot = TestSnapshot([(1, ["a"])])

        XCTAssertEqual(
            empty.misuse(appending: ["x"], to: nil),
            "There are currently no sections in the data source. Please add a section first.")
        XCTAssertEqual(
            snapshot.misuse(appending: ["x", "y", "x", "y", "x"], to: nil),
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x,\n    y\n)}")
        XCTAssertEqual(
            snapshot.misuse(appending: ["x"], to: 2), "Invalid parameter not satisfying: section != NSNotFound")
        XCTAssertNil(snapshot.misuse(appending: ["a", "x"], to: 1), "an item already there moves")
    }

    func testInsertingItemsNeedsAKnownDestinationOutsideTheItems() {
        let snapshot = TestSnapshot([(1, ["a"])])

        XCTAssertEqual(
            snapshot.misuse(inserting: ["x"], at: "zz"), "Invalid parameter not satisfying: section != NSNotFound")
        XCTAssertEqual(
            snapshot.misuse(inserting: ["x", "a"], at: "a"),
            "Invalid update: destination for insertion operation [a] is in the insertion identifier list")
        XCTAssertEqual(
            snapshot.misuse(inserting: ["x", "x"], at: "a"),
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x\n)}")
        XCTAssertNil(snapshot.misuse(inserting: ["x"], at: "a"))
    }

    func testMovingAnItemNeedsBothItemsAndTwoOfThem() {
        let snapshot = TestSnapshot([(1, ["a", "b"])])

        XCTAssertEqual(
            snapshot.misuse(moving: "zz", to: "a"), "Invalid parameter not satisfying: fromIndex != NSNotFound")
        XCTAssertEqual(
            snapshot.misuse(moving: "a", to: "zz"), "Invalid parameter not satisfying: toIndex != NSNotFound")
        XCTAssertEqual(
            snapshot.misuse(moving: "a", to: "a"),
            "Invalid update: destination for move operation [a] is in the move identifier list")
        XCTAssertNil(snapshot.misuse(moving: "a", to: "b"))
    }

    func testReloadingOrReconfiguringNeedsItemsTheSnapshotHolds() {
        let snapshot = TestSnapshot([(1, ["a"])])

        XCTAssertEqual(
            snapshot.misuse(marking: ["a", "zz"], action: "reload"),
            "Attempted to reload item identifier that does not exist in the snapshot: zz")
        XCTAssertEqual(
            snapshot.misuse(marking: ["zz"], action: "reconfigure"),
            "Attempted to reconfigure item identifier that does not exist in the snapshot: zz")
        XCTAssertEqual(
            snapshot.misuse(reloading: [1, 7]),
            "Attempted to reload section identifier that does not exist in the snapshot: 7")
        XCTAssertNil(snapshot.misuse(marking: ["a"], action: "reload"))
        XCTAssertNil(snapshot.misuse(reloading: [1]))
    }

    func testAddingSectionsNeedsNewUniqueSectionsAndAKnownDestination() {
        let snapshot = TestSnapshot([(1, []), (2, [])])

        XCTAssertEqual(
            snapshot.misuse(adding: [3, 3], at: nil),
            "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    3\n)}")
        XCTAssertEqual(
            snapshot.misuse(adding: [2, 3], at: nil),
            "Diffable data source detected an attempt to insert or append 1 section identifier that already exists "
                + "in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: 2"
        )
        XCTAssertEqual(
            snapshot.misuse(adding: [1, 2], at: nil),
            "Diffable data source detected an attempt to insert or append 2 section identifiers that already exist "
                + "in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: "
                + "(\n    1,\n    2\n)")
        XCTAssertEqual(
            snapshot.misuse(adding: [3], at: 9), "Invalid parameter not satisfying: insertIndex != NSNotFound")
        XCTAssertEqual(
            snapshot.misuse(adding: [3, 9], at: 9),
            "Invalid update: destination for section operation [9] is in the inserted section identifier list")
        XCTAssertNil(snapshot.misuse(adding: [3], at: 2))
    }

    func testMovingASectionNeedsBothSectionsAndTwoOfThem() {
        let snapshot = TestSnapshot([(1, []), (2, [])])

        XCTAssertEqual(snapshot.misuse(moving: 9, to: 1), "Invalid parameter not satisfying: fromSection != NSNotFound")
        XCTAssertEqual(snapshot.misuse(moving: 1, to: 9), "Invalid parameter not satisfying: toSection != NSNotFound")
        XCTAssertEqual(
            snapshot.misuse(moving: 1, to: 1),
            "Invalid update: destination for section operation [1] is in the moved section identifier list")
        XCTAssertNil(snapshot.misuse(moving: 1, to: 2))
    }

}
