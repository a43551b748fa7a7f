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
            layer.setBackingStore(nil)
            return
        }
        defaultDrawCalled = false
        layer.drawIntoBackingStore()
        if classDraws[key] == nil {
            classDraws[key] = !defaultDrawCalled || (layer.backingStore?.hasInk ?? false)
            if classDraws[key] == false { layer.setBackingStore(nil) }
        }
    }

    /// The layout step, with the controller hooks around `layoutSubviews` for a controller's root view.
    func runLayout() {
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
    }
}
