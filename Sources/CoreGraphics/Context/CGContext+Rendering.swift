import CCairo

/// Rendering quality settings.
extension CGContext {
    /// The filter used when `draw(_:in:)` scales an image; part of the graphics state.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Turns antialiasing of paths, clips and text on or off; part of the graphics state.
    /// It only takes effect while `setAllowsAntialiasing` permits it.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        applyAntialias()
    }

    /// Permits or forbids antialiasing; not part of the graphics state, so restoring a saved
    /// state does not undo it.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        self.allowsAntialiasing = allowsAntialiasing
        applyAntialias()
    }

    /// Sets cairo's antialiasing from the two flags; after a restore cairo's value may be stale.
    func applyAntialias() {
        let on = state.shouldAntialias && allowsAntialiasing
        cairo_set_antialias(cairo, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }
}
