/// Which view classes draw (override `draw(_:)`); learnt on first display, since Swift cannot ask.
@MainActor
private var classDraws: [ObjectIdentifier: Bool] = [:]

extension UIView {
    /// The layer's display step: gives views that override `draw(_:)` a backing store and lets them draw.
    ///
    /// A view whose base `draw(_:)` ran and left the store blank does not draw; its class is remembered
    /// so later instances skip the backing store entirely.
    func displayContent() {
        let key = ObjectIdentifier(type(of: self))
        if classDraws[key] == false {
            if layer.backingStore != nil { layer.setBackingStore(nil) }
            return
        }
        defaultDrawCalled = false
        drawIntoBackingStore()
        if classDraws[key] == nil {
            classDraws[key] = !defaultDrawCalled || (layer.backingStore?.hasInk ?? false)
            if classDraws[key] == false { layer.setBackingStore(nil) }
        }
    }

    /// Draws the dirty part of the bounds into the layer's backing store, keeping the rest.
    ///
    /// The store is the bounds at `contentScaleFactor`, flipped so y points down. A store of the
    /// right size is reused: the dirty rectangle (`setNeedsDisplay(_:)`'s union, widened to whole
    /// pixels; all of the bounds after `setNeedsDisplay()` or for a new store) is cleared when
    /// `clearsContextBeforeDrawing` is true, the context is clipped to it, and `draw(_:)` paints over
    /// what is left. An empty bounds frees the store.
    private func drawIntoBackingStore() {
        let bounds = layer.bounds
        let scale = layer.contentsScale
        let width = Int((bounds.width * scale).rounded(.up))
        let height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0 else {
            layer.setBackingStore(nil)
            return
        }
        var dirty = bounds
        let context: CGContext
        if let existing = layer.backingStore, existing.width == width, existing.height == height {
            context = existing
            if let rect = layer.dirtyRect { dirty = Self.pixelAligned(rect, in: bounds, scale: scale) }
        } else {
            context = CGContext(pixelWidth: width, pixelHeight: height)
        }
        guard !dirty.isEmpty else { return }
        // Shadow offsets and blur are in points, as in iOS's layer contexts.
        context.baseSpaceToDevice = CGAffineTransform(scaleX: scale, y: scale)
        context.saveGState()
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        context.clip(to: dirty)
        if clearsContextBeforeDrawing { context.clear(dirty) }
        layer.draw(in: context)
        context.restoreGState()
        layer.setBackingStore(context)
    }

    /// `rect` grown to whole pixels of the store and cut to the bounds.
    private static func pixelAligned(_ rect: CGRect, in bounds: CGRect, scale: CGFloat) -> CGRect {
        let minX = ((rect.minX - bounds.minX) * scale).rounded(.down) / scale + bounds.minX
        let minY = ((rect.minY - bounds.minY) * scale).rounded(.down) / scale + bounds.minY
        let maxX = ((rect.maxX - bounds.minX) * scale).rounded(.up) / scale + bounds.minX
        let maxY = ((rect.maxY - bounds.minY) * scale).rounded(.up) / scale + bounds.minY
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).intersection(bounds)
    }
}

extension UIView {
    /// How a view's content follows a change of its bounds.
    public enum ContentMode: Int, Sendable, Hashable {
        case scaleToFill = 0
        case scaleAspectFit
        case scaleAspectFill
        case redraw
        case center
        case top
        case bottom
        case left
        case right
        case topLeft
        case topRight
        case bottomLeft
        case bottomRight
    }

    /// Sets the layer up for `contentMode`: `.redraw` redraws on a bounds size change; every mode
    /// places the content by a `contentsGravity`.
    ///
    /// As on iOS, `.top` is stored as the `bottom` gravity (and so on): Core Animation names
    /// gravities in y-up space, and the compositor follows it, so the content lands at the top.
    func applyContentMode() {
        layer.needsDisplayOnBoundsChange = contentMode == .redraw
        layer.contentsGravity = contentMode.contentsGravity
    }
}

extension UIView.ContentMode {
    /// The layer gravity that places content as this mode does. Gravities are named in Core
    /// Animation's y-up space, so UIKit's top is the gravity's bottom, as on iOS.
    var contentsGravity: CALayerContentsGravity {
        switch self {
        case .scaleToFill, .redraw: .resize
        case .scaleAspectFit: .resizeAspect
        case .scaleAspectFill: .resizeAspectFill
        case .center: .center
        case .top: .bottom
        case .bottom: .top
        case .left: .left
        case .right: .right
        case .topLeft: .bottomLeft
        case .topRight: .bottomRight
        case .bottomLeft: .topLeft
        case .bottomRight: .topRight
        }
    }
}
