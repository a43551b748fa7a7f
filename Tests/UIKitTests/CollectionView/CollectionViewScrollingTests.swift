import UIKit
import UIKitTesting
import XCTest

/// A layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` decides where a
/// flung collection view comes to rest.
final class CollectionViewTargetOffsetTests: XCTestCase {
    /// Rests only on the start of a line of items (110 points apart).
    private final class LineSnappingLayout: UICollectionViewFlowLayout {
        override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 110).rounded() * 110)
        }
    }

    func testAFlungCollectionViewComesToRestWhereItsLayoutSays() {
        MainActor.assumeIsolated {
            let layout = LineSnappingLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            let (app, window, collection, log) = collectionWindow(sections: [200]) { collection, _, _ in
                collection.collectionViewLayout = layout
            }
            app.pointerDown(at: CGPoint(x: 160, y: 300), in: window)
            for step in 1...6 {
                app.advance(by: 0.01)
                app.pointerMove(to: CGPoint(x: 160, y: 300 - CGFloat(step) * 25), in: window)
            }
            app.pointerUp(at: CGPoint(x: 160, y: 150), in: window)
            app.advance(by: 4)

            XCTAssertGreaterThan(collection.contentOffset.y, 300, "it decelerated past the release")
            XCTAssertEqual(collection.contentOffset.y.truncatingRemainder(dividingBy: 110), 0, accuracy: 0.5)
            withExtendedLifetime((window, log)) {}
        }
    }
}

/// Prefetching: items within a screen past the visible rect are offered ahead, nearest first, once;
/// those left behind unseen are cancelled.
final class CollectionViewPrefetchingTests: XCTestCase {
    @MainActor
    private final class Prefetcher: NSObject, UICollectionViewDataSourcePrefetching {
        var offered: [IndexPath] = []
        var cancelled: [IndexPath] = []

        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            offered += indexPaths
        }

        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            cancelled += indexPaths
        }
    }

    func testItemsAheadAreOfferedOnceNearestFirstAndThoseLeftBehindCancelled() {
        MainActor.assumeIsolated {
            let prefetcher = Prefetcher()
            let (app, window, collection, log) = collectionWindow(sections: [400]) { collection, _, _ in
                collection.prefetchDataSource = prefetcher
            }
            // Two columns of 110-point lines: 400 points show lines 0…3 (items 0…7).
            let visible = Set(collection.indexPathsForVisibleItems.map(\.item))
            XCTAssertFalse(prefetcher.offered.isEmpty)
            XCTAssertTrue(Set(prefetcher.offered.map(\.item)).isDisjoint(with: visible), "shown items are not offered")
            XCTAssertLessThan(prefetcher.offered.first?.item ?? 99, prefetcher.offered.last?.item ?? 0, "nearest first")
            let before = prefetcher.offered.count

            collection.contentOffset.y = 5000
            app.runUntilIdle()
            XCTAssertGreaterThan(prefetcher.offered.count, before)
            XCTAssertFalse(prefetcher.cancelled.isEmpty, "items offered near the top, never shown, are cancelled")
            XCTAssertEqual(Set(prefetcher.offered).count, prefetcher.offered.count, "each offered once")
            withExtendedLifetime((window, log, prefetcher)) {}
        }
    }
}
