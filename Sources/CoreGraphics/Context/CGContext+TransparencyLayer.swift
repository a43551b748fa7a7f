import CCairo

/// Transparency layers: draw a group of operations into an offscreen buffer, then composite the
/// result once with the alpha, blend mode, shadow and clip in effect when the layer began.
extension CGContext {
    /// Starts a layer; until the matching `endTransparencyLayer` everything draws offscreen with
    /// alpha 1, the normal blend mode and no shadow, as on iOS. The graphics state is saved and
    /// restored around the layer.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        saveGState()
        cairo_push_group(cairo)
        resetStateForLayer()
    }

    /// Starts a layer whose offscreen buffer, and so everything drawn in it, is limited to `rect`.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        saveGState()
        clip(to: rect)
        cairo_push_group(cairo)
        resetStateForLayer()
    }

    private func resetStateForLayer() {
        state.alpha = 1
        state.shadow = nil
        state.clipMask = nil
        setBlendMode(.normal)
        openTransparencyLayers.append(savedStateCount)
    }

    /// Composites the innermost open layer with the state it began in; does nothing when no layer
    /// is open. States saved inside the layer and not restored are restored first.
    public func endTransparencyLayer() {
        guard let depth = openTransparencyLayers.popLast() else { return }
        while savedStateCount > depth { restoreGState() }
        let group = cairo_pop_group(cairo)!
        restoreGState()
        let alpha = Double(state.alpha)
        paint(deviceBounds: nil, source: { cairo_set_source($0, group) }, shape: { cairo_paint_with_alpha($0, alpha) })
        cairo_pattern_destroy(group)
    }
}
