import Foundation

/// A header or footer of a section (or of the whole layout, in the configuration): placed at the
/// edge its `alignment` names, taking room before or after the section's items unless
/// `extendsBoundary` is false, and pinned in the visible bounds while its section shows when
/// `pinToVisibleBounds` is set. Its index path is item 0 of its section.
@preconcurrency @MainActor
public class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    /// Moves the item from where its alignment puts it.
    public let offset: CGPoint
    /// Whether the item takes room in its section rather than lying over its content; true by default.
    public var extendsBoundary = true
    /// Whether the item stays in the visible bounds while its section shows; false by default.
    public var pinToVisibleBounds = false

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: .top),
            itemAnchor: nil)
        zIndex = 0
    }

    /// Whether the item goes after the section's items along `axis` (a footer).
    func isTrailing(along axis: LayoutAxis) -> Bool {
        axis.vertical
            ? [.bottom, .bottomLeading, .bottomTrailing].contains(alignment)
            : [.trailing, .topTrailing, .bottomTrailing].contains(alignment)
    }
}
