/// A timer that can be cancelled before it fires.
@preconcurrency @MainActor
public final class ScheduledWork {
    private var cancelHandler: (() -> Void)?

    package init(cancel: @escaping () -> Void) {
        cancelHandler = cancel
    }

    /// Stops the work from running; does nothing once it has run.
    public func cancel() {
        cancelHandler?()
        cancelHandler = nil
    }
}

/// Time and turns of the main run loop, as the update cycle sees them.
///
/// The real scheduler reads the monotonic clock and runs work from `RunLoop.main`; the manual one
/// (headless tests) moves time only when told to, so tests never sleep.
@preconcurrency @MainActor
public protocol Scheduler: AnyObject {
    /// Monotonic seconds; the base of `CACurrentMediaTime()`.
    var now: Double { get }
    /// Reads `now` from any thread, for `CACurrentMediaTime()` which iOS lets any thread call.
    nonisolated var clock: @Sendable () -> Double { get }
    /// Runs `work` once, as soon as possible after `deadline` (monotonic seconds).
    @discardableResult
    func schedule(at deadline: Double, _ work: @escaping @MainActor () -> Void) -> ScheduledWork
    /// Runs `work` once at the end of the current run-loop turn, after the events of this turn, in FIFO order.
    func scheduleAtEndOfTurn(_ work: @escaping @MainActor () -> Void)
}
