import CCairo

/// The clip: the area painting can reach. It only ever shrinks within one graphics state; restore
/// a saved state (or `resetClip`) to widen it again. Setting a clip clears the current path.
extension CGContext {
    /// Intersects the clip with the area the current path encloses under `rule`.
    public func clip(using rule: CGPathFillRule = .winding) {
        setFillRule(rule)
        cairo_clip(cairo)
    }

    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        cairo_new_path(cairo)
        for rect in rects { appendRect(rect) }
        setFillRule(.winding)
        cairo_clip(cairo)
    }

    /// Removes all clipping: painting can reach the whole surface again.
    ///
    /// iOS resets to the clip the context was created with; Casement's contexts are created
    /// unclipped, so that is the whole surface.
    public func resetClip() {
        cairo_reset_clip(cairo)
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}
