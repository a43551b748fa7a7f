/// A path that can be built up segment by segment; the mutable subclass of `CGPath`.
///
/// Every method takes an optional `transform` applied to the new points before they are added.
/// Adding a line or curve with no current point does nothing, as on iOS (which logs an error).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() {
        super.init(elements: [])
    }

    override package init(elements: [PathElement]) {
        super.init(elements: elements)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(to: point.applying(transform)))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard prepareSegment() else { return }
        elements.append(.line(to: point.applying(transform)))
    }

    /// Starts a subpath at the first point and joins the rest with lines; nothing for no points.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { elements.append(.line(to: point.applying(transform))) }
    }

    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint,
        transform: CGAffineTransform = .identity
    ) {
        guard prepareSegment() else { return }
        elements.append(
            .curve(
                to: end.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform)))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard prepareSegment() else { return }
        elements.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    /// Adds an arc of a circle, preceded by a line from the current point to its start when there
    /// is one. `clockwise` means decreasing angle, which is clockwise on screen only when y points
    /// up; in UIKit's flipped space a `clockwise` arc looks counter-clockwise. Angles a full turn or
    /// more apart in the arc's direction give one full circle.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let sweep = PathElement.arcSweep(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        append(PathElement.arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep), transform)
    }

    /// Adds an arc of `delta` radians from `startAngle`; positive `delta` is increasing angle
    /// (counter-clockwise when y points up). Deltas beyond one full turn are clamped to one turn.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        append(PathElement.arc(center: center, radius: radius, startAngle: startAngle, sweep: delta), transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from `tangent1End` to `tangent2End`, preceded by a line to the first tangent point.
    /// The current point becomes the second tangent point. Does nothing without a current point.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard !elements.isEmpty else { return }
        // The current point is already transformed; build the arc in the untransformed space.
        let start = currentPoint.applying(transform.inverted())
        append(
            PathElement.tangentArc(
                from: start, tangent1End: tangent1End, tangent2End: tangent2End,
                radius: radius), transform)
    }

    /// Adds a closed rectangle as its own subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        elements += PathElement.rect(rect).map { $0.applying(transform) }
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect` as its own subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        elements += PathElement.ellipse(in: rect).map { $0.applying(transform) }
    }

    /// Adds a closed rounded rectangle as its own subpath; traps unless
    /// `0 <= 2 * cornerWidth <= rect.width` and likewise for the height, as Core Graphics does.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        CGPath.checkCorners(of: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        elements += PathElement.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
            .map { $0.applying(transform) }
    }

    /// Appends all of `path`'s subpaths.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }

    /// Closes the current subpath with a line back to its start; nothing when there is none open.
    public func closeSubpath() {
        guard let last = elements.last, last != .close else { return }
        elements.append(.close)
    }

    /// True when a segment may be appended; after a close, starts the next subpath explicitly at
    /// the closed subpath's first point so every subpath begins with a move.
    private func prepareSegment() -> Bool {
        guard let last = elements.last else { return false }
        if last == .close, let start = subpathStart { elements.append(.move(to: start)) }
        return true
    }

    /// Appends arc elements whose first element is a `.line` to the arc's start: kept as a line when
    /// there is a current point, turned into a move when there is none.
    private func append(_ arc: [PathElement], _ transform: CGAffineTransform) {
        var arc = arc.map { $0.applying(transform) }
        if !prepareSegment(), case .line(let start)? = arc.first { arc[0] = .move(to: start) }
        elements += arc
    }
}
