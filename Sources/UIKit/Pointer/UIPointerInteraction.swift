/// Gives a view a pointer style: while the mouse pointer is over the view (no button down), the
/// window's cursor follows the style the delegate returns for the region under the pointer.
///
/// On the desktop a style becomes a cursor shape (see `UIPointerStyle`). With no delegate, or a
/// delegate that returns no style, the view gets the automatic effect: the pointing hand. The
/// innermost view under the pointer whose interaction claims the point decides.
@preconcurrency @MainActor
open class UIPointerInteraction: UIInteraction {
    /// Answers for the interaction's regions and styles; not retained.
    public private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    public private(set) weak var view: UIView?
    /// A disabled interaction claims no region: the views around it decide the cursor.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { invalidate() } }
    }

    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
    }

    /// Asks the delegate for the region and style again, at the end of the turn, as if the pointer
    /// had moved where it is.
    open func invalidate() {
        UIApplication.instance?.setNeedsPointerCursorUpdate()
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// The style for the pointer at `location` (the view's coordinates), or nil when the interaction
    /// claims no region there.
    func style(at location: CGPoint, modifiers: UIKeyModifierFlags) -> UIPointerStyle? {
        guard isEnabled, let view else { return nil }
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        let region: UIPointerRegion?
        if let delegate {
            let request = UIPointerRegionRequest(location: location, modifiers: modifiers)
            region = delegate.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion)
        } else {
            region = defaultRegion
        }
        guard let region, region.rect.contains(location) else { return nil }
        return delegate?.pointerInteraction(self, styleFor: region)
            ?? UIPointerStyle(effect: .automatic(UITargetedPreview(view: view)))
    }
}
