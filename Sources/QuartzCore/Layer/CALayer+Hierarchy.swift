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
        while let parent = layer.superlayer { layer = parent }
        return layer
    }

    /// Tells the tree's window that something visible changed and asks for a commit.
    package func changed() {
        rootLayer.host?.setNeedsComposite()
        CATransaction.scheduleCommit()
    }
}
