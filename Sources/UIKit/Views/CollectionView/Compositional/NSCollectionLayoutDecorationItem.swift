import Foundation

/// A view behind a section: `background(elementKind:)` covers the section, headers and footers
/// included, inset by its `contentInsets`. Its view class is registered on the layout with
/// `register(_:forDecorationViewOfKind:)`; its index path is item 0 of its section.
@preconcurrency @MainActor
public class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Which of overlapping elements is in front; 0 by default, which puts a background one step
    /// behind the cells (backgrounds are placed at `zIndex - 1`).
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A background for the section it is added to.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    /// Its attributes for section `section` whose frame is `sectionFrame`.
    func attributes(section: Int, sectionFrame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: elementKind, with: IndexPath(item: 0, section: section))
        attributes.frame = sectionFrame.inset(by: contentInsets)
        attributes.zIndex = zIndex - 1
        return attributes
    }
}
