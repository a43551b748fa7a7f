import CCairo

/// Gradients fill the whole clip (the current path is neither used nor cleared), with the global
/// alpha, blend mode, shadow and clip mask. Without options nothing is painted beyond the
/// gradient's ends: pixels there are left exactly as they were, whatever the blend mode.
extension CGContext {
    /// Paints colours varying along the line from `start` to `end`: constant along lines
    /// perpendicular to it, the gradient's location 0 at `start` and 1 at `end`.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        let (dx, dy) = (Double(end.x - start.x), Double(end.y - start.y))
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return }
        let reach = reachBeyond(Double(start.x), Double(start.y)) / length + 1
        drawGradient(gradient, options: options, reach: reach) { t0, t1 in
            cairo_pattern_create_linear(
                Double(start.x) + t0 * dx, Double(start.y) + t0 * dy, Double(start.x) + t1 * dx,
                Double(start.y) + t1 * dy)!
        }
    }

    /// Paints the circles interpolated from the start circle (location 0) to the end circle
    /// (location 1), later circles over earlier ones, as PDF's radial shadings (and iOS) do.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
        endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
        let (x0, y0, r0) = (Double(startCenter.x), Double(startCenter.y), Double(max(0, startRadius)))
        let (x1, y1, r1) = (Double(endCenter.x), Double(endCenter.y), Double(max(0, endRadius)))
        let (dx, dy, dr) = (x1 - x0, y1 - y0, r1 - r0)
        let step = max(abs(dr), (dx * dx + dy * dy).squareRoot())
        guard step > 0 || r0 > 0 else { return }
        let reach = step > 0 ? (reachBeyond(x0, y0) + r0) / step * 2 + 1 : 1
        drawGradient(gradient, options: options, reach: reach) { t0, t1 in
            // Circles with a negative radius are not part of the gradient: stop where it reaches 0.
            var (t0, t1) = (t0, t1)
            if dr != 0 {
                let zero = -r0 / dr
                if dr > 0 { t0 = max(t0, zero) } else { t1 = min(t1, zero) }
            }
            return cairo_pattern_create_radial(
                x0 + t0 * dx, y0 + t0 * dy, max(0, r0 + t0 * dr), x0 + t1 * dx, y0 + t1 * dy, max(0, r0 + t1 * dr))!
        }
    }

    /// A distance in user space from (x, y) past every point of the clip.
    private func reachBeyond(_ x: Double, _ y: Double) -> Double {
        var (cx0, cy0, cx1, cy1) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cairo, &cx0, &cy0, &cx1, &cy1)
        let corners = [(cx0, cy0), (cx1, cy0), (cx0, cy1), (cx1, cy1)]
        return corners.map { (($0.0 - x) * ($0.0 - x) + ($0.1 - y) * ($0.1 - y)).squareRoot() }.max()! + 1
    }

    /// Paints `gradient` with patterns `makePattern(t0, t1)` makes for the part between locations
    /// t0 and t1 (so (0, 1) is the gradient itself); `reach` is a location far enough beyond the
    /// ends to cover the clip.
    private func drawGradient(
        _ gradient: CGGradient, options: CGGradientDrawingOptions, reach: Double,
        makePattern: (Double, Double) -> OpaquePointer
    ) {
        let before = options.contains(.drawsBeforeStartLocation)
        let after = options.contains(.drawsAfterEndLocation)
        let pattern = makePattern(0, 1)
        defer { cairo_pattern_destroy(pattern) }
        let alpha = state.alpha
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(stop.location), Double(stop.red), Double(stop.green), Double(stop.blue),
                Double(stop.alpha * alpha))
        }
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)

        // The area the gradient covers, as the coverage of an opaque pattern over the locations
        // drawn, so that blend modes leave everything else alone.
        var coverage: OpaquePointer?
        if !(before && after) {
            let mask = makePattern(before ? -reach : 0, after ? reach : 1)
            cairo_pattern_add_color_stop_rgba(mask, 0, 0, 0, 0, 1)
            cairo_pattern_add_color_stop_rgba(mask, 1, 0, 0, 0, 1)
            cairo_pattern_set_extend(mask, CAIRO_EXTEND_NONE)
            coverage = mask
        }
        defer { if let coverage { cairo_pattern_destroy(coverage) } }
        paint(deviceBounds: nil, source: { cairo_set_source($0, pattern) }) { cr in
            if let coverage { cairo_mask(cr, coverage) } else { cairo_paint(cr) }
        }
    }
}
