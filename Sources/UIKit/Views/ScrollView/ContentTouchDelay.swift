import WindowSystem

/// Holds a touch back from the scroll view's content for `delay` seconds (`delaysContentTouches`),
/// so that a drag starting on a button scrolls instead of pressing it: if the pan recognizes first,
/// the content never sees the touch. Once the delay passes or the touch lifts, the content gets it,
/// unless `touchesShouldBegin(_:with:in:)` says no or the touch only stopped a moving scroll.
final class ContentTouchDelay: UIGestureRecognizer {
    /// iOS's delay: 150 ms.
    static let delay: TimeInterval = 0.15

    private weak var scrollView: UIScrollView?
    private var timer: ScheduledWork?

    convenience init(scrollView: UIScrollView) {
        self.init()
        self.scrollView = scrollView
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView else { return }
        if (scrollView.panGestureRecognizer as? ScrollViewPanGestureRecognizer)?.stoppedMotion == true {
            for touch in touches { touch.cancelInView() }
        }
        delaysTouchesBegan =
            scrollView.delaysContentTouches
            && !touches.contains(where: \.beganOnScrollViewControl)
        guard delaysTouchesBegan else { return release(touches, with: event) }
        timer?.cancel()
        timer = schedule(after: Self.delay) { [weak self] in self?.release(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        release(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    /// The pan takes the touch from the content itself; being failed by it would flush the held
    /// touch to the content just before the pan cancels it there.
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
    }

    /// Lets the content have the touches, if the scroll view agrees, by failing.
    private func release(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        timer?.cancel()
        timer = nil
        if let scrollView {
            for touch in touches {
                guard let view = touch.view, view !== scrollView else { continue }
                if !scrollView.touchesShouldBegin([touch], with: event, in: view) { touch.cancelInView() }
            }
        }
        state = .failed
    }
}
