import Foundation

/// One side of a compositional layout element's size: a fraction of its container's width or
/// height, a number of points, or an estimate.
///
/// The container is the group holding the element (its size inside its content insets), or for a
/// section's group and its boundary supplementary items the section's room: the collection view's
/// content size inside the section's content insets. Casement does not size cells to fit, so an
/// estimated dimension is used as it is given (see the README's porting table).
public final class NSCollectionLayoutDimension: NSObject, NSCopying, Sendable {
    private enum Kind {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    private let kind: Kind
    /// The fraction or the number of points, as the dimension was made with.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// `fractionalWidth` times the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }

    /// `fractionalHeight` times the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }

    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }

    /// A size the content would settle; used as given.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    /// The largest size among siblings on iOS; used as the estimate here, as for `estimated(_:)`.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.uniformAcrossSiblings, estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The length in points in a container of `container` size.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return container.width * dimension
        case .fractionalHeight: return container.height * dimension
        case .absolute, .estimated, .uniformAcrossSiblings: return dimension
        }
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutDimension else { return false }
        return kind == other.kind && dimension == other.dimension
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(kind)
        hasher.combine(dimension)
        return hasher.finalize()
    }
}
