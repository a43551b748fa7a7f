/// Paints a layer tree into a window's pixels.
///
/// Contract: called inside a commit, after layout and display; reads the model tree and never
/// changes it. The context is in window pixels with y down; `scale` maps points to pixels.
@MainActor
enum Compositor {
    static func paint(
        _ root: CALayer, into context: CGContext, scale: CGFloat,
        statistics: inout CompositorStatistics
    ) {
        context.saveGState()
        context.clear(CGRect(x: 0, y: 0, width: context.width, height: context.height))
        context.scaleBy(x: scale, y: scale)
        // The root layer's frame places the window on the screen; the window's pixels start at its origin.
        let origin = root.frame.origin
        context.translateBy(x: -origin.x, y: -origin.y)
        paintLayer(root, in: context, statistics: &statistics)
        context.restoreGState()
    }

    /// Paints `layer` and its sublayers in the layer's own bounds space: the context's current user space.
    static func render(_ layer: CALayer, in context: CGContext) {
        var statistics = CompositorStatistics()
        context.saveGState()
        let placement = layer.transformToSuperlayer.inverted()
        context.concatenate(placement)
        paintLayer(layer, in: context, statistics: &statistics)
        context.restoreGState()
    }

    /// Paints one layer and its sublayers in the superlayer's bounds space.
    private static func paintLayer(_ layer: CALayer, in context: CGContext, statistics: inout CompositorStatistics) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        statistics.layersPainted += 1
        let bounds = layer.bounds
        context.saveGState()
        context.translateBy(x: layer.position.x, y: layer.position.y)
        context.concatenate(layer.affineTransform())
        context.translateBy(
            x: -layer.anchorPoint.x * bounds.width - bounds.minX,
            y: -layer.anchorPoint.y * bounds.height - bounds.minY)

        let grouped = layer.opacity < 1
        if grouped {
            statistics.offscreenPasses += 1
            context.setAlpha(CGFloat(layer.opacity))
            context.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        if let color = layer.backgroundColor {
            context.fillRoundedRect(bounds, radius: layer.cornerRadius, color: color)
        }
        context.saveGState()
        if layer.masksToBounds {
            context.clip(toRoundedRect: bounds, radius: layer.cornerRadius)
        }
        paintContents(of: layer, in: context)
        for sublayer in layer.sublayers ?? [] {
            paintLayer(sublayer, in: context, statistics: &statistics)
        }
        context.restoreGState()
        if layer.borderWidth > 0, let color = layer.borderColor {
            let inset = layer.borderWidth / 2
            context.strokeRoundedRect(
                bounds.insetBy(dx: inset, dy: inset), radius: max(0, layer.cornerRadius - inset),
                lineWidth: layer.borderWidth, color: color)
        }
        if grouped { context.endTransparencyLayer() }
        context.restoreGState()
    }

    private static func paintContents(of layer: CALayer, in context: CGContext) {
        if let store = layer.backingStore {
            context.drawBitmap(of: store, in: layer.bounds)
        } else if let image = layer.contents as? CGImage {
            context.drawImageTopDown(image, in: layer.bounds)
        }
    }
}
