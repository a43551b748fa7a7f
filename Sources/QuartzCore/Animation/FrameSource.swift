import WindowSystem

/// The frames of the screen: one clock on the refresh grid that runs only while something
/// subscribes (a running animation, an unpaused display link), so an idle app has no timer at all.
///
/// Subscribers are called once per frame, in the order they subscribed, with the frame's timing; a
/// subscription ends when it is cancelled. A paused subscription keeps its place in that order but
/// is not called, and the clock stops when every subscription is paused or gone. Subscribing during
/// a frame is called from the next frame on; cancelling or pausing during a frame takes effect at once.
@MainActor
package final class FrameSource {
    /// The app's source (see `UpdateCycle.frameSource`).
    package static var current: FrameSource {
        UpdateCycle.current.frameSource
    }

    private let clock: FrameClock
    private var subscribers: [Subscriber] = []
    /// The frame being delivered or last delivered; nil before the first.
    package private(set) var currentFrame: FrameTiming?

    package init(clock: FrameClock) {
        self.clock = clock
        clock.onFrame = { [weak self] timing in self?.deliver(timing) }
    }

    /// A source on absolute deadlines at `refreshRate` hertz (60 when 0 or less).
    package convenience init(scheduler: Scheduler, refreshRate: Double) {
        self.init(clock: FrameClock(scheduler: scheduler, refreshRate: refreshRate))
    }

    /// The refresh period in seconds.
    package var period: Double { clock.period }

    /// Whether the clock is ticking (some subscription is not paused).
    package var isRunning: Bool { clock.isRunning }

    /// Calls `callback` every frame until the returned subscription is cancelled.
    package func subscribe(_ callback: @escaping @MainActor (FrameTiming) -> Void) -> FrameSubscription {
        let subscriber = Subscriber(callback: callback)
        subscribers.append(subscriber)
        clock.start()
        return FrameSubscription(source: self, subscriber: subscriber)
    }

    fileprivate func remove(_ subscriber: Subscriber) {
        subscribers.removeAll { $0 === subscriber }
        updateClock()
    }

    fileprivate func updateClock() {
        if subscribers.contains(where: { !$0.isPaused }) {
            clock.start()
        } else {
            clock.stop()
        }
    }

    private func deliver(_ timing: FrameTiming) {
        currentFrame = timing
        for subscriber in subscribers where !subscriber.isCancelled && !subscriber.isPaused {
            subscriber.callback(timing)
        }
    }
}

/// One subscriber's callback and state, shared by the source and the subscription.
@MainActor
private final class Subscriber {
    let callback: @MainActor (FrameTiming) -> Void
    var isPaused = false
    var isCancelled = false

    init(callback: @escaping @MainActor (FrameTiming) -> Void) {
        self.callback = callback
    }
}

/// A frame subscription; cancelling it (or letting it go) stops its callbacks.
@MainActor
package final class FrameSubscription {
    private weak var source: FrameSource?
    private let subscriber: Subscriber

    fileprivate init(source: FrameSource, subscriber: Subscriber) {
        self.source = source
        self.subscriber = subscriber
    }

    /// Whether the callbacks are suspended; a paused subscription does not keep the clock running.
    package var isPaused: Bool {
        get { subscriber.isPaused }
        set {
            guard newValue != subscriber.isPaused, !subscriber.isCancelled else { return }
            subscriber.isPaused = newValue
            source?.updateClock()
        }
    }

    package func cancel() {
        guard !subscriber.isCancelled else { return }
        subscriber.isCancelled = true
        source?.remove(subscriber)
    }

    isolated deinit {
        cancel()
    }
}
