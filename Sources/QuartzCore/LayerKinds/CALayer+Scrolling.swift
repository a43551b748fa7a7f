/// Scrolling through the nearest `CAScrollLayer` above a layer.
///
/// On iOS these are open methods of `CALayer`; here they are public and cannot be overridden
/// (members declared in extensions cannot be, without Objective-C).
extension CALayer {
    /// Scrolls the nearest scroll layer above this one so that `p` (in this layer's coordinates)
    /// lands on its bounds origin; does nothing without one.
    public func scroll(_ p: CGPoint) {
        guard let scrollLayer = enclosingScrollLayer else { return }
        scrollLayer.scroll(to: scrollLayer.convert(p, from: self))
    }

    /// Scrolls the nearest scroll layer above this one as little as it takes to show `r` (in this
    /// layer's coordinates); does nothing without one.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scrollLayer = enclosingScrollLayer else { return }
        scrollLayer.scroll(to: scrollLayer.convert(r, from: self))
    }

    /// The part of the bounds the nearest scroll layer above shows, in this layer's coordinates: the
    /// bounds when there is none.
    public var visibleRect: CGRect {
        guard let scrollLayer = enclosingScrollLayer else { return bounds }
        return bounds.intersection(convert(scrollLayer.bounds, from: scrollLayer))
    }

    /// The nearest superlayer that is a `CAScrollLayer`.
    private var enclosingScrollLayer: CAScrollLayer? {
        var layer = superlayer
        while let current = layer {
            if let scrollLayer = current as? CAScrollLayer { return scrollLayer }
            layer = current.superlayer
        }
        return nil
    }
}
