import CoreGraphics
import Synchronization
import WindowSystem

/// A scheduler whose clock moves only when a test moves it, so timing tests never sleep.
///
/// Each timer that fires is one run-loop turn: its end-of-turn work runs right after it.
@preconcurrency @MainActor
public final class ManualScheduler: Scheduler {
    /// The manual time, shared with `clock` so other threads read the time the test has set.
    private let time: ManualTime
    private var timers: [Int: (deadline: Double, work: @MainActor () -> Void)] = [:]
    private var nextTimerID = 0
    private var endOfTurn: [@MainActor () -> Void] = []

    public init(now: Double = 1000) {
        time = ManualTime(now)
    }

    public private(set) var now: Double {
        get { time.seconds }
        set { time.seconds = newValue }
    }

    nonisolated public var clock: @Sendable () -> Double {
        { [time] in time.seconds }
    }

    @discardableResult
    public func schedule(at deadline: Double, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let id = nextTimerID
        nextTimerID += 1
        timers[id] = (deadline, work)
        return ScheduledWork { [weak self] in
            MainActor.assumeIsolated { _ = self?.timers.removeValue(forKey: id) }
        }
    }

    public func scheduleAtEndOfTurn(_ work: @escaping @MainActor () -> Void) {
        endOfTurn.append(work)
    }

    /// The earliest pending timer deadline, if any timer is pending.
    public var nextDeadline: Double? { timers.values.map(\.deadline).min() }
    public var hasEndOfTurnWork: Bool { !endOfTurn.isEmpty }
    /// How many timers are waiting to fire: zero when nothing will wake the app.
    public var pendingTimerCount: Int { timers.count }

    /// Ends the current turn: runs end-of-turn work, including work it schedules.
    public func runEndOfTurn() {
        var rounds = 0
        while !endOfTurn.isEmpty {
            rounds += 1
            preconditionAlways(rounds < 10_000, "end-of-turn work keeps scheduling more end-of-turn work")
            let batch = endOfTurn
            endOfTurn.removeAll()
            for work in batch { work() }
        }
    }

    /// Moves the clock forward as if the current turn's work took `seconds`, without firing timers:
    /// those that fall due meanwhile fire late, when the test next advances. Models a slow frame.
    public func spend(_ seconds: Double) {
        now += seconds
    }

    /// Moves the clock forward by `interval` seconds, firing due timers in deadline order.
    public func advance(by interval: Double) {
        advance(to: now + interval)
    }

    /// Moves the clock to `time`, firing due timers in deadline order, each as its own turn.
    ///
    /// Timers due within a nanosecond after `time` fire too: advancing by a sum of frame periods
    /// then reaches a frame deadline computed as a multiple of the period despite rounding.
    public func advance(to time: Double) {
        runEndOfTurn()
        while let (id, timer) = timers.filter({ $0.value.deadline <= time + 1e-9 })
            .min(by: { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) })
        {
            timers.removeValue(forKey: id)
            now = max(now, timer.deadline)
            timer.work()
            runEndOfTurn()
        }
        now = max(now, time)
    }
}

/// Seconds behind a lock, readable from any thread.
private final class ManualTime: Sendable {
    private let value: Mutex<Double>

    init(_ seconds: Double) {
        value = Mutex(seconds)
    }

    var seconds: Double {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
