import Foundation

/// Called at each layout with the section's elements near the visible rect, which it may change
/// (alpha, transform, z-index…), the collection view's content offset, and the environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// One section of a compositional layout: its group repeated along the scrolling axis
/// `interGroupSpacing` apart until every item has a cell, inside `contentInsets`, with headers and
/// footers (`boundarySupplementaryItems`) and backgrounds (`decorationItems`).
@preconcurrency @MainActor
public class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    /// Room around the groups; the groups' fractional sizes are of what is left.
    public var contentInsets = NSDirectionalEdgeInsets.zero
    public var interGroupSpacing: CGFloat = 0
    /// Whether the groups scroll across the layout's scrolling axis in a row of their own.
    public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset across the section as its groups are; true by default.
    public var supplementariesFollowContentInsets = true
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// The list look of a section made by `list(using:layoutEnvironment:)`, which its list cells
    /// take theirs from.
    var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}
