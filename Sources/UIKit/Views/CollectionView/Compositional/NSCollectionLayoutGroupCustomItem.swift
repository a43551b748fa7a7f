import Foundation

/// The frame (relative to its group) and z-index of one cell of a custom group.
public final class NSCollectionLayoutGroupCustomItem: NSObject, NSCopying, Sendable {
    public let frame: CGRect
    public let zIndex: Int

    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
