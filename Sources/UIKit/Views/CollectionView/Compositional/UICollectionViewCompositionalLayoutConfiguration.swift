import Foundation

/// What a compositional layout's sections share: the scrolling direction, the room between
/// sections, and headers and footers of the whole layout (index path item 0 of section 0).
/// The layout keeps a copy: change one and assign it back to `configuration`.
@preconcurrency @MainActor
public class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
    /// Vertical by default.
    public var scrollDirection = UICollectionView.ScrollDirection.vertical
    public var interSectionSpacing: CGFloat = 0
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public override init() {
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        return copy
    }
}

extension UICollectionView {
    /// The direction a layout scrolls in (the flow layout's type, under UIKit's name for it).
    public typealias ScrollDirection = UICollectionViewFlowLayout.ScrollDirection
}
