extension CALayer {
    /// Allocates a backing store the size of the bounds at `contentsScale`, flipped so y points down,
    /// and has `draw(in:)` fill it. An empty bounds frees the store.
    package func drawIntoBackingStore() {
        let width = Int((bounds.width * contentsScale).rounded(.up))
        let height = Int((bounds.height * contentsScale).rounded(.up))
        guard width > 0, height > 0 else {
            setBackingStore(nil)
            return
        }
        let context: CGContext
        if let existing = backingStore, existing.width == width, existing.height == height {
            context = existing
            context.clear(CGRect(x: 0, y: 0, width: width, height: height))
        } else {
            context = CGContext(pixelWidth: width, pixelHeight: height)
        }
        // Shadow offsets and blur are in points, as in iOS's layer contexts.
        context.baseSpaceToDevice = CGAffineTransform(scaleX: contentsScale, y: contentsScale)
        context.saveGState()
        context.scaleBy(x: contentsScale, y: contentsScale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        draw(in: context)
        context.restoreGState()
        // A layer that draws nothing keeps showing its `contents` image (displayed again because
        // its `contentsScale` changed, say) rather than a blank store.
        if contents != nil, !context.hasInk {
            setBackingStore(nil)
            return
        }
        setBackingStore(context)
    }

    /// Replaces what `display()` drew; nil when the layer has no drawn content.
    package func setBackingStore(_ store: CGContext?) {
        backingStore = store
        // The same store may come back redrawn: the version tells a rasterized ancestor's cache.
        if compositorRecord == nil { compositorRecord = CompositorRecord() }
        compositorRecord?.contentsVersion &+= 1
        changed()
    }

    /// Runs `displayIfNeeded` over the whole tree.
    package func displayTreeIfNeeded() {
        displayIfNeeded()
        for sublayer in sublayers ?? [] { sublayer.displayTreeIfNeeded() }
        mask?.displayTreeIfNeeded()
    }

    /// Lays out this layer if it needs it, then its sublayers and mask, parents before children.
    package func layoutSubtreeIfNeeded() {
        if layoutPending {
            layoutPending = false
            layoutSublayers()
        }
        for sublayer in sublayers ?? [] { sublayer.layoutSubtreeIfNeeded() }
        mask?.layoutSubtreeIfNeeded()
    }
}
