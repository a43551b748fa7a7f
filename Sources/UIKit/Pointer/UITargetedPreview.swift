/// The view a pointer effect applies to.
///
/// Only what pointer effects need: the desktop draws no previews, so there are no parameters or
/// targets.
@preconcurrency @MainActor
open class UITargetedPreview {
    public let view: UIView

    public init(view: UIView) {
        self.view = view
    }

    /// The size of the preview: the view's bounds size.
    public var size: CGSize { view.bounds.size }
}
