/// One segment of a path as Casement stores it: plain Swift values, independent of cairo.
///
/// Paths built by `CGMutablePath` keep the invariant that every subpath starts with `.move`, so a
/// consumer can walk the elements without tracking implicit subpath starts.
package enum PathElement: Sendable, Equatable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close

    /// The point the element ends at; nil for `.close`.
    package var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
        case .close: nil
        }
    }

    /// Every point the element names, control points included.
    package var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [c, p]
        case .curve(let p, let c1, let c2): [c1, c2, p]
        case .close: []
        }
    }

    package func applying(_ t: CGAffineTransform) -> PathElement {
        if t.isIdentity { return self }
        switch self {
        case .move(let p): return .move(to: p.applying(t))
        case .line(let p): return .line(to: p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2):
            return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .close: return .close
        }
    }
}

extension PathElement: Hashable {
    package func hash(into hasher: inout Hasher) {
        switch self {
        case .move: hasher.combine(0)
        case .line: hasher.combine(1)
        case .quadCurve: hasher.combine(2)
        case .curve: hasher.combine(3)
        case .close: hasher.combine(4)
        }
        for p in points {
            hasher.combine(p.x)
            hasher.combine(p.y)
        }
    }
}
