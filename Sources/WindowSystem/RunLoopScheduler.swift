import CoreFoundation
import Foundation

/// The real scheduler: the monotonic clock, timers of the main run loop, and a run-loop observer
/// that runs end-of-turn work just before `RunLoop.main` goes to sleep — the moment Core Animation
/// commits on iOS.
///
/// Timers are run-loop timers in the common modes rather than Dispatch timers: the run loop waits on
/// them itself (a `timerfd` in its `epoll` set on Linux), so a deadline wakes the main thread directly
/// instead of a Dispatch thread that then wakes the main thread, which keeps frame ticks punctual.
@preconcurrency @MainActor
public final class RunLoopScheduler: Scheduler {
    private var endOfTurn: [@MainActor () -> Void] = []
    private var observer: CFRunLoopObserver?

    public init() {
        // kCFRunLoopBeforeWaiting | kCFRunLoopExit: before sleeping, and when a nested run returns.
        let activities = CFOptionFlags((1 << 5) | (1 << 7))
        let observer = CFRunLoopObserverCreateWithHandler(nil, activities, true, 0) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.runEndOfTurn() }
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, kCFRunLoopCommonModes)
        self.observer = observer
    }

    public var now: Double { monotonicSeconds() }

    nonisolated public var clock: @Sendable () -> Double { monotonicSeconds }

    @discardableResult
    public func schedule(at deadline: Double, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        // Run-loop timers take absolute-time fire dates; the monotonic deadline becomes one just here.
        let fireDate = CFAbsoluteTimeGetCurrent() + (deadline - now)
        let timer = CFRunLoopTimerCreateWithHandler(nil, fireDate, 0, 0, 0) { _ in
            MainActor.assumeIsolated { work() }
        }
        CFRunLoopAddTimer(CFRunLoopGetMain(), timer, kCFRunLoopCommonModes)
        return ScheduledWork { CFRunLoopTimerInvalidate(timer) }
    }

    public func scheduleAtEndOfTurn(_ work: @escaping @MainActor () -> Void) {
        endOfTurn.append(work)
        // Work scheduled from outside a run-loop turn (for example a Dispatch block) still needs a turn.
        CFRunLoopWakeUp(CFRunLoopGetMain())
    }

    /// Runs end-of-turn work now, including work that it schedules in turn.
    public func runEndOfTurn() {
        while !endOfTurn.isEmpty {
            let batch = endOfTurn
            endOfTurn.removeAll()
            for work in batch { work() }
        }
    }
}
