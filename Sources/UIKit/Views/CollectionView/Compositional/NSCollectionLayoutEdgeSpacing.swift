import Foundation

/// Room outside an item's slot on each edge, which moves the item and its followers within its
/// group (unlike content insets, which shrink the item inside its slot). A flexible edge spacing
/// takes its least amount here.
public final class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying, Sendable {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
