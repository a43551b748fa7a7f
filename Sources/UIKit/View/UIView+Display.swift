/// Which view classes draw (override `draw(_:)`); learnt on first display, since Swift cannot ask.
@MainActor
private var classDraws: [ObjectIdentifier: Bool] = [:]

extension UIView {
    /// The layer's display step: gives views that override `draw(_:)` a backing store and lets them
    /// draw, with the view's traits current so dynamic colours resolve for its appearance.
    ///
    /// A view whose base `draw(_:)` ran and left the store blank does not draw; its class is remembered
    /// so later instances skip the backing store entirely. A class that overrides `draw(_:)` draws,
    /// whatever its first drawing painted.
    func displayContent() {
        let key = ObjectIdentifier(type(of: self))
        let known = classDraws[key]
        if known == false {
            if layer.backingStore != nil { layer.setBackingStore(nil) }
            return
        }
        defaultDrawCalled = false
        let previousTraits = TraitCurrency.makeCurrent(self)
        layer.drawIntoBackingStore(clearsFirst: clearsContextBeforeDrawing)
        TraitCurrency.restore(previousTraits)
        // Decided only once `draw(_:)` could run: a view displayed at zero size draws nothing and
        // says nothing about its class.
        if known == nil, layer.backingStore != nil {
            classDraws[key] = !defaultDrawCalled || (layer.backingStore?.hasInk ?? false)
            if classDraws[key] == false { layer.setBackingStore(nil) }
        }
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
