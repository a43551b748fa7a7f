extension CALayer {
    /// Has `draw(in:)` fill the backing store: the bounds at `contentsScale`, flipped so y points
    /// down. An empty bounds frees the store.
    ///
    /// A store of the right size is kept and only the part `setNeedsDisplay(_:)` marked (grown to
    /// whole pixels) is redrawn, the context clipped to it and, when `clearsFirst`, cleared first
    /// (`UIView.clearsContextBeforeDrawing`); after `setNeedsDisplay()`, or for a new store, all of it.
    ///
    /// `rect` (in the bounds space) makes the store cover that rectangle instead: content drawn
    /// there shows even outside the bounds, as a shape layer's path does on iOS. The compositor then
    /// places the store at `rect` rather than by `contentsGravity`.
    package func drawIntoBackingStore(covering rect: CGRect? = nil, clearsFirst: Bool = true) {
        let area = (rect ?? bounds).integral
        let width = Int((area.width * contentsScale).rounded(.up))
        let height = Int((area.height * contentsScale).rounded(.up))
        let marked = dirtyRect
        dirtyRect = nil
        guard width > 0, height > 0 else {
            setBackingStore(nil)
            return
        }
        let placement = rect == nil ? nil : area
        var dirty = area
        let context: CGContext
        if let existing = backingStore, existing.width == width, existing.height == height,
            backingStoreRect == placement
        {
            context = existing
            if let marked { dirty = Self.pixelAligned(marked, in: area, scale: contentsScale) }
        } else {
            context = CGContext(pixelWidth: width, pixelHeight: height)
        }
        backingStoreRect = placement
        guard !dirty.isEmpty else { return }
        // Shadow offsets and blur are in points, as in iOS's layer contexts.
        context.baseSpaceToDevice = CGAffineTransform(scaleX: contentsScale, y: contentsScale)
        context.saveGState()
        context.scaleBy(x: contentsScale, y: contentsScale)
        context.translateBy(x: -area.minX, y: -area.minY)
        context.clip(to: dirty)
        if clearsFirst { context.clear(dirty) }
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

    /// `rect` grown to whole pixels of a store covering `area` at `scale`, and cut to `area`.
    private static func pixelAligned(_ rect: CGRect, in area: CGRect, scale: CGFloat) -> CGRect {
        let minX = ((rect.minX - area.minX) * scale).rounded(.down) / scale + area.minX
        let minY = ((rect.minY - area.minY) * scale).rounded(.down) / scale + area.minY
        let maxX = ((rect.maxX - area.minX) * scale).rounded(.up) / scale + area.minX
        let maxY = ((rect.maxY - area.minY) * scale).rounded(.up) / scale + area.minY
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).intersection(area)
    }

    /// Replaces what `display()` drew; nil when the layer has no drawn content.
    package func setBackingStore(_ store: CGContext?) {
        backingStore = store
        if store == nil { backingStoreRect = nil }
        // The same store may come back redrawn: the version tells a rasterized ancestor's cache.
        if compositorRecord == nil { compositorRecord = CompositorRecord() }
        compositorRecord?.contentsVersion &+= 1
        // Drawn by a commit, it is composited by that commit: no other commit is needed for it (a
        // layer redrawn every frame for an animated key would otherwise ask for commit after commit).
        CATransaction.isDisplaying ? markChangedWithinCommit() : changed()
    }

    /// Runs `displayIfNeeded` over the whole tree.
    package func displayTreeIfNeeded() {
        displayIfNeeded()
        for sublayer in sublayerList ?? [] { sublayer.displayTreeIfNeeded() }
        mask?.displayTreeIfNeeded()
    }

    /// Lays out this layer if it needs it, then its sublayers and mask, parents before children.
    package func layoutSubtreeIfNeeded() {
        if layoutPending {
            layoutPending = false
            layoutSublayers()
        }
        for sublayer in sublayerList ?? [] { sublayer.layoutSubtreeIfNeeded() }
        mask?.layoutSubtreeIfNeeded()
    }

    /// The part of the bounds space the layer itself paints: the bounds, plus its backing store's
    /// rectangle or, unless it masks to its bounds, its contents image as `contentsGravity` places
    /// it (an aspect-filled or centred image may be larger than the bounds), where they reach
    /// outside them.
    package var paintedRect: CGRect {
        if let backingStoreRect, backingStore != nil { return bounds.union(backingStoreRect) }
        guard !masksToBounds, contentsGravity != .resize, backingStore == nil, let image = contents as? CGImage else {
            return bounds
        }
        return contentsPieces(width: image.width, height: image.height).reduce(bounds) { $0.union($1.destination) }
    }
}
