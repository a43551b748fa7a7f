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
        guard let sublayers else { return [] }
        guard sublayers.contains(where: { $0.zPosition != 0 }) else { return sublayers }
        return sublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    /// Tells the tree's window that something visible changed and asks for a commit.
    package func changed() {
        rootLayer.host?.setNeedsComposite()
        CATransaction.scheduleCommit()
    }
}
