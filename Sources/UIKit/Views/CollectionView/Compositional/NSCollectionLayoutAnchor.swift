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

    /// The frame of something of `size` anchored to `container`: inside the edges, or, with an
    /// `itemAnchor`, with the point that one names on it at the point this one names on `container`.
    func frame(of size: CGSize, in container: CGRect, itemAnchor: NSCollectionLayoutAnchor?) -> CGRect {
        let own = CGRect(origin: .zero, size: size)
        let target = point(in: container, movedBySize: size)
        let held = itemAnchor?.point(in: own, movedBySize: size) ?? edgePoint(of: own)
        return CGRect(x: target.x - held.x, y: target.y - held.y, width: size.width, height: size.height)
    }

    /// The point of `rect` the edges name (its centre along an axis they leave out).
    private func edgePoint(of rect: CGRect) -> CGPoint {
        let x = edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
        let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
        return CGPoint(x: x, y: y)
    }

    /// The point of `rect` the edges name, moved by the offset (fractions of `size`).
    private func point(in rect: CGRect, movedBySize size: CGSize) -> CGPoint {
        let point = edgePoint(of: rect)
        let moved = isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
        return CGPoint(x: point.x + moved.x, y: point.y + moved.y)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
