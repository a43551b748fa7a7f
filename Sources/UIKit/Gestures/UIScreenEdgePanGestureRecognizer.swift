/// A pan that must start within 20 points of one of `edges` of the window (which stands for the
/// screen here); a touch starting elsewhere fails it. No edges (the default) recognizes nothing.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    static let edgeWidth: CGFloat = 20

    /// The window edges the pan may start from; none by default.
    open var edges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, origin == nil, let touch = touches.first, let window = touch.window {
            let point = touch.location(in: nil)
            let bounds = window.bounds
            let width = Self.edgeWidth
            let near =
                (edges.contains(.left) && point.x - bounds.minX <= width)
                || (edges.contains(.right) && bounds.maxX - point.x <= width)
                || (edges.contains(.top) && point.y - bounds.minY <= width)
                || (edges.contains(.bottom) && bounds.maxY - point.y <= width)
            if !near {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }
}
