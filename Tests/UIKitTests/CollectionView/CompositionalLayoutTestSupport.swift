import UIKit
import UIKitTesting
import XCTest

/// A background view for the decoration tests.
final class SectionBackgroundView: UICollectionReusableView {}

/// `collectionWindow` (320×400, `CollectionLog` as data source) with `layout` in place of the flow
/// layout, and "header", "footer" and "badge" supplementary views registered.
@MainActor
func compositionalWindow(sections: [Int], layout: UICollectionViewCompositionalLayout)
    -> (HeadlessApp, UIWindow, UICollectionView, CollectionLog)
{
    collectionWindow(sections: sections) { collection, _, _ in
        for kind in ["header", "footer", "badge"] {
            collection.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        collection.collectionViewLayout = layout
    }
}

/// A size of two dimensions.
@MainActor
func layoutSize(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// A section of rows of `columns` square items across the width.
@MainActor
func gridSection(columns: Int) -> NSCollectionLayoutSection {
    let fraction = 1 / CGFloat(columns)
    let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(fraction), .fractionalWidth(fraction)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: layoutSize(.fractionalWidth(1), .fractionalWidth(fraction)), subitems: [item])
    return NSCollectionLayoutSection(group: group)
}

extension UICollectionView {
    /// The frame the layout gives the item at `item` in `section`.
    func itemFrame(_ item: Int, section: Int = 0) -> CGRect? {
        layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}
