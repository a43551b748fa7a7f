/// The kind of one element of a path, as `CGPath.applyWithBlock(_:)` reports it.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path: its type and its points (end point last; none for `closeSubpath`).
///
/// `points` is only valid inside the block passed to `CGPath.applyWithBlock(_:)`.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The function `CGPath.apply(info:function:)` calls for each element, with the caller's `info`. Apple declares
/// it `@convention(c)`; here `CGPathElement` is a Swift struct, so it is a plain Swift function type.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
