/// One vertical blank of a screen: when it happened and its number in the screen's count of refreshes.
public struct VBlank: Sendable, Equatable {
    /// Monotonic seconds.
    public var time: Double
    /// Consecutive vblanks differ by one.
    public var number: Int64

    public init(time: Double, number: Int64) {
        self.time = time
        self.number = number
    }
}

/// Where a frame clock learns about a screen's vertical blanks.
@preconcurrency @MainActor
public protocol VBlankSource: AnyObject {
    /// The time between two vblanks, in seconds.
    var period: Double { get }
    /// Calls `handler` once, as soon as possible after the first vblank that follows `previous` (the
    /// next one when nil), with the latest vblank at that moment: one that comes late reports the
    /// latest vblank, skipping those missed. Cancelling the returned work stops the handler.
    func waitForVBlank(after previous: VBlank?, _ handler: @escaping @MainActor (VBlank) -> Void) -> ScheduledWork
}

/// Vblanks on a fixed grid, `anchor + n * period`, waited for with absolute deadlines on a scheduler:
/// the RandR refresh rate of a display, the 60 Hz guess when nothing better is known, or the fake
/// vblanks of a virtual X server.
@preconcurrency @MainActor
public final class RefreshGrid: VBlankSource {
    public let period: Double
    /// The time of vblank number 0.
    public let anchor: Double
    private let scheduler: Scheduler

    public init(scheduler: Scheduler, anchor: Double, period: Double) {
        self.scheduler = scheduler
        self.anchor = anchor
        self.period = period
    }

    /// A grid at `refreshRate` hertz (0 or less: 60 Hz) whose vblank 0 is now.
    public convenience init(scheduler: Scheduler, refreshRate: Double) {
        self.init(scheduler: scheduler, anchor: scheduler.now, period: 1 / (refreshRate > 0 ? refreshRate : 60))
    }

    public func waitForVBlank(after previous: VBlank?, _ handler: @escaping @MainActor (VBlank) -> Void)
        -> ScheduledWork
    {
        let awaited = previous.map { $0.number + 1 } ?? number(at: scheduler.now) + 1
        return scheduler.schedule(at: time(of: awaited)) { [weak self] in
            guard let self else { return }
            // A timer converted between clocks may fire a hair early: it still is the awaited vblank.
            let latest = max(awaited, number(at: scheduler.now))
            handler(VBlank(time: time(of: latest), number: latest))
        }
    }

    /// The vblank at or before `time`.
    public func number(at time: Double) -> Int64 {
        // A tick that fires exactly on its deadline must count as that vblank despite rounding.
        Int64(((time - anchor) / period + 1e-6).rounded(.down))
    }

    public func time(of number: Int64) -> Double {
        anchor + Double(number) * period
    }
}
