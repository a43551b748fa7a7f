import CCairo

/// Building the current path. Points are in user space at the time of each call: changing the CTM
/// afterwards does not move what was already added. Segments that need a current point (lines,
/// curves, tangent arcs) do nothing without one, as on iOS (which logs an error).
extension CGContext {
    /// Discards the current path.
    public func beginPath() {
        cairo_new_path(cairo)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        cairo_move_to(cairo, Double(point.x), Double(point.y))
    }

    public func addLine(to point: CGPoint) {
        guard cairo_has_current_point(cairo) != 0 else { return }
        cairo_line_to(cairo, Double(point.x), Double(point.y))
    }

    /// Starts a subpath at the first point and joins the rest with lines; nothing for no points.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { cairo_line_to(cairo, Double(point.x), Double(point.y)) }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard cairo_has_current_point(cairo) != 0 else { return }
        cairo_curve_to(
            cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
            Double(end.x), Double(end.y))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard cairo_has_current_point(cairo) != 0 else { return }
        appendElements([.quadCurve(to: end, control: control)])
    }

    /// Adds an arc of a circle, preceded by a line from the current point to its start when there is
    /// one. `clockwise` is in user space, where angles grow from +x towards +y: it means decreasing
    /// angle, which looks clockwise in an unflipped (y-up) context and counter-clockwise in UIKit's
    /// flipped one, exactly as on iOS.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let sweep = PathElement.arcSweep(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        appendElements(PathElement.arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep))
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from `tangent1End` to `tangent2End`, preceded by a line to the first tangent point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard cairo_has_current_point(cairo) != 0 else { return }
        appendElements(
            PathElement.tangentArc(
                from: currentPointOfPath, tangent1End: tangent1End,
                tangent2End: tangent2End, radius: radius))
    }

    /// Adds a closed rectangle as its own subpath.
    public func addRect(_ rect: CGRect) {
        appendElements(PathElement.rect(rect))
    }

    public func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds a closed ellipse inscribed in `rect` as its own subpath.
    public func addEllipse(in rect: CGRect) {
        appendElements(PathElement.ellipse(in: rect))
    }

    /// Adds all of `path`'s subpaths, interpreting its points in the current user space.
    public func addPath(_ path: CGPath) {
        appendElements(path.elements)
    }

    /// Closes the current subpath with a line back to its start.
    public func closePath() {
        guard cairo_has_current_point(cairo) != 0 else { return }
        cairo_close_path(cairo)
    }

    /// True when the current path has no elements.
    public var isPathEmpty: Bool {
        guard let path = cairo_copy_path(cairo) else { return true }
        defer { cairo_path_destroy(path) }
        return path.pointee.num_data == 0
    }

    /// The current point in user space; `.zero` when there is no current path.
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cairo) != 0 else { return .zero }
        var (x, y) = (0.0, 0.0)
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path in user space, control points included; `CGRect.null`
    /// when the path is empty.
    public var boundingBoxOfPath: CGRect {
        path?.boundingBox ?? .null
    }

    /// A copy of the current path in the current user space; nil when it is empty.
    public var path: CGPath? {
        guard let cairoPath = cairo_copy_path(cairo) else { return nil }
        defer { cairo_path_destroy(cairoPath) }
        let path = cairoPath.pointee
        guard path.status == CAIRO_STATUS_SUCCESS, path.num_data > 0 else { return nil }
        var elements: [PathElement] = []
        var i = 0
        while i < Int(path.num_data) {
            let header = path.data[i].header
            func point(_ k: Int) -> CGPoint { CGPoint(x: path.data[i + k].point.x, y: path.data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: elements.append(.move(to: point(1)))
            case CAIRO_PATH_LINE_TO: elements.append(.line(to: point(1)))
            case CAIRO_PATH_CURVE_TO: elements.append(.curve(to: point(3), control1: point(1), control2: point(2)))
            default: elements.append(.close)
            }
            i += Int(header.length)
        }
        return CGPath(elements: elements)
    }

    /// Whether `point` (user space) would be painted by `drawPath(using: mode)` of the current path.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let (x, y) = (Double(point.x), Double(point.y))
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        switch mode {
        case .stroke: return cairo_in_stroke(cairo, x, y) != 0
        case .fill, .eoFill:
            setFillRule(mode == .fill ? .winding : .evenOdd)
            return cairo_in_fill(cairo, x, y) != 0
        case .fillStroke, .eoFillStroke:
            setFillRule(mode == .fillStroke ? .winding : .evenOdd)
            return cairo_in_fill(cairo, x, y) != 0 || cairo_in_stroke(cairo, x, y) != 0
        }
    }

    /// Appends elements in user space. A leading `.line` starts a subpath when there is no current
    /// point; quadratic curves become the equivalent cubics, which is all cairo has.
    package func appendElements(_ elements: [PathElement]) {
        for element in elements {
            switch element {
            case .move(let p):
                cairo_move_to(cairo, Double(p.x), Double(p.y))
            case .line(let p):
                cairo_line_to(cairo, Double(p.x), Double(p.y))
            case .quadCurve(let p, let c):
                let p0 = currentPointOfPath
                let c1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .close:
                cairo_close_path(cairo)
            }
        }
    }

    package func setFillRule(_ rule: CGPathFillRule) {
        cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
    }
}
