/// Builds the outline of a stroke: polygons whose nonzero-winding fill covers exactly what stroking
/// the polyline with the same width, caps, joins and miter limit paints.
///
/// The stroke of a polyline is the union of one rectangle per segment, a wedge per join and a cap
/// per open end. Each of those pieces, traced with the same orientation, winds +1 around its
/// inside; the pieces' boundaries are concatenated into few contours, the edges shared by
/// neighbouring pieces cancelling out. So every covered point has a positive winding number and
/// every uncovered point zero, however the pieces overlap. Concretely an open subpath becomes one
/// contour (its left offset side forwards, the end cap, the left side of the reversed polyline,
/// the start cap) and a closed subpath two (the left sides of the polyline and of its reverse). On
/// the inside of a turn a side cuts across where the offset edges cross, or passes through the
/// vertex itself when they do not cross within the segments: either way it stays a sum of pieces
/// and never cuts off anything the stroke covers.
package struct PathStroker {
    package var halfWidth: CGFloat
    package var lineCap: CGLineCap
    package var lineJoin: CGLineJoin
    package var miterLimit: CGFloat
    /// How far a round join's or cap's chords may fall inside the true arc.
    package var tolerance: CGFloat

    package init(
        lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat, tolerance: CGFloat
    ) {
        halfWidth = lineWidth / 2
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.tolerance = tolerance
    }

    /// The outline contours of one subpath's stroke; each is an implicitly closed polygon.
    package func outline(of subpath: FlattenedSubpath) -> [[CGPoint]] {
        guard halfWidth > 0, subpath.hasSegments else { return [] }
        let points = subpath.points
        guard points.count > 1 else { return dot(at: points[0]).map { [$0] } ?? [] }
        let reversedPoints = Array(points.reversed())
        let reversedCorners = Array(subpath.isCorner.reversed())
        if subpath.isClosed {
            return [
                side(of: points, corners: subpath.isCorner, closed: true),
                side(of: reversedPoints, corners: reversedCorners, closed: true),
            ]
        }
        var contour = side(of: points, corners: subpath.isCorner, closed: false)
        appendCap(
            at: points[points.count - 1], direction: direction(points[points.count - 2], points.last!), to: &contour)
        contour += side(of: reversedPoints, corners: reversedCorners, closed: false)
        appendCap(at: points[0], direction: direction(points[1], points[0]), to: &contour)
        return [contour]
    }

    /// The left offset of the polyline at half the width, with joins at its interior vertices
    /// (and, when closed, at the first vertex): the outer side of a turn gets the join's shape.
    private func side(of points: [CGPoint], corners: [Bool], closed: Bool) -> [CGPoint] {
        let count = closed ? points.count : points.count - 1
        let ends = (0..<count).map { (points[$0], points[($0 + 1) % points.count]) }
        let lengths = ends.map { hypot($0.1.x - $0.0.x, $0.1.y - $0.0.y) }
        let directions = zip(ends, lengths).map { CGPoint(x: ($0.1.x - $0.0.x) / $1, y: ($0.1.y - $0.0.y) / $1) }
        var result: [CGPoint] = closed ? [] : [offset(points[0], directions[0])]
        for i in 0..<count {
            let vertex = (i + 1) % points.count
            guard closed || i + 1 < count else {
                result.append(offset(points[vertex], directions[i]))
                break
            }
            let next = (i + 1) % count
            let join: CGLineJoin = corners[vertex] ? lineJoin : .round
            appendJoin(
                join, at: points[vertex], from: directions[i], to: directions[next],
                shortestLeg: min(lengths[i], lengths[next]), to: &result)
        }
        return result
    }

    /// Appends the join at `vertex` between a segment arriving along `a` and one leaving along `b`:
    /// the arriving segment's offset end, the join's shape and the leaving segment's offset start.
    ///
    /// On the inner side of a turn the two offset edges cross; when they cross within both
    /// segments the side cuts across at the crossing, else it passes through the vertex (where
    /// both segments' rectangles meet, so nothing they cover is cut off). A turn by exactly half a
    /// circle counts as outer.
    private func appendJoin(
        _ join: CGLineJoin, at vertex: CGPoint, from a: CGPoint, to b: CGPoint, shortestLeg: CGFloat,
        to result: inout [CGPoint]
    ) {
        let cross = a.x * b.y - a.y * b.x
        let dot = a.x * b.x + a.y * b.y
        let end = offset(vertex, a)
        let next = offset(vertex, b)
        if cross == 0 && dot > 0 {
            result.append(next)
            return
        }
        if cross > 0 {
            // How far back from the offset end the offset edges cross: h·tan(θ/2) for a turn by θ.
            let back = halfWidth * cross / (1 + dot)
            if max(back, halfWidth * cross) <= shortestLeg {
                result.append(CGPoint(x: end.x - a.x * back, y: end.y - a.y * back))
            } else {
                result += [end, vertex, next]
            }
            return
        }
        result.append(end)
        switch join {
        case .bevel:
            break
        case .miter:
            // 1 / sin(φ / 2) for the angle φ between the segments, squared, is 2 / (1 + a·b).
            if 1 + dot > 1e-12, 2 / (1 + dot) <= miterLimit * miterLimit {
                let scale = halfWidth / (1 + dot)
                result.append(CGPoint(x: vertex.x + (-a.y - b.y) * scale, y: vertex.y + (a.x + b.x) * scale))
            }
        case .round:
            var sweep = atan2(cross, dot)
            if sweep > 0 { sweep -= 2 * .pi }
            appendArc(around: vertex, from: atan2(a.x, -a.y), sweep: sweep, to: &result)
        }
        result.append(next)
    }

    /// Appends the cap at the end of a side that arrived along `d` at `end`, up to the start of
    /// the way back on the other side.
    private func appendCap(at end: CGPoint, direction d: CGPoint, to result: inout [CGPoint]) {
        switch lineCap {
        case .butt:
            break
        case .square:
            let (nx, ny) = (-d.y * halfWidth, d.x * halfWidth)
            let (fx, fy) = (end.x + d.x * halfWidth, end.y + d.y * halfWidth)
            result += [CGPoint(x: fx + nx, y: fy + ny), CGPoint(x: fx - nx, y: fy - ny)]
        case .round:
            appendArc(around: end, from: atan2(d.x, -d.y), sweep: -.pi, to: &result)
        }
    }

    /// The stroke of a zero-length subpath: a disc for round caps, a square aligned with the axes
    /// for square caps (there is no direction to align it with), nothing for butt caps.
    private func dot(at center: CGPoint) -> [CGPoint]? {
        switch lineCap {
        case .butt:
            return nil
        case .square:
            let h = halfWidth
            return [(-h, -h), (h, -h), (h, h), (-h, h)].map { CGPoint(x: center.x + $0.0, y: center.y + $0.1) }
        case .round:
            var circle = [CGPoint(x: center.x + halfWidth, y: center.y)]
            appendArc(around: center, from: 0, sweep: 2 * .pi, to: &circle)
            return circle
        }
    }

    /// Appends the points strictly inside an arc of radius half the width, chords within tolerance.
    private func appendArc(around center: CGPoint, from start: CGFloat, sweep: CGFloat, to result: inout [CGPoint]) {
        let ratio = max(-1, min(1, 1 - tolerance / halfWidth))
        let step = max(2 * acos(ratio), 0.01)
        let count = Int((abs(sweep) / step).rounded(.up))
        guard count > 1 else { return }
        for i in 1..<count {
            let angle = start + sweep * CGFloat(i) / CGFloat(count)
            result.append(CGPoint(x: center.x + halfWidth * cos(angle), y: center.y + halfWidth * sin(angle)))
        }
    }

    /// `p` moved half the width to the left of the unit direction `d` (towards `d` turned by +90°).
    private func offset(_ p: CGPoint, _ d: CGPoint) -> CGPoint {
        CGPoint(x: p.x - d.y * halfWidth, y: p.y + d.x * halfWidth)
    }

    private func direction(_ from: CGPoint, _ to: CGPoint) -> CGPoint {
        let (dx, dy) = (to.x - from.x, to.y - from.y)
        let length = (dx * dx + dy * dy).squareRoot()
        return CGPoint(x: dx / length, y: dy / length)
    }
}
