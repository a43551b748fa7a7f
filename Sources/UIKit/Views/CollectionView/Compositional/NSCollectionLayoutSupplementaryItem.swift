import Foundation

/// A supplementary view attached to each cell of an item (a badge): sized against the cell, placed
/// by its container anchor, shown in front of the cell (`zIndex` 1 by default). Its index path is
/// its cell's.
@preconcurrency @MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of the supplementary item held at the container anchor's point; nil holds it
    /// inside the container anchor's edges.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Which of overlapping elements is in front; 1 by default.
    public var zIndex = 1

    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Its attributes for the cell of `indexPath` at `cellFrame`.
    func attributes(for indexPath: IndexPath, cellFrame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = containerAnchor.frame(
            of: layoutSize.resolved(in: cellFrame.size), in: cellFrame, itemAnchor: itemAnchor
        )
        .inset(by: contentInsets)
        attributes.zIndex = zIndex
        return attributes
    }
}
