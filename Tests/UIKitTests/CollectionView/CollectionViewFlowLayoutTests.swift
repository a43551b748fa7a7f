import UIKit
import UIKitTesting
import XCTest

/// The flow layout's frames against hand-computed values.
final class CollectionViewFlowLayoutTests: XCTestCase {
    func testItemsWrapInLinesSpreadAcrossTheWidth() {
        MainActor.assumeIsolated {
            // 300 points inside the insets: two 100-point items a line (three need 320), spread apart.
            let (_, window, collection, log) = collectionWindow(sections: [5])
            @MainActor func frame(_ item: Int) -> CGRect? {
                collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
            }
            XCTAssertEqual(frame(0), CGRect(x: 10, y: 10, width: 100, height: 100))
            XCTAssertEqual(frame(1), CGRect(x: 210, y: 10, width: 100, height: 100))
            XCTAssertEqual(frame(2), CGRect(x: 10, y: 120, width: 100, height: 100))
            XCTAssertEqual(frame(4), CGRect(x: 110, y: 230, width: 100, height: 100), "a lone item is centred")
            XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 340))
            withExtendedLifetime((window, log)) {}
        }
    }

    /// One size for every item is placed by arithmetic, sizes of their own line by line: both give
    /// the same frames, and the items in a rect are those whose lines reach into it.
    func testOneSizeForAllPlacesItemsAsSizesOfTheirOwnDo() {
        MainActor.assumeIsolated {
            let (_, window, uniform, log) = collectionWindow(sections: [101])
            let (_, otherWindow, varied, otherLog) = collectionWindow(sections: [101]) { _, _, log in
                log.sizes[IndexPath(item: 100, section: 0)] = CGSize(width: 100, height: 99)
            }
            @MainActor func frame(_ collection: UICollectionView, _ item: Int) -> CGRect? {
                collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
            }
            for item in 0..<100 { XCTAssertEqual(frame(uniform, item), frame(varied, item), "item \(item)") }
            XCTAssertEqual(frame(uniform, 100), CGRect(x: 110, y: 5510, width: 100, height: 100))
            XCTAssertEqual(frame(varied, 100), CGRect(x: 110, y: 5510, width: 100, height: 99))
            for rect in [
                CGRect(x: 0, y: 0, width: 320, height: 400), CGRect(x: 0, y: 215, width: 320, height: 10),
                CGRect(x: 0, y: 110, width: 320, height: 10), CGRect(x: 0, y: 5400, width: 320, height: 400),
                CGRect(x: 0, y: 9000, width: 320, height: 10),
            ] {
                for collection in [uniform, varied] {
                    let found = (collection.collectionViewLayout.layoutAttributesForElements(in: rect) ?? [])
                        .map(\.indexPath.item).sorted()
                    let reaching = (0..<101).filter { item in
                        let line = frame(collection, item)!
                        return line.maxY > rect.minY && line.minY < rect.maxY
                    }
                    XCTAssertEqual(found, reaching, "\(rect)")
                }
            }
            withExtendedLifetime((window, otherWindow, log, otherLog)) {}
        }
    }

    func testDelegateSizesHeadersAndHorizontalScrolling() {
        MainActor.assumeIsolated {
            let (_, window, collection, log) = collectionWindow(sections: [3, 2]) { _, layout, log in
                layout.headerReferenceSize = CGSize(width: 0, height: 30)
                layout.minimumInteritemSpacing = 20
                log.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 100, height: 60)
            }
            let header = collection.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
            // Section 0: header 30, inset 10, a line of items 0 and 1 (100 high), 10, item 2, inset 10.
            XCTAssertEqual(
                collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                CGRect(x: 210, y: 60, width: 100, height: 60), "centred in its line")
            XCTAssertEqual(header?.frame, CGRect(x: 0, y: 30 + 10 + 100 + 10 + 100 + 10, width: 320, height: 30))
            guard let layout = collection.collectionViewLayout as? UICollectionViewFlowLayout else { return }
            layout.scrollDirection = .horizontal
            layout.headerReferenceSize = .zero
            collection.layoutIfNeeded()
            // 380 points high inside the insets: three items a column.
            XCTAssertEqual(
                collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.origin,
                CGPoint(x: 10, y: 290))
            XCTAssertEqual(
                collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.origin.x,
                10 + 100 + 10 + 10)
            withExtendedLifetime((window, log)) {}
        }
    }
}

/// Cells exist only for what shows, and are reused as they scroll out.
final class CollectionViewReuseTests: XCTestCase {
    func testOnlyVisibleItemsHaveCellsAndScrolledOutCellsAreReused() {
        MainActor.assumeIsolated {
            CountingCollectionCell.made = 0
            let (app, window, collection, log) = collectionWindow(sections: [1000])
            // 400 points and a 44-point margin either side: lines at 10, 120, 230, 340 (and 450 < 444? no).
            XCTAssertEqual(collection.indexPathsForVisibleItems.count, 8)
            let made = CountingCollectionCell.made
            for _ in 0..<50 {
                collection.contentOffset.y += 37
                app.runUntilIdle()
            }
            XCTAssertLessThanOrEqual(CountingCollectionCell.made, made + 4, "cells scrolled out are reused")
            XCTAssertLessThanOrEqual(
                collection.subviews.filter { $0 is UICollectionViewCell && !$0.isHidden }.count, 10)
            let first = collection.indexPathsForVisibleItems.first?.item ?? 0
            XCTAssertGreaterThan(first, 20)
            XCTAssertEqual(
                collection.cellForItem(at: IndexPath(item: first, section: 0))?.frame,
                collection.layoutAttributesForItem(at: IndexPath(item: first, section: 0))?.frame)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testAClickSelectsInIOSsOrderAndHeadersShow() {
        MainActor.assumeIsolated {
            let (app, window, collection, log) = collectionWindow(sections: [10]) { _, layout, _ in
                layout.headerReferenceSize = CGSize(width: 0, height: 40)
            }
            XCTAssertEqual(
                collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count, 1)
            app.click(at: CGPoint(x: 260, y: 100), in: window)
            XCTAssertEqual(
                log.calls,
                [
                    "shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "shouldSelect 1", "didSelect 1",
                    "primary 1",
                ])
            XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected, true)
            log.calls = []
            app.click(at: CGPoint(x: 60, y: 210), in: window)
            XCTAssertEqual(log.calls.suffix(4), ["shouldSelect 2", "didDeselect 1", "didSelect 2", "primary 2"])
            withExtendedLifetime((window, log)) {}
        }
    }
}

/// A collection view, its layout and its cells are released once it leaves its window.
final class CollectionViewReleaseTests: XCTestCase {
    func testACollectionViewAndItsLayoutAreReleasedAfterScrollingAndClicks() {
        MainActor.assumeIsolated {
            weak var released: UICollectionView?
            weak var releasedLayout: UICollectionViewLayout?
            weak var releasedCell: UICollectionViewCell?
            do {
                let (app, window, collection, log) = collectionWindow(sections: [200])
                released = collection
                releasedLayout = collection.collectionViewLayout
                releasedCell = collection.visibleCells.first
                app.drag(from: CGPoint(x: 100, y: 350), by: CGPoint(x: 0, y: -200), in: window)
                app.advance(by: 2)
                app.click(at: CGPoint(x: 60, y: 60), in: window)
                collection.removeFromSuperview()
                window.isHidden = true
                app.runUntilIdle()
                withExtendedLifetime(log) {}
            }
            XCTAssertNil(released)
            XCTAssertNil(releasedLayout)
            XCTAssertNil(releasedCell)
        }
    }
}

/// Pinned headers stay at the top while their section scrolls under them.
final class CollectionViewPinnedHeaderTests: XCTestCase {
    func testAPinnedHeaderStaysAtTheTopUntilItsSectionEnds() {
        MainActor.assumeIsolated {
            let (app, window, collection, log) = collectionWindow(sections: [10, 10]) { _, layout, _ in
                layout.headerReferenceSize = CGSize(width: 0, height: 40)
                layout.sectionHeadersPinToVisibleBounds = true
            }
            let kind = UICollectionView.elementKindSectionHeader
            @MainActor func header(_ section: Int) -> UICollectionReusableView? {
                collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
            }
            // Section 0: header 40, inset 10, five lines of 100 with 10 between, inset 10: 600 long.
            collection.contentOffset.y = 200
            app.runUntilIdle()
            XCTAssertEqual(header(0)?.frame.minY, 200, "stuck under the top edge")
            XCTAssertGreaterThan(header(0)?.layer.zPosition ?? 0, 0, "in front of the items")
            collection.contentOffset.y = 580
            app.runUntilIdle()
            XCTAssertEqual(header(0)?.frame.minY, 560, "pushed up by its section's end")
            XCTAssertEqual(header(1)?.frame.minY, 600)
            collection.contentOffset.y = 0
            app.runUntilIdle()
            XCTAssertEqual(header(0)?.frame.minY, 0, "in its place")
            withExtendedLifetime((window, log)) {}
        }
    }
}
