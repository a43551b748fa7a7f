import CCairo

/// Transparency layers: draw a group of operations into an offscreen buffer, then composite the
/// result once with the alpha (and clip) in effect when the layer began.
extension CGContext {
    /// Starts a layer; until the matching `endTransparencyLayer` everything draws offscreen with
    /// alpha 1. The graphics state is saved and restored around the layer.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        saveGState()
        cairo_push_group(cairo)
        state.alpha = 1
        openTransparencyLayers.append(savedStateCount)
    }

    /// Starts a layer whose offscreen buffer, and so everything drawn in it, is limited to `rect`.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        saveGState()
        clip(to: rect)
        cairo_push_group(cairo)
        state.alpha = 1
        openTransparencyLayers.append(savedStateCount)
    }

    /// Composites the innermost open layer with the alpha of the state it began in; does nothing
    /// when no layer is open. States saved inside the layer and not restored are restored first.
    public func endTransparencyLayer() {
        guard let depth = openTransparencyLayers.popLast() else { return }
        while savedStateCount > depth { restoreGState() }
        let group = cairo_pop_group(cairo)
        restoreGState()
        cairo_save(cairo)
        cairo_set_source(cairo, group)
        cairo_paint_with_alpha(cairo, Double(state.alpha))
        cairo_restore(cairo)
        cairo_pattern_destroy(group)
    }
}
