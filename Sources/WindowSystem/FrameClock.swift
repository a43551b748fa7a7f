/// The times of one frame, on the screen's refresh grid (monotonic seconds).
///
/// A clock's timings satisfy `targetTimestamp - timestamp == duration` exactly in floating point:
/// both times and the duration are rounded (by a few units in the last place of the timestamp) to
/// multiples of one power of two, which makes the sum exact.
public struct FrameTiming: Sendable, Equatable {
    /// When the frame's vsync happened.
    public var timestamp: Double
    /// When the next vsync will happen: the time the frame being prepared will be shown.
    public var targetTimestamp: Double
    /// The refresh period.
    public var duration: Double
    /// The number of the frame's vsync in the screen's count of refreshes; consecutive vsyncs differ
    /// by one, so a gap means frames were dropped.
    public var frameIndex: Int64

    /// A frame's times; without `frameIndex`, the frame is numbered by `timestamp / duration`.
    public init(timestamp: Double, targetTimestamp: Double, duration: Double, frameIndex: Int64? = nil) {
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
        self.duration = duration
        self.frameIndex = frameIndex ?? Int64((timestamp / duration).rounded())
    }

    /// The timing of `vblank` on a screen refreshing every `period` seconds (shorter than a second),
    /// rounded so that the target is exactly the timestamp plus the duration.
    public init(vblank: VBlank, period: Double) {
        // Multiples of two units in the last place of the timestamp add up exactly: their sum is a
        // multiple of the unit of its own magnitude, which is at most one binade higher.
        let quantum = 2 * max(vblank.time, 1).ulp
        let timestamp = (vblank.time / quantum).rounded() * quantum
        let duration = (period / quantum).rounded() * quantum
        self.init(
            timestamp: timestamp, targetTimestamp: timestamp + duration, duration: duration,
            frameIndex: vblank.number)
    }
}

/// Ticks once per refresh of a screen while running, at the vblanks its source reports; a late tick
/// drops the frames it missed instead of queueing them. Stopped, it waits for nothing: an idle app
/// sleeps.
///
/// The source decides where the vblanks come from: the X server's Present extension, or absolute
/// deadlines on a refresh grid (`anchor + n * period`, never `now + period`, so it never drifts).
@preconcurrency @MainActor
public final class FrameClock {
    /// Called once per frame while running.
    public var onFrame: ((FrameTiming) -> Void)?

    private let source: VBlankSource
    private var pending: ScheduledWork?
    /// Whether the clock should keep ticking; it may be between a tick and the next wait.
    private var wantsToRun = false
    private var isDelivering = false

    public init(source: VBlankSource) {
        self.source = source
    }

    /// A clock on absolute deadlines at a refresh rate in hertz; 0 or less means unknown and gives 60 Hz.
    /// Its grid starts at the scheduler's current time.
    public convenience init(scheduler: Scheduler, refreshRate: Double) {
        self.init(source: RefreshGrid(scheduler: scheduler, refreshRate: refreshRate))
    }

    /// The refresh period in seconds.
    public var period: Double { source.period }

    public var isRunning: Bool { wantsToRun }

    /// Starts ticking from the next vblank; does nothing while running.
    public func start() {
        guard !wantsToRun else { return }
        wantsToRun = true
        if !isDelivering { wait(after: nil) }
    }

    public func stop() {
        wantsToRun = false
        pending?.cancel()
        pending = nil
    }

    private func wait(after previous: VBlank?) {
        pending = source.waitForVBlank(after: previous) { [weak self] vblank in self?.tick(vblank) }
    }

    private func tick(_ vblank: VBlank) {
        pending = nil
        isDelivering = true
        onFrame?(FrameTiming(vblank: vblank, period: period))
        isDelivering = false
        // Waiting for the vblank after this one even when the frame's work outlasted it makes a slow
        // frame's next tick come at once, late, with the latest vblank (dropping those missed); arming
        // the wait only now keeps its cost out of the frame's lateness.
        if wantsToRun { wait(after: vblank) }
    }
}
