import UIKit
import UIKitTesting
import XCTest

/// Sections whose groups scroll sideways in a row of their own inside a vertical compositional layout.
final class CompositionalLayoutOrthogonalTests: XCTestCase {
    /// A row of 150×100 groups 10 apart after a 20-point inset, scrolling as `behavior` says, over
    /// a four-column grid.
    @MainActor
    private static func rowLayout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
        -> UICollectionViewCompositionalLayout
    {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: layoutSize(.absolute(150), .absolute(100)), subitems: [item])
        let row = NSCollectionLayoutSection(group: group)
        row.orthogonalScrollingBehavior = behavior
        row.interGroupSpacing = 10
        row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        return UICollectionViewCompositionalLayout { index, _ in index == 0 ? row : gridSection(columns: 4) }
    }

    /// The scroll view holding the row's cells.
    @MainActor
    private static func rowScroller(_ collection: UICollectionView) -> UIScrollView? {
        collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView
    }

    func testGroupsFollowEachOtherAcrossInOneRow() {
        MainActor.assumeIsolated {
            let (_, window, collection, log) = compositionalWindow(
                sections: [10, 8], layout: Self.rowLayout(.continuous))

            let scroller = Self.rowScroller(collection)

            XCTAssertEqual(collection.itemFrame(2), CGRect(x: 20 + 2 * 160, y: 0, width: 150, height: 100))
            XCTAssertEqual(collection.itemFrame(0, section: 1), CGRect(x: 0, y: 100, width: 80, height: 80))
            XCTAssertEqual(collection.contentSize.height, 100 + 2 * 80)
            XCTAssertNotNil(scroller)
            XCTAssertFalse(scroller === collection)
            XCTAssertEqual(scroller?.frame, CGRect(x: 0, y: 0, width: 320, height: 100))
            XCTAssertEqual(scroller?.contentSize, CGSize(width: 20 + 10 * 150 + 9 * 10 + 20, height: 100))
            XCTAssertEqual(collection.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item), [0, 1, 2])
            withExtendedLifetime((window, log)) {}
        }
    }

    func testScrollingTheRowShowsAndReusesItsCellsAndAClickFindsTheItem() {
        MainActor.assumeIsolated {
            let (app, window, collection, log) = compositionalWindow(
                sections: [40, 8], layout: Self.rowLayout(.continuous))
            let scroller = Self.rowScroller(collection)

            for _ in 0..<10 {
                scroller?.contentOffset.x += 40
                app.runUntilIdle()
            }
            let shown = collection.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item)
            let cells = scroller?.subviews.filter { $0 is UICollectionViewCell }.count ?? 0
            app.click(at: CGPoint(x: 110, y: 50), in: window)

            XCTAssertEqual(shown, [2, 3, 4])
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minX, 500)
            XCTAssertLessThanOrEqual(cells, 5, "cells scrolled out of the row are reused")
            XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 3, section: 0)])
            XCTAssertEqual(collection.contentOffset, .zero, "the collection view itself did not scroll")
            withExtendedLifetime((window, log)) {}
        }
    }

    func testGroupPagingSettlesOneGroupOnAndAVerticalDragScrollsTheCollectionView() {
        MainActor.assumeIsolated {
            let (app, window, collection, log) = compositionalWindow(
                sections: [10, 40], layout: Self.rowLayout(.groupPaging))
            let scroller = Self.rowScroller(collection)

            app.drag(from: CGPoint(x: 300, y: 50), by: CGPoint(x: -250, y: 0), in: window)
            app.advance(by: 2)
            let paged = scroller?.contentOffset.x
            app.drag(from: CGPoint(x: 100, y: 60), by: CGPoint(x: 0, y: -80), steps: 20, in: window)
            app.advance(by: 2)

            XCTAssertEqual(paged, 160, "one group on: the next group's edge where the first's was")
            XCTAssertGreaterThan(collection.contentOffset.y, 0)
            XCTAssertEqual(scroller?.contentOffset.x, 160)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testCentredGroupPagingSettlesAGroupInTheMiddle() {
        MainActor.assumeIsolated {
            let (app, window, collection, log) = compositionalWindow(
                sections: [10, 8], layout: Self.rowLayout(.groupPagingCentered))
            let scroller = Self.rowScroller(collection)

            app.drag(from: CGPoint(x: 300, y: 50), by: CGPoint(x: -120, y: 0), in: window)
            app.advance(by: 2)

            // Group 1 spans 180...330 in the row; centred in 320 points, the row is at 95.
            XCTAssertEqual(scroller?.contentOffset.x, 95)
            withExtendedLifetime((window, log)) {}
        }
    }
}

/// Batch updates in an orthogonally scrolling section: the row's cells move within the row, and
/// items coming in start where the layout says, in the row's own coordinates.
final class CompositionalLayoutOrthogonalUpdateTests: XCTestCase {
    /// Brings items in from 50 points below their place.
    private final class RisingLayout: UICollectionViewCompositionalLayout {
        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
            attributes?.center.y += 50
            return attributes
        }
    }

    func testItemsInARowMoveAndComeInWithinTheRow() {
        MainActor.assumeIsolated {
            // A grid line of 80 points, then a row of 150×100 groups 10 apart after a 20-point inset.
            let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: layoutSize(.absolute(150), .absolute(100)), subitems: [item])
            let row = NSCollectionLayoutSection(group: group)
            row.orthogonalScrollingBehavior = .continuous
            row.interGroupSpacing = 10
            row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            let layout = RisingLayout { index, _ in index == 0 ? gridSection(columns: 4) : row }
            let (app, window, collection, log) = compositionalWindow(sections: [4, 6], layout: layout)
            let first = collection.cellForItem(at: IndexPath(item: 0, section: 1))
            XCTAssertEqual(first?.frame, CGRect(x: 20, y: 0, width: 150, height: 100), "in the row's coordinates")

            log.sections = [4, 7]
            collection.insertItems(at: [IndexPath(item: 0, section: 1)])
            let inserted = collection.cellForItem(at: IndexPath(item: 0, section: 1))
            app.advance(by: 0.15)

            let sliding = first?.layer.presentation()?.frame
            XCTAssertGreaterThan(sliding?.minX ?? 0, 20)
            XCTAssertLessThan(sliding?.minX ?? 999, 180)
            XCTAssertEqual(sliding?.minY ?? -1, 0, accuracy: 0.5, "it stays in its row")
            let rising = inserted?.layer.presentation()?.frame
            XCTAssertGreaterThan(rising?.minY ?? 0, 0, "it comes up from below its place in the row")
            XCTAssertLessThan(rising?.minY ?? 999, 50)
            app.advance(by: 0.3)
            XCTAssertEqual(first?.frame, CGRect(x: 180, y: 0, width: 150, height: 100))
            XCTAssertEqual(inserted?.frame, CGRect(x: 20, y: 0, width: 150, height: 100))
            withExtendedLifetime((window, log)) {}
        }
    }
}

/// A row's visible items handler sees the items its offset brings into view, not the whole row.
final class CompositionalLayoutOrthogonalVisibleItemsTests: XCTestCase {
    func testTheHandlerSeesTheItemsShownInTheRow() {
        MainActor.assumeIsolated {
            let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: layoutSize(.absolute(150), .absolute(100)), subitems: [item])
            let row = NSCollectionLayoutSection(group: group)
            row.orthogonalScrollingBehavior = .continuous
            row.interGroupSpacing = 10
            var seen: [[Int]] = []
            row.visibleItemsInvalidationHandler = { items, _, _ in
                seen.append(items.map(\.indexPath.item).sorted())
            }
            let layout = UICollectionViewCompositionalLayout(section: row)
            let (app, window, collection, log) = compositionalWindow(sections: [20], layout: layout)
            XCTAssertEqual(seen.last, [0, 1, 2], "the first 320 points and the margin: items 0 to 2")

            let scroller = collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView
            scroller?.contentOffset.x = 1600
            app.runUntilIdle()
            XCTAssertEqual(seen.last?.first, 9, "scrolled on, the items there")
            XCTAssertLessThan(seen.last?.count ?? 99, 5)
            withExtendedLifetime((window, log)) {}
        }
    }
}
