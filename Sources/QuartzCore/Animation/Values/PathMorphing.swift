import CoreGraphics

/// Point-by-point arithmetic on two paths with the same elements (the same moves, lines, curves and
/// closes in the same order), which is how Core Animation morphs a shape layer's `path`.
enum PathMorphing {
    /// A path of the same elements whose points are `f` of the two paths' points; nil when the
    /// paths' elements differ.
    static func combine(_ a: CGPath, _ b: CGPath, _ f: (CGPoint, CGPoint) -> CGPoint) -> CGPath? {
        guard a.elements.count == b.elements.count else { return nil }
        var elements: [PathElement] = []
        elements.reserveCapacity(a.elements.count)
        for (x, y) in zip(a.elements, b.elements) {
            guard let element = combine(x, y, f) else { return nil }
            elements.append(element)
        }
        return CGPath(elements: elements)
    }

    private static func combine(
        _ a: PathElement, _ b: PathElement, _ f: (CGPoint, CGPoint) -> CGPoint
    ) -> PathElement? {
        switch (a, b) {
        case let (.move(p), .move(q)): .move(to: f(p, q))
        case let (.line(p), .line(q)): .line(to: f(p, q))
        case let (.quadCurve(p, c), .quadCurve(q, d)): .quadCurve(to: f(p, q), control: f(c, d))
        case let (.curve(p, c1, c2), .curve(q, d1, d2)): .curve(to: f(p, q), control1: f(c1, d1), control2: f(c2, d2))
        case (.close, .close): .close
        default: nil
        }
    }

    /// The Euclidean length of all point differences together; nil when the elements differ.
    static func distance(_ a: CGPath, _ b: CGPath) -> Double? {
        var total = 0.0
        let combined = combine(a, b) { p, q in
            total += Double((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y))
            return p
        }
        return combined == nil ? nil : total.squareRoot()
    }
}
