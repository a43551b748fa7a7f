/// A scroll view's pan recognizer. Beyond a plain pan it stops the content's movement when a finger
/// lands (a tap stops a fling), follows wheels and touchpads (`allowedScrollTypesMask` is `.all`),
/// and declines to begin when the drag is along an axis its scroll view does not scroll (so an
/// enclosing scroll view takes it) or would take touches from content that keeps them
/// (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?
    /// Whether the touch that began the sequence stopped a movement: it goes no further.
    private(set) var stoppedMotion = false

    convenience init(scrollView: UIScrollView) {
        self.init()
        self.scrollView = scrollView
        allowedScrollTypesMask = .all
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.contains(where: \.beganOnScrollViewControl) {
            // The mouse on a widened indicator or a section index works that, not the content.
            state = .failed
            return
        }
        if let scrollView, numberOfTouches == touches.count {
            stoppedMotion = scrollView.motion != nil
            scrollView.touchDown()
        }
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let origin, let scrollView, numberOfTouches >= minimumNumberOfTouches {
            let point = location(in: nil)
            let motion = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
            if hypot(motion.x, motion.y) >= Self.hysteresis, !scrollView.dragMayBegin(motion, touches: sequenceTouches)
            {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if numberOfTouches == touches.count { scrollView?.touchUp() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if numberOfTouches == touches.count { scrollView?.touchUp() }
    }

    /// The scroll view's own pinch works alongside: two fingers may scroll and zoom at once.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventedGestureRecognizer !== scrollView?.zoomPinch
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer !== scrollView?.zoomPinch
    }

    override func reset() {
        super.reset()
        stoppedMotion = false
    }
}
