import WindowSystem

/// The frames of the screen: one clock on the refresh grid that runs only while something
/// subscribes (a running animation, an unpaused display link), so an idle app has no timer at all.
///
/// Subscribers are called once per frame, in the order they subscribed, with the frame's timing;
/// a subscription ends when it is cancelled.
@MainActor
package final class FrameSource {
    /// The source of the app's screen; nil until the application installs one.
    package static var shared: FrameSource?

    private let clock: FrameClock
    private var subscribers: [(id: Int, callback: @MainActor (FrameTiming) -> Void)] = []
    private var nextID = 0

    package init(scheduler: Scheduler, refreshRate: Double) {
        clock = FrameClock(scheduler: scheduler, refreshRate: refreshRate)
        clock.onFrame = { [weak self] timing in self?.deliver(timing) }
    }

    /// The refresh period in seconds.
    package var period: Double { clock.period }

    /// Whether the clock is ticking (something is subscribed).
    package var isRunning: Bool { clock.isRunning }

    /// Calls `callback` every frame until the returned subscription is cancelled.
    package func subscribe(_ callback: @escaping @MainActor (FrameTiming) -> Void) -> FrameSubscription {
        nextID += 1
        let id = nextID
        subscribers.append((id, callback))
        clock.start()
        return FrameSubscription { [weak self] in self?.unsubscribe(id) }
    }

    private func unsubscribe(_ id: Int) {
        subscribers.removeAll { $0.id == id }
        if subscribers.isEmpty { clock.stop() }
    }

    private func deliver(_ timing: FrameTiming) {
        for subscriber in subscribers { subscriber.callback(timing) }
    }
}

/// A frame subscription; cancelling it (or letting it go) stops its callbacks.
@MainActor
package final class FrameSubscription {
    private var cancelHandler: (@MainActor () -> Void)?

    init(cancel: @escaping @MainActor () -> Void) {
        cancelHandler = cancel
    }

    package func cancel() {
        cancelHandler?()
        cancelHandler = nil
    }

    isolated deinit {
        cancelHandler?()
    }
}
