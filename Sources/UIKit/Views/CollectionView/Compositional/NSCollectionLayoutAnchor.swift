import Foundation

/// Where a supplementary item is attached to its item: inside the corner or edge the `edges` name
/// (centred along any axis they leave out), moved by an offset in points or in fractions of the
/// supplementary item's own size (a badge half out of the top-trailing corner is
/// `fractionalOffset: CGPoint(x: 0.5, y: -0.5)`).
public final class NSCollectionLayoutAnchor: NSObject, NSCopying, Sendable {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
    }

    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
    }

    /// The frame of something of `size` anchored to `container`.
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2
        var y = container.midY - size.height / 2
        if edges.contains(.leading) {
            x = container.minX
        } else if edges.contains(.trailing) {
            x = container.maxX - size.width
        }
        if edges.contains(.top) {
            y = container.minY
        } else if edges.contains(.bottom) {
            y = container.maxY - size.height
        }
        let moved = isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
        return CGRect(x: x + moved.x, y: y + moved.y, width: size.width, height: size.height)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
