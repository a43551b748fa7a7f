/// An immutable graphics path: subpaths of lines and quadratic and cubic Bézier curves.
///
/// The elements are plain Swift values, so a path does not depend on any context and can cross
/// threads. `CGMutablePath` is the mutable subclass, as on iOS: a path that is still being mutated
/// must not be shared between threads; `copy()` gives an immutable snapshot that can.
public class CGPath: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The path's elements; only `CGMutablePath` changes them, and always starts a subpath with `.move`.
    package internal(set) var elements: [PathElement]

    package init(elements: [PathElement]) {
        self.elements = elements
    }

    /// A closed rectangle, transformed by `transform` when it is not nil.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(rect: rect, transform: transform?.pointee ?? .identity)
    }

    /// A closed rectangle, transformed by `transform`.
    public convenience init(rect: CGRect, transform: CGAffineTransform) {
        self.init(elements: PathElement.rect(rect).map { $0.applying(transform) })
    }

    /// A closed ellipse inscribed in `rect`, transformed by `transform` when it is not nil.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(ellipseIn: rect, transform: transform?.pointee ?? .identity)
    }

    /// A closed ellipse inscribed in `rect`, transformed by `transform`.
    public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform) {
        self.init(elements: PathElement.ellipse(in: rect).map { $0.applying(transform) })
    }

    /// A closed rounded rectangle; traps unless `0 <= 2 * cornerWidth <= rect.width` and likewise
    /// for the height, as Core Graphics does.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(
            roundedRect: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
    }

    /// A closed rounded rectangle transformed by `transform`; same corner rules as the pointer form.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform
    ) {
        CGPath.checkCorners(of: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        self.init(
            elements: PathElement.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
                .map { $0.applying(transform) })
    }

    package static func checkCorners(of rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        let r = rect.standardized
        preconditionAlways(
            cornerWidth >= 0 && 2 * cornerWidth <= r.width,
            "addRoundedRect: corner width \(cornerWidth) must be in 0...\(r.width / 2)")
        preconditionAlways(
            cornerHeight >= 0 && 2 * cornerHeight <= r.height,
            "addRoundedRect: corner height \(cornerHeight) must be in 0...\(r.height / 2)")
    }

    /// True when the path has no elements at all (a lone move-to makes it non-empty).
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next segment would start: the last end point, or the start of the last subpath
    /// after a close; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        guard let last = elements.last else { return .zero }
        if let end = last.endPoint { return end }
        return subpathStart ?? .zero
    }

    /// The first point of the last subpath.
    package var subpathStart: CGPoint? {
        for element in elements.reversed() {
            if case .move(let p) = element { return p }
        }
        return nil
    }

    /// An immutable copy (the path itself when it already is immutable).
    public func copy() -> CGPath? {
        type(of: self) == CGPath.self ? self : CGPath(elements: elements)
    }

    /// An immutable copy with every point transformed, or an untransformed copy when `transform` is nil.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(elements: elements)
    }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let t = transform?.pointee ?? .identity
        return CGMutablePath(elements: elements.map { $0.applying(t) })
    }

    /// Calls `block` once per element in order; the element's points are valid only during the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        for element in elements {
            let type: CGPathElementType
            var points: [CGPoint]
            switch element {
            case .move(let p): (type, points) = (.moveToPoint, [p])
            case .line(let p): (type, points) = (.addLineToPoint, [p])
            case .quadCurve(let p, let c): (type, points) = (.addQuadCurveToPoint, [c, p])
            case .curve(let p, let c1, let c2): (type, points) = (.addCurveToPoint, [c1, c2, p])
            case .close: (type, points) = (.closeSubpath, [.zero])
            }
            points.withUnsafeMutableBufferPointer { buffer in
                var pathElement = CGPathElement(type: type, points: buffer.baseAddress!)
                withUnsafePointer(to: &pathElement) { block($0) }
            }
        }
    }

    /// Calls `function` with `info` once per element in order, as `applyWithBlock(_:)` calls its block.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// Two paths are equal when they have the same elements with the same points.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.elements == rhs.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }

    public var description: String {
        let parts = elements.map { element -> String in
            let points = element.points.map { "(\($0.x), \($0.y))" }.joined(separator: " ")
            switch element {
            case .move: return "moveto \(points)"
            case .line: return "lineto \(points)"
            case .quadCurve: return "quadcurveto \(points)"
            case .curve: return "curveto \(points)"
            case .close: return "closepath"
            }
        }
        return "CGPath(\(parts.joined(separator: "; ")))"
    }
}
