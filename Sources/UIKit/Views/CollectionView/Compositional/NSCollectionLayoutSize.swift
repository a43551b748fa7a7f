import Foundation

/// The width and height of a compositional layout element, each a dimension
/// (`NSCollectionLayoutDimension`) worked out against the element's container.
public final class NSCollectionLayoutSize: NSObject, NSCopying, Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)
    {
        widthDimension = width
        heightDimension = height
    }

    /// The size in points in a container of `container` size.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutSize else { return false }
        return widthDimension.isEqual(other.widthDimension) && heightDimension.isEqual(other.heightDimension)
    }

    public override var hash: Int { widthDimension.hash &* 31 &+ heightDimension.hash }
}
