extension CALayer {
    func isDescendant(of ancestor: CALayer) -> Bool {
        var layer = superlayer
        while let current = layer {
            if current === ancestor { return true }
            layer = current.superlayer
        }
        return false
    }

    /// The topmost layer of this tree.
    package var rootLayer: CALayer {
        var layer = Unmanaged.passUnretained(self)
        while let parent = Self.parent(of: layer) { layer = parent }
        return layer.takeUnretainedValue()
    }

    /// The layer above `layer`: its superlayer, or the layer it masks. Not isolated, so the
    /// closure reading it is not checked to run on the main actor at every step up.
    nonisolated private static func parent(of layer: Unmanaged<CALayer>) -> Unmanaged<CALayer>? {
        layer._withUnsafeGuaranteedRef { $0.parentReference }
    }

    /// The sublayers in painting order: by `zPosition`, ties in array order.
    package var sublayersInRenderOrder: [CALayer] {
        guard let sublayers = sublayerList else { return [] }
        // Both compositor passes ask this of every layer each frame: counted, not searched for.
        guard zPositionedSublayers > 0 else { return sublayers }
        return sublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    /// Marks this layer as changed and asks its window for a frame.
    ///
    /// The compositor's bounds pass then damages, in window space, the area the layer and every
    /// layer beneath it covered before the change and the area they cover after it; nothing else
    /// of the window is repainted. Every property that affects how the layer looks calls this.
    package func changed() {
        let cycle = UpdateCycle.current
        let writes = cycle.layerWrites
        guard writes != .untracked else { return }
        markForComposite()
        // Animated values going in for a frame are being committed already.
        if writes == .model { cycle.scheduleCommit() }
    }

    /// Marks the layer for the commit running now, without asking for another.
    package func markChangedWithinCommit() {
        guard UpdateCycle.current.layerWrites != .untracked else { return }
        markForComposite()
    }

    /// Marks the layer and tells its tree's window that something in it changed.
    private func markForComposite() {
        needsComposite = true
        rootLayer.host?.layerTreeChanged()
    }

    /// Asks the tree's window for a frame after a sublayer was removed, without marking this
    /// layer: the bounds pass damages the removed layers where they last were, and the whole
    /// subtree only of a layer whose look depends on it (a replicator, a rasterized layer).
    package func treeChanged() {
        lostSublayers = true
        rootLayer.host?.layerTreeChanged()
        CATransaction.scheduleCommit()
    }
}
