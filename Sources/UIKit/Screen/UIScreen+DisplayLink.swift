extension UIScreen {
    /// A display link for the screen that calls `selector` on `target` (held weakly) with itself at
    /// each frame; add it to the main run loop to start it.
    @preconcurrency
    public func displayLink<Target: AnyObject>(
        withTarget target: Target, selector: @escaping @MainActor (Target) -> @MainActor (CADisplayLink) -> Void
    ) -> CADisplayLink? {
        CADisplayLink(target: target, selector: selector)
    }

    /// A display link for the screen that calls the no-argument method `selector` on `target` (held
    /// weakly) at each frame; add it to the main run loop to start it.
    @preconcurrency
    public func displayLink<Target: AnyObject>(
        withTarget target: Target, selector: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) -> CADisplayLink? {
        CADisplayLink(target: target, selector: selector)
    }
}
