/// One subpath as its segments, each a Bézier control polygon: two points for a line, three for a
/// quadratic curve, four for a cubic. Consecutive segments share their end and start points.
package struct SubpathSegments: Equatable {
    package var start: CGPoint
    /// The segments as added; a closed subpath's closing line is not among them.
    package var segments: [[CGPoint]] = []
    package var isClosed = false

    /// Where the last segment ends (`start` when there is none).
    package var end: CGPoint { segments.last?.last ?? start }

    /// The segments as drawn: for a closed subpath that does not end at its start, followed by the
    /// closing line.
    package var drawnSegments: [[CGPoint]] {
        isClosed && end != start ? segments + [[end, start]] : segments
    }
}

/// One subpath flattened to a polyline: curves replaced by chords within a tolerance.
package struct FlattenedSubpath: Equatable {
    /// The vertices in drawing order, with no two consecutive ones equal; for a closed subpath the
    /// closing segment runs from the last vertex back to the first, which is not repeated.
    package var points: [CGPoint] = []
    /// For each vertex, whether it is where two path elements meet (a corner, where a stroke's line
    /// join applies) rather than a point inside a flattened curve (where the stroke stays smooth).
    package var isCorner: [Bool] = []
    package var isClosed = false
    /// Whether the subpath had any segment, even of zero length (a lone move-to has none).
    package var hasSegments = false
}

extension CGPath {
    /// The path's subpaths in order. A segment with no current point (possible only in a path not
    /// built by `CGMutablePath`) starts a subpath at the origin; one after a close starts at the
    /// closed subpath's start, as Core Graphics does.
    package var subpathSegments: [SubpathSegments] {
        var subpaths: [SubpathSegments] = []
        var current: SubpathSegments?
        var lastStart = CGPoint.zero
        func add(_ segment: (CGPoint) -> [CGPoint]) {
            if current == nil { current = SubpathSegments(start: lastStart) }
            current!.segments.append(segment(current!.end))
        }
        for element in elements {
            switch element {
            case .move(let p):
                if let open = current { subpaths.append(open) }
                current = SubpathSegments(start: p)
                lastStart = p
            case .line(let p): add { [$0, p] }
            case .quadCurve(let p, let c): add { [$0, c, p] }
            case .curve(let p, let c1, let c2): add { [$0, c1, c2, p] }
            case .close:
                guard var closing = current else { continue }
                closing.isClosed = true
                subpaths.append(closing)
                lastStart = closing.start
                current = nil
            }
        }
        if let open = current { subpaths.append(open) }
        return subpaths
    }

    /// The subpaths as polylines whose chords stay within `tolerance` of the true curves.
    package func flattenedSubpaths(tolerance: CGFloat) -> [FlattenedSubpath] {
        subpathSegments.map { $0.flattened(tolerance: tolerance) }
    }
}

extension SubpathSegments {
    /// This subpath as a polyline whose chords stay within `tolerance` of the true curves.
    package func flattened(tolerance: CGFloat) -> FlattenedSubpath {
        var flat = FlattenedSubpath(points: [start], isCorner: [true], isClosed: isClosed)
        flat.hasSegments = !segments.isEmpty
        func append(_ point: CGPoint, corner: Bool) {
            if point == flat.points.last! {
                flat.isCorner[flat.isCorner.count - 1] = flat.isCorner.last! || corner
            } else {
                flat.points.append(point)
                flat.isCorner.append(corner)
            }
        }
        for segment in drawnSegments {
            if segment.count > 2 {
                for (_, point) in Bezier.flatten(segment, tolerance: tolerance).dropLast() {
                    append(point, corner: false)
                }
            }
            append(segment.last!, corner: true)
        }
        if isClosed, flat.points.count > 1, flat.points.last == flat.points.first {
            flat.points.removeLast()
            flat.isCorner.removeLast()
        }
        return flat
    }
}

/// Bézier curves of any degree given by their control polygons (end points included).
package enum Bezier {
    /// The deepest subdivision `flatten` performs: at most 2¹⁶ chords per curve.
    private static let maximumDepth = 16

    /// The point at parameter `t` in 0...1, by de Casteljau's construction.
    package static func point(_ controls: [CGPoint], at t: CGFloat) -> CGPoint {
        var level = controls
        while level.count > 1 {
            for i in 0..<(level.count - 1) { level[i] = lerp(level[i], level[i + 1], t) }
            level.removeLast()
        }
        return level[0]
    }

    /// The control polygons of the curve's parts before and after parameter `t`.
    package static func split(_ controls: [CGPoint], at t: CGFloat) -> (before: [CGPoint], after: [CGPoint]) {
        var before = [controls[0]]
        var after = [controls[controls.count - 1]]
        var level = controls
        while level.count > 1 {
            for i in 0..<(level.count - 1) { level[i] = lerp(level[i], level[i + 1], t) }
            level.removeLast()
            before.append(level[0])
            after.append(level[level.count - 1])
        }
        return (before, after.reversed())
    }

    /// The control polygon of the part of the curve between parameters `t0 <= t1`. The whole
    /// range gives back exactly `controls`.
    package static func part(_ controls: [CGPoint], from t0: CGFloat, to t1: CGFloat) -> [CGPoint] {
        var head = controls
        if t1 < 1 { head = split(controls, at: t1).before }
        guard t0 > 0 else { return head }
        guard t1 > 0 else { return Array(repeating: controls[0], count: controls.count) }
        return split(head, at: t0 / t1).after
    }

    /// Points along the curve as `(t, point)` pairs for increasing `t` in (0, 1], ending exactly at
    /// the last control point, such that every chord from the start stays within `tolerance` of
    /// the curve. Subdivides adaptively: flat stretches get few chords, tight bends many.
    package static func flatten(_ controls: [CGPoint], tolerance: CGFloat) -> [(t: CGFloat, point: CGPoint)] {
        var result: [(t: CGFloat, point: CGPoint)] = []
        subdivide(controls, from: 0, to: 1, tolerance: max(tolerance, 1e-6), depth: 0, into: &result)
        return result
    }

    private static func subdivide(
        _ controls: [CGPoint], from t0: CGFloat, to t1: CGFloat, tolerance: CGFloat, depth: Int,
        into result: inout [(t: CGFloat, point: CGPoint)]
    ) {
        let first = controls[0]
        let last = controls[controls.count - 1]
        let isFlat = controls.dropFirst().dropLast().allSatisfy {
            distance(from: $0, toSegment: first, last) <= tolerance
        }
        if isFlat || depth >= maximumDepth {
            result.append((t1, last))
            return
        }
        let (before, after) = split(controls, at: 0.5)
        let middle = (t0 + t1) / 2
        subdivide(before, from: t0, to: middle, tolerance: tolerance, depth: depth + 1, into: &result)
        subdivide(after, from: middle, to: t1, tolerance: tolerance, depth: depth + 1, into: &result)
    }

    /// The distance from `p` to the segment from `a` to `b`. Because the curve lies in the convex
    /// hull of its control points, control points this close to the chord bound the chord's error.
    private static func distance(from p: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> CGFloat {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let lengthSquared = dx * dx + dy * dy
        var t: CGFloat = 0
        if lengthSquared > 0 { t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared)) }
        let (ex, ey) = (p.x - (a.x + t * dx), p.y - (a.y + t * dy))
        return (ex * ex + ey * ey).squareRoot()
    }

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
