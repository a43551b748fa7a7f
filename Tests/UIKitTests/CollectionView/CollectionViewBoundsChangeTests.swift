import UIKit
import UIKitTesting
import XCTest

/// A layout written as apps write them: one 50-point item at the centre of the bounds, invalidated
/// when the bounds' size differs from the collection view's (its bounds before the change).
@MainActor
private final class CentredItemLayout: UICollectionViewLayout {
    var preparations = 0
    /// The collection view's bounds and the new bounds, each time the layout was asked.
    var asked: [(old: CGRect, new: CGRect)] = []
    private var center = CGPoint.zero

    override func prepare() {
        super.prepare()
        preparations += 1
        let size = collectionView?.bounds.size ?? .zero
        center = CGPoint(x: size.width / 2, y: size.height / 2)
    }

    override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        [layoutAttributesForItem(at: IndexPath(item: 0, section: 0))].compactMap { $0 }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = CGSize(width: 50, height: 50)
        attributes.center = center
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let old = collectionView?.bounds ?? .null
        asked.append((old, newBounds))
        return newBounds.size != old.size
    }
}

/// When a collection view asks its layout about a change of bounds.
final class CollectionViewBoundsChangeTests: XCTestCase {
    /// iOS asks before the change, so a layout comparing the new bounds with the collection view's
    /// sees the old ones there and is prepared again for a new size.
    func testTheLayoutIsAskedBeforeTheBoundsChange() {
        MainActor.assumeIsolated {
            let layout = CentredItemLayout()
            let (app, window, collection, log) = collectionWindow(sections: [1]) { collection, _, _ in
                collection.collectionViewLayout = layout
            }
            let preparations = layout.preparations

            collection.frame.size.width = 200
            app.runUntilIdle()

            XCTAssertEqual(layout.asked.first?.old.size, CGSize(width: 320, height: 400))
            XCTAssertEqual(layout.asked.first?.new.size, CGSize(width: 200, height: 400))
            XCTAssertEqual(layout.preparations, preparations + 1)
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.center, CGPoint(x: 100, y: 200))
            withExtendedLifetime((window, log)) {}
        }
    }
}
