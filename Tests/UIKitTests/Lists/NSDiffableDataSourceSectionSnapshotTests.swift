import XCTest

@testable import UIKit

/// The outline of a section: where items go, what is visible as parents expand and collapse, and
/// branches copied, replaced and grafted.
final class NSDiffableDataSourceSectionSnapshotTests: XCTestCase {
    /// Fruit ▸ (Apple ▸ (Gala, Fuji), Pear), Veg ▸ (Kale), Nuts: nothing expanded.
    private func groceries() -> NSDiffableDataSourceSectionSnapshot<String> {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Veg", "Nuts"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Gala", "Fuji"], to: "Apple")
        outline.append(["Kale"], to: "Veg")
        return outline
    }

    func testItemsAreDepthFirstWithLevelsParentsAndIndexes() {
        let outline = groceries()

        XCTAssertEqual(outline.items, ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Veg", "Kale", "Nuts"])
        XCTAssertEqual(outline.rootItems, ["Fruit", "Veg", "Nuts"])
        XCTAssertEqual(outline.level(of: "Fuji"), 2)
        XCTAssertEqual(outline.level(of: "Veg"), 0)
        XCTAssertEqual(outline.parent(of: "Fuji"), "Apple")
        XCTAssertNil(outline.parent(of: "Nuts"))
        XCTAssertEqual(outline.index(of: "Pear"), 4)
        XCTAssertNil(outline.index(of: "Plum"))
        XCTAssertTrue(outline.contains("Kale"))
        XCTAssertFalse(outline.contains("Plum"))
    }

    func testExpandingAndCollapsingDecideWhatIsVisible() {
        var outline = groceries()
        XCTAssertEqual(outline.visibleItems, ["Fruit", "Veg", "Nuts"])

        outline.expand(["Fruit", "Plum"])
        XCTAssertEqual(outline.visibleItems, ["Fruit", "Apple", "Pear", "Veg", "Nuts"])
        outline.expand(["Apple"])
        XCTAssertEqual(outline.visibleItems, ["Fruit", "Apple", "Gala", "Fuji", "Pear", "Veg", "Nuts"])
        outline.collapse(["Fruit"])

        XCTAssertEqual(outline.visibleItems, ["Fruit", "Veg", "Nuts"])
        XCTAssertTrue(outline.isExpanded("Apple"), "a collapsed ancestor leaves a child's state alone")
        XCTAssertFalse(outline.isExpanded("Fruit"))
        XCTAssertFalse(outline.isVisible("Gala"))
        XCTAssertTrue(outline.isVisible("Veg"))
        outline.expand(["Fruit"])
        XCTAssertTrue(outline.isVisible("Gala"))
    }

    func testInsertingGoesAmongTheSiblingsAfterTheItemsChildren() {
        var outline = groceries()

        outline.insert(["Banana"], before: "Pear")
        outline.insert(["Cherry"], after: "Apple")
        outline.insert(["Bread"], after: "Fruit")
        outline.insert([], before: "Plum")

        XCTAssertEqual(
            outline.items,
            ["Fruit", "Apple", "Gala", "Fuji", "Cherry", "Banana", "Pear", "Bread", "Veg", "Kale", "Nuts"])
        XCTAssertEqual(outline.parent(of: "Cherry"), "Fruit")
        XCTAssertEqual(outline.level(of: "Banana"), 1)
        XCTAssertNil(outline.parent(of: "Bread"))
        XCTAssertEqual(outline.index(of: "Nuts"), 10)
    }

    func testDeletingTakesTheChildrenAndTheirExpandedState() {
        var outline = groceries()
        outline.expand(["Fruit", "Apple"])

        outline.delete(["Apple", "Gala", "Nuts"])
        outline.append(["Apple"], to: "Veg")

        XCTAssertEqual(outline.items, ["Fruit", "Pear", "Veg", "Kale", "Apple"])
        XCTAssertFalse(outline.isExpanded("Apple"))
        XCTAssertEqual(outline.index(of: "Apple"), 4)
        outline.deleteAll()
        XCTAssertEqual(outline.items, [])
        XCTAssertEqual(outline.visibleItems, [])
    }

    func testABranchCopiesWithOrWithoutItsParent() {
        var outline = groceries()
        outline.expand(["Apple"])

        let children = outline.snapshot(of: "Fruit")
        let withParent = outline.snapshot(of: "Apple", includingParent: true)

        XCTAssertEqual(children.items, ["Apple", "Gala", "Fuji", "Pear"])
        XCTAssertEqual(children.rootItems, ["Apple", "Pear"])
        XCTAssertEqual(children.visibleItems, ["Apple", "Gala", "Fuji", "Pear"])
        XCTAssertNil(children.parent(of: "Apple"))
        XCTAssertEqual(withParent.rootItems, ["Apple"])
        XCTAssertEqual(withParent.level(of: "Gala"), 1)
        XCTAssertTrue(withParent.isExpanded("Apple"))
    }

    func testReplacingChildrenAndGraftingBranches() {
        var outline = groceries()
        var citrus = NSDiffableDataSourceSectionSnapshot<String>()
        citrus.append(["Lemon"])
        citrus.append(["Meyer"], to: "Lemon")
        citrus.expand(["Lemon"])
        var herbs = NSDiffableDataSourceSectionSnapshot<String>()
        herbs.append(["Mint", "Basil"])

        outline.replace(childrenOf: "Fruit", using: citrus)
        outline.insert(herbs, before: "Kale")
        var seeds = NSDiffableDataSourceSectionSnapshot<String>()
        seeds.append(["Sesame"])
        outline.insert(seeds, after: "Veg")
        var roots = NSDiffableDataSourceSectionSnapshot<String>()
        roots.append(["Carrot"])
        outline.append(roots, to: "Veg")
        outline.append(NSDiffableDataSourceSectionSnapshot<String>())

        XCTAssertEqual(
            outline.items, ["Fruit", "Lemon", "Meyer", "Veg", "Mint", "Basil", "Kale", "Carrot", "Sesame", "Nuts"])
        XCTAssertFalse(outline.contains("Apple"))
        XCTAssertEqual(outline.level(of: "Meyer"), 2)
        XCTAssertEqual(outline.parent(of: "Lemon"), "Fruit")
        XCTAssertEqual(outline.parent(of: "Mint"), "Veg")
        XCTAssertEqual(outline.parent(of: "Carrot"), "Veg")
        XCTAssertNil(outline.parent(of: "Sesame"))
        XCTAssertTrue(outline.isExpanded("Lemon"))
        XCTAssertEqual(outline.index(of: "Nuts"), 9)
    }

    func testTheVisualDescriptionMarksStateAndVisibility() {
        var outline = groceries()
        outline.expand(["Fruit"])

        let text = outline.visualDescription()

        XCTAssertEqual(
            text,
            """
            <NSDiffableDataSourceSectionSnapshot:
            +* Fruit
              -* Apple
                -  Gala
                -  Fuji
              -* Pear
            -* Veg
              -  Kale
            -* Nuts
            >
            """)
    }

    func testMisusesGetUIKitsTexts() {
        let outline = groceries()

        XCTAssertEqual(
            outline.misuse(adding: ["Plum", "Pear", "Plum"]),
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Pear,\n    Plum\n)}")
        XCTAssertNil(outline.misuse(adding: ["Plum"]))
        XCTAssertEqual(
            outline.misuse(naming: "Plum", as: "Parent item identifier"),
            "Parent item identifier does not exist in section snapshot: Plum")
        XCTAssertNil(outline.misuse(naming: "Pear", as: "Parent item identifier"))
        XCTAssertEqual(outline.misuse(deleting: ["Pear", "Plum"]), "Failed to find index of item Plum")
        XCTAssertNil(outline.misuse(deleting: ["Pear", "Pear"]))
    }
}
