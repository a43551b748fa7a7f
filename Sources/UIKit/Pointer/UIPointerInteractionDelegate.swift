/// Decides where a `UIPointerInteraction` applies and which pointer style it shows there. Both
/// methods are optional.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region of the interaction's view under the pointer at `request.location`, or nil when the
    /// interaction has nothing to show there. Asked at every pointer move over the view; the default
    /// returns `defaultRegion`, the view's bounds.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion?

    /// The style for `region`; nil (the default) means the automatic effect.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
        defaultRegion
    }

    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
        -> UIPointerStyle?
    {
        nil
    }
}
