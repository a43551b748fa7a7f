/// An accessibility element that is not a view: a part of a custom-drawn view (a chart's bar, a
/// piano key) that its container lists in `accessibilityElements`.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    private weak var containerObject: AnyObject?
    private var frameInContainer: CGRect?

    /// An element inside `container` (usually the view that lists it); the container is held weakly.
    public init(accessibilityContainer container: Any) {
        containerObject = container as AnyObject
        super.init()
    }

    /// The object that lists this element, or nil once it is gone.
    open var accessibilityContainer: Any? {
        get { containerObject }
        set { containerObject = newValue as AnyObject? }
    }

    /// The element's frame in its container view's bounds space; when set, `accessibilityFrame`
    /// follows the container on screen.
    open var accessibilityFrameInContainerSpace: CGRect {
        get { frameInContainer ?? .zero }
        set { frameInContainer = newValue }
    }

    open override var accessibilityFrame: CGRect {
        get {
            if let frameInContainer, let view = containerObject as? UIView {
                return view.convertToScreen(frameInContainer)
            }
            return super.accessibilityFrame
        }
        set {
            frameInContainer = nil
            super.accessibilityFrame = newValue
        }
    }
}
