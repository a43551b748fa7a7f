extension CGPath {
    /// A path made of the painted pieces ("dashes") of this path under a dash pattern: stroking
    /// it gives what stroking this path with `setLineDash(phase:lengths:)` gives.
    ///
    /// `lengths` alternate painted and unpainted lengths along the path; an odd count repeats the
    /// list with the roles swapped, as Core Graphics does. `phase` is how far into the pattern each
    /// subpath starts (every subpath starts the pattern afresh). Each dash becomes an open subpath
    /// that follows the original lines and curves exactly (curves are cut, not flattened). On a
    /// closed subpath a dash running through the start point is one subpath, so the stroke joins
    /// there as it would when dashing; a closed subpath the pattern never interrupts stays closed.
    /// Zero-length dashes become zero-length subpaths, which round and square caps draw as dots.
    /// With no lengths, or lengths that are negative, not finite or all zero, the result is the
    /// path itself. `transform` is applied to the result.
    public func copy(
        dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity
    ) -> CGPath {
        guard let pattern = DashPattern(phase: phase, lengths: lengths) else {
            return CGPath(elements: elements.map { $0.applying(transform) })
        }
        let dashed = subpathSegments.flatMap { pattern.dashes(of: $0) }
        return CGPath(elements: dashed.map { $0.applying(transform) })
    }
}

/// A validated dash pattern and where it starts for a given phase.
package struct DashPattern {
    /// On and off lengths, an even number of them.
    private let lengths: [CGFloat]
    private let startIndex: Int
    private let startRemaining: CGFloat

    /// Nil when the pattern would not dash at all (empty, negative, infinite or all-zero lengths).
    package init?(phase: CGFloat, lengths: [CGFloat]) {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.contains(where: { $0 > 0 })
        else { return nil }
        let pattern = lengths.count.isMultiple(of: 2) ? lengths : lengths + lengths
        let period = pattern.reduce(0, +)
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        if offset < 0 { offset += period }
        var index = 0
        while offset > 0, offset >= pattern[index] {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
        }
        self.lengths = pattern
        startIndex = index
        startRemaining = pattern[index] - offset
    }

    /// The dashes of one subpath as elements, each dash starting with a move.
    package func dashes(of subpath: SubpathSegments) -> [PathElement] {
        let segments = subpath.drawnSegments.map(MeasuredSegment.init).filter { $0.length > 0 }
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return [] }
        var intervals = paintedIntervals(along: total)
        if subpath.isClosed, intervals.count == 1, intervals[0].start == 0, intervals[0].end == total {
            return [.move(to: subpath.start)] + segments.map { $0.element(from: 0, to: $0.length) } + [.close]
        }
        // A dash through the start of a closed subpath: draw its end part first, then its start part.
        var wrapped: [PathElement] = []
        if subpath.isClosed, intervals.count > 1, intervals[0].start == 0, intervals.last!.end == total {
            let last = intervals.removeLast()
            wrapped = elements(from: last.start, to: total, of: segments)
            wrapped += elements(from: 0, to: intervals.removeFirst().end, of: segments).dropFirst()
        }
        return wrapped + intervals.flatMap { elements(from: $0.start, to: $0.end, of: segments) }
    }

    /// The painted stretches along a subpath of length `total`, as distances from its start.
    private func paintedIntervals(along total: CGFloat) -> [(start: CGFloat, end: CGFloat)] {
        var intervals: [(start: CGFloat, end: CGFloat)] = []
        var (index, remaining, position) = (startIndex, startRemaining, CGFloat(0))
        while position < total {
            let isOn = index.isMultiple(of: 2)
            if remaining > total - position {
                if isOn { intervals.append((position, total)) }
                break
            }
            if isOn { intervals.append((position, position + remaining)) }
            position += remaining
            index = (index + 1) % lengths.count
            remaining = lengths[index]
        }
        return intervals
    }

    /// The part of the subpath from distance `start` to `end` as a move and segments; a
    /// zero-length part is a move and a line to the same point.
    private func elements(from start: CGFloat, to end: CGFloat, of segments: [MeasuredSegment]) -> [PathElement] {
        var result: [PathElement] = []
        var segmentStart: CGFloat = 0
        for (index, segment) in segments.enumerated() {
            let segmentEnd = segmentStart + segment.length
            defer { segmentStart = segmentEnd }
            // A part starting exactly where a segment ends starts in the next segment.
            if segmentEnd < start || (segmentEnd == start && index < segments.count - 1) { continue }
            let a = max(start, segmentStart) - segmentStart
            if result.isEmpty { result.append(.move(to: segment.point(at: a))) }
            if start == end {
                result.append(.line(to: segment.point(at: a)))
                break
            }
            result.append(segment.element(from: a, to: min(end, segmentEnd) - segmentStart))
            if end <= segmentEnd { break }
        }
        return result
    }
}

/// A segment with a table from arc length to curve parameter, built from its flattened chords.
private struct MeasuredSegment {
    let controls: [CGPoint]
    /// Curve parameters of the chord vertices, from 0 to 1.
    private let parameters: [CGFloat]
    /// Arc lengths at the chord vertices, from 0 to `length`.
    private let distances: [CGFloat]

    var length: CGFloat { distances[distances.count - 1] }

    init(_ controls: [CGPoint]) {
        self.controls = controls
        var parameters: [CGFloat] = [0]
        var distances: [CGFloat] = [0]
        var previous = controls[0]
        let vertices = controls.count == 2 ? [(1, controls[1])] : Bezier.flatten(controls, tolerance: 0.01)
        for (t, point) in vertices {
            parameters.append(t)
            distances.append(distances.last! + hypot(point.x - previous.x, point.y - previous.y))
            previous = point
        }
        self.parameters = parameters
        self.distances = distances
    }

    func point(at distance: CGFloat) -> CGPoint {
        Bezier.point(controls, at: parameter(at: distance))
    }

    /// The part between two distances along the segment as one element of the same kind.
    func element(from a: CGFloat, to b: CGFloat) -> PathElement {
        let part = Bezier.part(controls, from: parameter(at: a), to: parameter(at: b))
        switch part.count {
        case 2: return .line(to: part[1])
        case 3: return .quadCurve(to: part[2], control: part[1])
        default: return .curve(to: part[3], control1: part[1], control2: part[2])
        }
    }

    /// The curve parameter at `distance` along the segment, interpolated within its chord.
    private func parameter(at distance: CGFloat) -> CGFloat {
        if distance <= 0 { return 0 }
        if distance >= length { return 1 }
        var (low, high) = (0, distances.count - 1)
        while high - low > 1 {
            let middle = (low + high) / 2
            if distances[middle] <= distance { low = middle } else { high = middle }
        }
        let span = distances[high] - distances[low]
        let fraction = span > 0 ? (distance - distances[low]) / span : 0
        return parameters[low] + (parameters[high] - parameters[low]) * fraction
    }
}
