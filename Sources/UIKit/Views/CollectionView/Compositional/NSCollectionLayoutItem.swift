import Foundation

/// The smallest piece of a compositional layout: the slot of one cell, sized against the group
/// holding it. Its `contentInsets` shrink the cell inside the slot; its `edgeSpacing` moves the
/// slot within the group; its supplementary items (badges) are attached to each cell it places.
@preconcurrency @MainActor
public class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Room taken off the slot's edges; zero by default.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// Room outside the slot; nil (none) by default.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}

extension CGRect {
    /// The rect with `insets` taken off its edges (left to right).
    func inset(by insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top, width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }
}
