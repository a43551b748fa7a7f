extension CALayer {
    /// Allocates a backing store the size of the bounds at `contentsScale`, flipped so y points down,
    /// and has `draw(in:)` fill it. An empty bounds frees the store.
    ///
    /// `rect` (in the bounds space) makes the store cover that rectangle instead: content drawn
    /// there shows even outside the bounds, as a shape layer's path does on iOS. The compositor then
    /// places the store at `rect` rather than by `contentsGravity`.
    package func drawIntoBackingStore(covering rect: CGRect? = nil) {
        let area = (rect ?? bounds).integral
        let width = Int((area.width * contentsScale).rounded(.up))
        let height = Int((area.height * contentsScale).rounded(.up))
        guard width > 0, height > 0 else {
            setBackingStore(nil)
            return
        }
        backingStoreRect = rect == nil ? nil : area
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
        context.translateBy(x: -area.minX, y: -area.minY)
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
        if store == nil { backingStoreRect = nil }
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

    /// The part of the bounds space the layer itself paints: the bounds, plus its backing store's
    /// rectangle when that reaches outside them.
    package var paintedRect: CGRect {
        guard let backingStoreRect, backingStore != nil else { return bounds }
        return bounds.union(backingStoreRect)
    }
}
