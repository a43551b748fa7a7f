import Foundation
import WindowSystem

/// A timer synchronized with the screen's refresh: once added to the main run loop, it calls its
/// target at every vsync (or every few, by `preferredFrameRateRange`) with the frame's times.
///
/// With no Objective-C runtime the selector is a typed method reference,
/// `CADisplayLink(target: self, selector: Animator.step)`, where `step` takes the link or nothing; or
/// a closure, `CADisplayLink { link in … }`. Unlike iOS, the target is held weakly, so a view
/// controller holding its link makes no retain cycle: once the target is gone the link invalidates
/// itself at its next frame. As on iOS the run loop retains the link from `add(to:forMode:)` until it
/// is invalidated or removed from its last mode.
///
/// Links are called in the order they were added, each frame before the animations advance. A frame
/// the app was too busy for is dropped, not queued: `timestamp` stays on the vsync grid.
@preconcurrency @MainActor
public final class CADisplayLink: NSObject {
    /// Calls the target; false when the target is gone. Nil once invalidated.
    private var action: (@MainActor (CADisplayLink) -> Bool)?
    private var modes: Set<RunLoop.Mode> = []
    private var subscription: FrameSubscription?
    /// The source subscribed to, kept while subscribed even if the application installs another.
    private var source: FrameSource?
    /// The frame the link last fired at; nil before its first call and after a pause.
    private var lastFrameIndex: Int64?

    /// The time of the vsync of the frame being called for (0 before the first call).
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next vsync, when what is drawn now appears (0 before the first call).
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The screen's refresh period; `targetTimestamp - timestamp` (0 before the first call).
    public private(set) var duration: CFTimeInterval = 0

    /// Whether calls are suspended; a paused link keeps no clock running.
    public var isPaused = false {
        didSet { updateSubscription() }
    }

    /// The frame rates the link wants; `.default` is every refresh of the screen. Setting it sets
    /// `frameInterval` back to 1.
    public var preferredFrameRateRange = CAFrameRateRange.default {
        didSet { frameIntervalStorage = 1 }
    }

    private var frameIntervalStorage = 1

    /// How many refreshes of the screen pass between calls: 1 (the default) is every refresh, 2
    /// every other one. Setting it sets `preferredFrameRateRange` back to `.default`. Deprecated on
    /// iOS in favour of `preferredFramesPerSecond`, but not here, so ported code builds without warnings.
    public var frameInterval: Int {
        get { frameIntervalStorage }
        set {
            preconditionAlways(newValue >= 1, "CADisplayLink.frameInterval must be at least 1")
            preferredFrameRateRange = .default
            frameIntervalStorage = newValue
        }
    }

    /// The frame rate the link wants, 0 for the screen's refresh rate; the link fires at the factor of
    /// the refresh rate nearest to it (30 on 60 Hz: every other frame). Reads the preferred rate of
    /// `preferredFrameRateRange`, and sets a range of exactly that rate.
    public var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set {
            let rate = Float(max(0, newValue))
            preferredFrameRateRange =
                rate > 0 ? CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate) : .default
        }
    }

    /// A link that calls `selector` on `target` with itself at each frame; `target` is held weakly.
    @preconcurrency
    public init<Target: AnyObject>(
        target: Target, selector: @escaping @MainActor (Target) -> @MainActor (CADisplayLink) -> Void
    ) {
        action = { [weak target] link in
            guard let target else { return false }
            selector(target)(link)
            return true
        }
        super.init()
    }

    /// A link that calls the no-argument method `selector` on `target` at each frame; `target` is held weakly.
    @preconcurrency
    public init<Target: AnyObject>(target: Target, selector: @escaping @MainActor (Target) -> @MainActor () -> Void) {
        action = { [weak target] _ in
            guard let target else { return false }
            selector(target)()
            return true
        }
        super.init()
    }

    /// A link that calls `handler` with itself at each frame, until invalidated.
    @preconcurrency
    public init(_ handler: @escaping @MainActor (CADisplayLink) -> Void) {
        action = { link in
            handler(link)
            return true
        }
        super.init()
    }

    /// Starts calling the target at each frame while `runloop` runs in `mode` (`.default`, `.tracking`,
    /// or `.common` for both); the run loop retains the link. Only the main run loop has frames.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        preconditionAlways(runloop === RunLoop.main, "CADisplayLink: only the main run loop has frames")
        guard action != nil else { return }
        modes.insert(mode)
        if subscription == nil {
            let source = FrameSource.current
            self.source = source
            subscription = source.subscribe { [weak self] timing in self?.frame(timing) }
            DisplayLinkRunLoop.retain(self)
        }
        updateSubscription()
    }

    /// Stops calls in `mode`; removed from its last mode, the link is released by the run loop.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard runloop === RunLoop.main, modes.remove(mode) != nil else { return }
        if modes.isEmpty {
            unsubscribe()
        } else {
            updateSubscription()
        }
    }

    /// Removes the link from every mode for good and lets go of its target or closure.
    public func invalidate() {
        action = nil
        modes.removeAll()
        unsubscribe()
    }

    private func unsubscribe() {
        subscription?.cancel()
        subscription = nil
        source = nil
        lastFrameIndex = nil
        DisplayLinkRunLoop.release(self)
    }

    /// Pauses the subscription while the link is paused or none of its modes is running, so that
    /// it keeps its place among the frame's callbacks but not the clock.
    func updateSubscription() {
        guard let subscription else { return }
        let running = !isPaused && DisplayLinkRunLoop.runningModes.contains { modes.contains($0) }
        if running, subscription.isPaused { lastFrameIndex = nil }
        subscription.isPaused = !running
    }

    /// Fires at frames that are whole multiples of the link's interval (so links at one rate fire
    /// together), or at the first frame after one that was dropped.
    private func frame(_ timing: FrameTiming) {
        let interval = Int64(
            max(frameIntervalStorage, preferredFrameRateRange.frameInterval(refreshRate: 1 / timing.duration)))
        let due = Self.multiple(of: interval, atOrAfter: lastFrameIndex.map { $0 + 1 } ?? timing.frameIndex)
        guard timing.frameIndex >= due else { return }
        lastFrameIndex = timing.frameIndex
        timestamp = timing.timestamp
        targetTimestamp = timing.targetTimestamp
        duration = timing.duration
        if action?(self) == false { invalidate() }
    }

    private static func multiple(of interval: Int64, atOrAfter index: Int64) -> Int64 {
        let remainder = ((index % interval) + interval) % interval
        return remainder == 0 ? index : index + interval - remainder
    }
}
