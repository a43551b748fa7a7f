/// Makes a view a drop target: drags over it ask its delegate what a drop would do, and drops go to it.
///
/// A drag is over the interaction of the deepest view under the pointer that has one (views without
/// user interaction are skipped, as by hit-testing). Drags from this app and from other apps (XDND on
/// X11) come the same way; `session.localDragSession` tells them apart.
@preconcurrency @MainActor
open class UIDropInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: (any UIDropInteractionDelegate)?
    /// Whether several drags may be over the view at once; the desktop has one pointer, so one at a time.
    open var allowsSimultaneousDropSessions = false
    public private(set) weak var view: UIView?

    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }
}
