import XCTest

@testable import UIKit

/// Section edits: where sections go, that their items go with them, and the lookups afterwards.
extension NSDiffableDataSourceSnapshotTests {
    func testSectionsAreAppendedAndInsertedBeforeOrAfterASection() {
        var snapshot = TestSnapshot([(1, ["a"]), (2, ["b"])])

        snapshot.appendSections([5])
        snapshot.insertSections([3, 4], beforeSection: 2)
        snapshot.insertSections([6], afterSection: 5)
        snapshot.insertSections([0], beforeSection: 1)
        snapshot.appendItems(["c"], toSection: 4)

        XCTAssertEqual(snapshot.sectionIdentifiers, [0, 1, 3, 4, 2, 5, 6])
        XCTAssertEqual(snapshot.indexOfItem("b"), 2)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "c"), 4)
        snapshot.assertConsistent()
    }

    func testDeletingSectionsDeletesTheirItemsAndIgnoresUnknownSections() {
        var snapshot = TestSnapshot([(1, ["a"]), (2, ["b", "c"]), (3, ["d"])])

        snapshot.deleteSections([2, 9])

        XCTAssertEqual(snapshot.contents, TestSnapshot([(1, ["a"]), (3, ["d"])]).contents)
        XCTAssertNil(snapshot.indexOfItem("b"))
        XCTAssertNil(snapshot.sectionIdentifier(containingItem: "c"))
        XCTAssertEqual(snapshot.indexOfItem("d"), 1)
        snapshot.assertConsistent()
    }

    func testMovingASectionTakesItsItemsEitherWay() {
        var snapshot = TestSnapshot([(1, ["a"]), (2, ["b"]), (3, ["c"]), (4, ["d"])])

        snapshot.moveSection(1, afterSection: 3)
        snapshot.moveSection(4, beforeSection: 2)
        snapshot.moveSection(2, afterSection: 1)

        XCTAssertEqual(snapshot.sectionIdentifiers, [4, 3, 1, 2])
        XCTAssertEqual(snapshot.itemIdentifiers, ["d", "c", "a", "b"])
        XCTAssertEqual(snapshot.indexOfItem("a"), 2)
        snapshot.assertConsistent()
    }

    func testARandomRunOfEditsKeepsEveryLookupTrue() {
        var generator = SeededGenerator(seed: 7)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        var nextItem = 0
        for step in 0..<2_000 {
            let sections = snapshot.sectionIdentifiers
            let items = snapshot.itemIdentifiers
            switch (Int.random(in: 0..<8, using: &generator), sections.isEmpty, items.isEmpty) {
            case (0, _, _), (_, true, _):
                snapshot.appendSections([step])
            case (1, false, _):
                snapshot.insertSections([step], afterSection: sections.randomElement(using: &generator)!)
            case (2, false, _) where sections.count > 3:
                snapshot.deleteSections([sections.randomElement(using: &generator)!])
            case (3, false, _) where sections.count > 1:
                let pair = (sections.randomElement(using: &generator)!, sections.randomElement(using: &generator)!)
                if pair.0 != pair.1 { snapshot.moveSection(pair.0, beforeSection: pair.1) }
            case (4, false, false):
                snapshot.deleteItems([items.randomElement(using: &generator)!])
            case (5, false, false):
                let pair = (items.randomElement(using: &generator)!, items.randomElement(using: &generator)!)
                if pair.0 != pair.1 { snapshot.moveItem(pair.0, afterItem: pair.1) }
            case (6, false, false):
                snapshot.insertItems([nextItem, nextItem + 1], beforeItem: items.randomElement(using: &generator)!)
                nextItem += 2
            default:
                snapshot.appendItems([nextItem], toSection: sections.randomElement(using: &generator)!)
                nextItem += 1
            }
        }

        snapshot.assertConsistent()
    }
}
