/// The object (usually a `UIView`) that supplies a layer's content and layout.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Supplies the layer's contents; when implemented, `draw(_:in:)` is not called.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, whose user space is the layer's bounds.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers; called by `layoutSublayers()`.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: an action, `NSNull()` for none (ending the search), or
    /// nil to let the layer search on (see `CALayer.action(forKey:)`).
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {
        layer.drawIntoBackingStore()
    }

    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
