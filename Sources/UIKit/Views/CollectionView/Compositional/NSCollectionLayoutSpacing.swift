import Foundation

/// Room between items of a group or around an item: a fixed number of points, or a flexible
/// amount of at least that many that grows to share out the room left over.
public final class NSCollectionLayoutSpacing: NSObject, NSCopying, Sendable {
    /// The points, or the least points of a flexible spacing.
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
    }

    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSCollectionLayoutSpacing else { return false }
        return spacing == other.spacing && isFlexibleSpacing == other.isFlexibleSpacing
    }

    public override var hash: Int { spacing.hashValue &+ (isFlexibleSpacing ? 1 : 0) }
}
