import CoreFoundation
import Dispatch
import Foundation

/// The real scheduler: the monotonic clock, Dispatch timers on the main queue, and a run-loop
/// observer that runs end-of-turn work just before `RunLoop.main` goes to sleep — the moment
/// Core Animation commits on iOS.
@MainActor
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

    @discardableResult
    public func schedule(at deadline: Double, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let delay = max(0, deadline - now)
        timer.schedule(deadline: .now() + .nanoseconds(Int(delay * 1_000_000_000)), leeway: .microseconds(200))
        timer.setEventHandler {
            timer.cancel()
            MainActor.assumeIsolated { work() }
        }
        timer.resume()
        return ScheduledWork { timer.cancel() }
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
