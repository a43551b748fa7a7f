/// The times of one frame, on the screen's refresh grid (monotonic seconds).
public struct FrameTiming: Sendable, Equatable {
    /// When the frame's vsync happened.
    public var timestamp: Double
    /// When the next vsync will happen: the time the frame being prepared will be shown.
    public var targetTimestamp: Double
    /// The refresh period.
    public var duration: Double

    public init(timestamp: Double, targetTimestamp: Double, duration: Double) {
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
        self.duration = duration
    }
}

/// Ticks once per refresh of a screen while running, on absolute deadlines
/// (`anchor + n * period`, never `now + period`) so it never drifts; a late tick drops the
/// frames it missed instead of queueing them. Stopped, it schedules nothing: an idle app sleeps.
@MainActor
public final class FrameClock {
    /// The refresh period in seconds.
    public let period: Double
    /// Called once per frame while running.
    public var onFrame: ((FrameTiming) -> Void)?

    private let scheduler: Scheduler
    private let anchor: Double
    private var pending: ScheduledWork?

    /// Creates a clock for a refresh rate in hertz; 0 or less means unknown and gives 60 Hz.
    public init(scheduler: Scheduler, refreshRate: Double) {
        self.scheduler = scheduler
        period = 1 / (refreshRate > 0 ? refreshRate : 60)
        anchor = scheduler.now
    }

    public var isRunning: Bool { pending != nil }

    public func start() {
        guard pending == nil else { return }
        scheduleNextTick()
    }

    public func stop() {
        pending?.cancel()
        pending = nil
    }

    private func frameIndex(at time: Double) -> Double {
        // A tick that fires exactly on its deadline must count as that frame despite rounding.
        ((time - anchor) / period + 1e-6).rounded(.down)
    }

    private func scheduleNextTick() {
        let next = anchor + (frameIndex(at: scheduler.now) + 1) * period
        pending = scheduler.schedule(at: next) { [weak self] in self?.tick() }
    }

    private func tick() {
        let timestamp = anchor + frameIndex(at: scheduler.now) * period
        scheduleNextTick()
        onFrame?(FrameTiming(timestamp: timestamp, targetTimestamp: timestamp + period, duration: period))
    }
}
