/// An engine's subscription to the app's frames (the animation and emitter engines each keep one):
/// started while the engine has work on screen, stopped when it has none. Layers used without an
/// application get no frames.
@MainActor
struct FrameFeed {
    private var subscription: FrameSubscription?
    private weak var source: FrameSource?

    /// Whether frames are coming.
    var isRunning: Bool { subscription != nil }

    /// Calls `onFrame` at every frame of the current source from now on; does nothing when it
    /// already does.
    mutating func start(_ onFrame: @escaping @MainActor () -> Void) {
        guard let current = UpdateCycle.current.connectedFrameSource, subscription == nil || source !== current
        else { return }
        subscription?.cancel()
        source = current
        subscription = current.subscribe { _ in onFrame() }
    }

    /// No more frames until the next `start`.
    mutating func stop() {
        subscription?.cancel()
        subscription = nil
    }
}
