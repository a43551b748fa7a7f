import Foundation
import XCTest

@testable import UIKit

/// Section snapshots applied through the core: the section shows the visible items, expanding
/// animates the children in, and the outline lasts while the section shows it.
extension DiffableDataSourceCoreTests {
    func testASectionSnapshotShowsItsVisibleItemsAndAddsItsSection() {
        MainActor.assumeIsolated {
            let core = DiffableDataSourceCore<Int, String>(target: NoTarget.shared)
            core.apply(TestSnapshot([(1, ["x"])]))

            core.apply(produce(), to: 2)

            XCTAssertEqual(core.snapshot().contents, TestSnapshot([(1, ["x"]), (2, ["Fruit", "Veg"])]).contents)
            XCTAssertEqual(core.snapshot(for: 2).items, ["Fruit", "Apple", "Pear", "Veg"])
        }
    }

    func testExpandingAParentInsertsItsChildren() {
        MainActor.assumeIsolated {
            let core = DiffableDataSourceCore<Int, String>(target: NoTarget.shared)
            core.apply(produce(), to: 0)
            var outline = core.snapshot(for: 0)
            let before = core.snapshot()

            outline.expand(["Fruit"])
            core.apply(outline, to: 0)

            XCTAssertEqual(core.snapshot().itemIdentifiers, ["Fruit", "Apple", "Pear", "Veg"])
            let difference = SnapshotDifference(from: before, to: core.snapshot())
            XCTAssertEqual(difference.insertedItems, [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
            XCTAssertTrue(core.snapshot(for: 0).isExpanded("Fruit"))
        }
    }

    func testASectionWithoutAnOutlineReadsAsRootItemsAndAChangedSectionLosesItsOutline() {
        MainActor.assumeIsolated {
            let core = DiffableDataSourceCore<Int, String>(target: NoTarget.shared)
            core.apply(TestSnapshot([(1, ["a", "b"])]))
            core.apply(produce(), to: 2)

            var next = core.snapshot()
            next.appendItems(["z"], toSection: 2)
            core.apply(next)

            XCTAssertEqual(core.snapshot(for: 1).items, ["a", "b"])
            XCTAssertEqual(core.snapshot(for: 1).rootItems, ["a", "b"])
            XCTAssertEqual(core.snapshot(for: 2).items, ["Fruit", "Veg", "z"])
            XCTAssertEqual(core.snapshot(for: 9).items, [])
        }
    }
}

/// Fruit ▸ (Apple, Pear), Veg: nothing expanded.
private func produce() -> NSDiffableDataSourceSectionSnapshot<String> {
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Fruit", "Veg"])
    outline.append(["Apple", "Pear"], to: "Fruit")
    return outline
}

/// A target that ignores everything, for tests about the data alone.
@MainActor
private final class NoTarget: DiffableUpdateTarget {
    static let shared = NoTarget()

    func applyDiffableUpdate(_ difference: SnapshotDifference, animated: Bool, completion: (() -> Void)?) {
        completion?()
    }

    func reloadDataForDiffableSnapshot() {}
}
