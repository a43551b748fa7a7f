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
        var layer = self
        while let parent = layer.superlayer ?? layer.maskOwner { layer = parent }
        return layer
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
        switch cycle.layerWrites {
        case .model:
            markChangedWithinCommit()
            cycle.scheduleCommit()
        case .animatedForDisplay, .animated:
            // Animated values going in for a frame are being committed already.
            markChangedWithinCommit()
        case .untracked:
            return
        }
    }

    /// Marks the layer for the commit running now, without asking for another.
    package func markChangedWithinCommit() {
        guard UpdateCycle.current.layerWrites != .untracked else { return }
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
