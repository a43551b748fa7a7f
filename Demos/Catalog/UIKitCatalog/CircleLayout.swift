import UIKit

/// A layout an app writes itself: the items of section 0 evenly spaced around a circle centred in
/// the collection view, item 0 at the top and the rest clockwise, as the hours on a clock face.
/// The circle's radius follows the bounds, so the circle is worked out again whenever they change.
/// In a batch update, inserted items grow out of the centre and deleted ones shrink into it,
/// turning transparent, while the others slide round to their new places.
final class CircleLayout: UICollectionViewLayout {
    /// The side of each (round) cell.
    let itemSide: CGFloat
    /// The circle's centre and radius, in the collection view's content, as last prepared.
    private var center = CGPoint.zero
    private var radius: CGFloat = 0
    private var count = 0
    private var contentSize = CGSize.zero
    /// The items the batch update under way inserts (after it) and deletes (before it): only those
    /// come from the centre or go to it.
    private var inserted: Set<IndexPath> = []
    private var deleted: Set<IndexPath> = []

    /// How far the cells stay inside the edges.
    private static let margin: CGFloat = 12
    /// How small an item is when it sits in the centre, coming or going.
    private static let hiddenScale: CGFloat = 0.1

    init(itemSide: CGFloat) {
        self.itemSide = itemSide
        super.init()
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        contentSize = collectionView.bounds.inset(by: collectionView.adjustedContentInset).size
        center = CGPoint(x: contentSize.width / 2, y: contentSize.height / 2)
        radius = max(min(contentSize.width, contentSize.height) / 2 - itemSide / 2 - Self.margin, 0)
        count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
    }

    /// The visible area: the circle never scrolls.
    override var collectionViewContentSize: CGSize { contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter {
            $0.frame.intersects(rect)
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section == 0, indexPath.item < count else { return nil }
        let angle = 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(count) - CGFloat.pi / 2
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = CGSize(width: itemSide, height: itemSide)
        attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return attributes
    }

    /// Every change of bounds: a new size moves the centre and the radius (and the content never
    /// scrolls, so the origin stays).
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    // MARK: - Inserting and deleting

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        inserted = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
        deleted = Set(updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate))
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        inserted = []
        deleted = []
    }

    /// An inserted item starts in the centre, small and transparent.
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard inserted.contains(itemIndexPath) else {
            return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        }
        return hiddenInCenter(itemIndexPath)
    }

    /// A deleted item ends in the centre, small and transparent.
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard deleted.contains(itemIndexPath) else {
            return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        }
        return hiddenInCenter(itemIndexPath)
    }

    private func hiddenInCenter(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = CGSize(width: itemSide, height: itemSide)
        attributes.center = center
        attributes.alpha = 0
        attributes.transform = CGAffineTransform(scaleX: Self.hiddenScale, y: Self.hiddenScale)
        return attributes
    }
}
