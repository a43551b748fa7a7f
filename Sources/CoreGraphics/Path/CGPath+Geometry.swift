extension CGPath {
    /// The smallest rectangle containing every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        Self.bounds(of: elements.flatMap(\.points))
    }

    /// The smallest rectangle containing the path as drawn (curve extrema, not control points);
    /// `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                points.append(p)
            case .quadCurve(let p, let c):
                points.append(p)
                for t in Self.extrema(current.x, c.x, p.x) + Self.extrema(current.y, c.y, p.y) {
                    points.append(Self.quadPoint(current, c, p, t))
                }
            case .curve(let p, let c1, let c2):
                points.append(p)
                for t in Self.extrema(current.x, c1.x, c2.x, p.x) + Self.extrema(current.y, c1.y, c2.y, p.y) {
                    points.append(Self.cubicPoint(current, c1, c2, p, t))
                }
            case .close:
                break
            }
            if let end = element.endPoint { current = end }
        }
        return Self.bounds(of: points)
    }

    /// Whether `point` (first transformed by `transform`) is inside the filled path under `rule`.
    /// Open subpaths count as closed, as when filling; curves are flattened to within 0.01 units.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding,
        transform: CGAffineTransform = .identity
    ) -> Bool {
        let p = point.applying(transform)
        var winding = 0
        for subpath in flattenedSubpaths(tolerance: 0.01) {
            guard var previous = subpath.points.last else { continue }
            for vertex in subpath.points {
                winding += Self.crossing(from: previous, to: vertex, at: p)
                previous = vertex
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// +1 or -1 when the edge crosses the horizontal ray to the right of `p` upwards or downwards.
    private static func crossing(from a: CGPoint, to b: CGPoint, at p: CGPoint) -> Int {
        func side() -> CGFloat { (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) }
        if a.y <= p.y {
            if b.y > p.y, side() > 0 { return 1 }
        } else if b.y <= p.y, side() < 0 {
            return -1
        }
        return 0
    }

    private static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points.dropFirst() {
            (minX, minY) = (min(minX, p.x), min(minY, p.y))
            (maxX, maxY) = (max(maxX, p.x), max(maxY, p.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
            y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    private static func cubicPoint(
        _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint,
        _ t: CGFloat
    ) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Parameters in (0, 1) where a quadratic coordinate has zero derivative.
    private static func extrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic coordinate has zero derivative.
    private static func extrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // The derivative divided by 3 is qa t² + qb t + qc.
        let qa = -a + 3 * b - 3 * c + d
        let qb = 2 * (a - 2 * b + c)
        let qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if qb != 0 { roots.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let s = discriminant.squareRoot()
                roots += [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
