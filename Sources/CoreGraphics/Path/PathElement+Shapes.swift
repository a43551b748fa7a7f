/// The standard shapes as element lists, shared by `CGMutablePath` and `CGContext` so a shape added
/// to either is exactly the same curves. All angles are in radians in the caller's space, measured
/// from the positive x-axis towards the positive y-axis.
extension PathElement {
    /// The cubic Bézier handle length for a quarter circle of radius 1.
    private static let kappa: CGFloat = 0.552_284_749_831

    /// A closed rectangle starting at (minX, minY), going towards maxX first, as Core Graphics does.
    package static func rect(_ rect: CGRect) -> [PathElement] {
        let r = rect.standardized
        return [
            .move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)),
            .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)), .close,
        ]
    }

    /// A closed ellipse inscribed in `rect`: four cubic curves from (maxX, midY) through (midX, maxY).
    package static func ellipse(in rect: CGRect) -> [PathElement] {
        let r = rect.standardized
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        let (kx, ky) = (rx * kappa, ry * kappa)
        return [
            .move(to: CGPoint(x: cx + rx, y: cy)),
            .curve(
                to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
                control2: CGPoint(x: cx + kx, y: cy + ry)),
            .curve(
                to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
                control2: CGPoint(x: cx - rx, y: cy + ky)),
            .curve(
                to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
                control2: CGPoint(x: cx - kx, y: cy - ry)),
            .curve(
                to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
                control2: CGPoint(x: cx + rx, y: cy - ky)),
            .close,
        ]
    }

    /// A closed rectangle whose corners are quarter ellipses `cornerWidth` by `cornerHeight`,
    /// running in the same direction as `rect(_:)`. Zero corners give a plain rectangle.
    package static func roundedRect(
        _ rect: CGRect, cornerWidth cw: CGFloat,
        cornerHeight ch: CGFloat
    ) -> [PathElement] {
        let r = rect.standardized
        guard cw > 0, ch > 0 else { return Self.rect(r) }
        let (kx, ky) = (cw * (1 - kappa), ch * (1 - kappa))
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        return [
            .move(to: CGPoint(x: x0 + cw, y: y0)),
            .line(to: CGPoint(x: x1 - cw, y: y0)),
            .curve(
                to: CGPoint(x: x1, y: y0 + ch), control1: CGPoint(x: x1 - kx, y: y0),
                control2: CGPoint(x: x1, y: y0 + ky)),
            .line(to: CGPoint(x: x1, y: y1 - ch)),
            .curve(
                to: CGPoint(x: x1 - cw, y: y1), control1: CGPoint(x: x1, y: y1 - ky),
                control2: CGPoint(x: x1 - kx, y: y1)),
            .line(to: CGPoint(x: x0 + cw, y: y1)),
            .curve(
                to: CGPoint(x: x0, y: y1 - ch), control1: CGPoint(x: x0 + kx, y: y1),
                control2: CGPoint(x: x0, y: y1 - ky)),
            .line(to: CGPoint(x: x0, y: y0 + ch)),
            .curve(
                to: CGPoint(x: x0 + cw, y: y0), control1: CGPoint(x: x0, y: y0 + ky),
                control2: CGPoint(x: x0 + kx, y: y0)),
            .close,
        ]
    }

    /// The signed sweep of `addArc(center:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// `clockwise` means decreasing angle (clockwise when y points up). The sweep goes from the start
    /// to the end angle in that direction, less than one turn; when the angles are a full turn or
    /// more apart in that direction it is exactly one full circle. Core Graphics does not document
    /// these cases; this is the HTML canvas rule, so `0...2π` counter-clockwise is a whole circle
    /// and `0...2π` clockwise is a single point.
    package static func arcSweep(startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        let distance = clockwise ? startAngle - endAngle : endAngle - startAngle
        guard distance.isFinite else { return 0 }
        var sweep: CGFloat
        if distance >= turn {
            sweep = turn
        } else {
            sweep = distance.truncatingRemainder(dividingBy: turn)
            if sweep < 0 { sweep += turn }
        }
        return clockwise ? -sweep : sweep
    }

    /// An arc of `sweep` radians (positive: increasing angle) as cubic curves of at most a quarter
    /// turn each, preceded by the arc's start point as a `.line` (the caller turns it into a move
    /// when there is no current point). Sweeps beyond one turn in either direction are clamped.
    package static func arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat) -> [PathElement] {
        let turn = 2 * CGFloat.pi
        let sweep = max(-turn, min(turn, sweep.isFinite ? sweep : 0))
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        var elements: [PathElement] = [.line(to: point(startAngle))]
        let count = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        guard sweep != 0, radius != 0 else { return elements }
        let step = sweep / CGFloat(count)
        let handle = 4 / 3 * tan(step / 4) * radius
        for i in 0..<count {
            let a0 = startAngle + step * CGFloat(i)
            let a1 = i == count - 1 ? startAngle + sweep : a0 + step
            let (p0, p1) = (point(a0), point(a1))
            elements.append(
                .curve(
                    to: p1,
                    control1: CGPoint(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0)),
                    control2: CGPoint(x: p1.x + handle * sin(a1), y: p1.y - handle * cos(a1))))
        }
        return elements
    }

    /// The elements `addArc(tangent1End:tangent2End:radius:)` appends after `current`: a line to
    /// the first tangent point and the shorter arc of `radius` tangent to both lines
    /// (current→tangent1End, tangent1End→tangent2End). Degenerate input (coincident or collinear
    /// points, zero radius) gives a line to `tangent1End`, as in PostScript's `arct`.
    package static func tangentArc(
        from current: CGPoint, tangent1End p1: CGPoint, tangent2End p2: CGPoint,
        radius: CGFloat
    ) -> [PathElement] {
        let (v1x, v1y) = (current.x - p1.x, current.y - p1.y)
        let (v2x, v2y) = (p2.x - p1.x, p2.y - p1.y)
        let (l1, l2) = ((v1x * v1x + v1y * v1y).squareRoot(), (v2x * v2x + v2y * v2y).squareRoot())
        guard radius > 0, l1 > 0, l2 > 0 else { return [.line(to: p1)] }
        let (u1, u2) = (CGPoint(x: v1x / l1, y: v1y / l1), CGPoint(x: v2x / l2, y: v2y / l2))
        let cross = u1.x * u2.y - u1.y * u2.x
        let dot = u1.x * u2.x + u1.y * u2.y
        let angle = atan2(abs(cross), dot)  // between the two legs, 0...π
        guard abs(cross) > 1e-12, angle > 1e-9 else { return [.line(to: p1)] }
        let along = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + u1.x * along, y: p1.y + u1.y * along)
        let t2 = CGPoint(x: p1.x + u2.x * along, y: p1.y + u2.y * along)
        let (bx, by) = (u1.x + u2.x, u1.y + u2.y)
        let bisector = (bx * bx + by * by).squareRoot()
        let toCenter = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bx / bisector * toCenter, y: p1.y + by / bisector * toCenter)
        let a1 = atan2(t1.y - center.y, t1.x - center.x)
        let a2 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        return arc(center: center, radius: radius, startAngle: a1, sweep: sweep)
    }
}
