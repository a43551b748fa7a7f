extension CGContext {
    /// Draws what `layer` holds scaled to fill `rect`, placed as `draw(_:in:)` places an image (the
    /// layer's bottom edge at `rect.minY`), with the context's alpha, blend mode, shadow and clip.
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        guard let image = layer.context?.makeImage() else { return }
        draw(image, in: rect)
    }

    /// Draws what `layer` holds at its own size with its origin at `point`.
    public func draw(_ layer: CGLayer, at point: CGPoint) {
        draw(layer, in: CGRect(origin: point, size: layer.size))
    }
}
