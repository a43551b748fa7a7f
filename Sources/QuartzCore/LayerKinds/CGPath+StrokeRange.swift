extension CGPath {
    /// What a shape layer strokes: the stretch of the path from `start` to `end` (fractions of its
    /// total length, all subpaths counted in order, clamped to 0...1), cut into dashes by `dash` when
    /// one is given. Stroke the result with no dash set on the context.
    ///
    /// Arc lengths come from the flattened curves (to 0.01 units), as Core Graphics' dashing measures
    /// them; the cut follows the original lines and curves exactly. Dashes are laid out from each
    /// subpath's own start, so they stay put while the range changes (as when `strokeEnd` animates).
    /// A subpath wholly inside the range is kept as it is (a closed one stays closed). An empty range
    /// (`end <= start`) gives an empty path.
    package func strokeRange(
        from start: CGFloat, to end: CGFloat, dash: (phase: CGFloat, lengths: [CGFloat])?
    ) -> CGPath {
        let (start, end) = (min(1, max(0, start)), min(1, max(0, end)))
        guard end > start else { return CGPath(elements: []) }
        if start == 0, end == 1, dash == nil { return self }
        let subpaths = subpathSegments
        let lengths = subpaths.map(Self.arcLength(of:))
        let total = lengths.reduce(0, +)
        let (from, to) = (start * total, end * total)
        var result: [PathElement] = []
        var offset: CGFloat = 0
        for (subpath, length) in zip(subpaths, lengths) {
            defer { offset += length }
            let a = max(from, offset) - offset
            let b = min(to, offset + length) - offset
            let whole = a <= 0 && b >= length
            guard whole || b > a else { continue }
            var piece = CGPath(elements: Self.elements(of: subpath))
            if !whole {
                // One dash of length b - a, after a gap of a, and no other within the subpath.
                piece = piece.copy(dashingWithPhase: -a, lengths: [b - a, length + 1])
            }
            if let dash {
                piece = piece.copy(dashingWithPhase: dash.phase + (whole ? 0 : a), lengths: dash.lengths)
            }
            result += piece.elements
        }
        return CGPath(elements: result)
    }

    /// The subpath's length as drawn (its closing line included), measured as dashing measures it.
    private static func arcLength(of subpath: SubpathSegments) -> CGFloat {
        subpath.drawnSegments.reduce(0) { total, controls in
            var length: CGFloat = 0
            var previous = controls[0]
            let vertices = controls.count == 2 ? [(1, controls[1])] : Bezier.flatten(controls, tolerance: 0.01)
            for (_, point) in vertices {
                length += hypot(point.x - previous.x, point.y - previous.y)
                previous = point
            }
            return total + length
        }
    }

    private static func elements(of subpath: SubpathSegments) -> [PathElement] {
        var elements: [PathElement] = [.move(to: subpath.start)]
        for controls in subpath.segments {
            switch controls.count {
            case 2: elements.append(.line(to: controls[1]))
            case 3: elements.append(.quadCurve(to: controls[2], control: controls[1]))
            default: elements.append(.curve(to: controls[3], control1: controls[1], control2: controls[2]))
            }
        }
        if subpath.isClosed { elements.append(.close) }
        return elements
    }
}
