import WindowSystem

/// Everything that turns layer changes into frames, for one app: the phases a commit runs, in one
/// fixed order (`phases`), and the state that lives between commits — the windows painted, the
/// open transactions, whether a commit is pending, the running animations and emitters, the frame
/// source, and what a write to a layer property means at this moment.
///
/// The application makes the cycle when it connects to a backend and installs it as `current`;
/// layers used without an application commit on a cycle without a scheduler, only through
/// `CATransaction.flush()`. `reset()` starts afresh: tests call it (through the application's
/// reset) so nothing of one test's commits reaches the next.
@MainActor
package final class UpdateCycle {
    /// The cycle every layer commits on.
    package private(set) static var current = UpdateCycle(scheduler: nil, frameClock: nil)

    /// Installs `cycle` as the one layers commit on; the previous cycle's pending commit never runs.
    package static func install(_ cycle: UpdateCycle) {
        current = cycle
        let clock = cycle.scheduler.map { MediaClock(read: $0.clock) }
        MediaClock.installed.withLock { $0 = clock }
    }

    /// Forgets every window, transaction, animation and pending commit: a fresh cycle with no scheduler.
    package static func reset() {
        install(UpdateCycle(scheduler: nil, frameClock: nil))
    }

    /// The phases of a commit, in the order every commit runs them.
    package static let phases: [any CommitPhase] = [
        UpdateConstraintsPhase(), LayoutPhase(), DidLayoutRoundsPhase(), DisplayKeyValuesInPhase(),
        DisplayPhase(), AnimatedValuesInPhase(), CompositePhase(), PresentPhase(), ModelValuesBackPhase(),
        CompletionsPhase(),
    ]

    /// The run loop's time and turns; nil for layers used without an application.
    package let scheduler: Scheduler?
    /// The work of the layer above (UIKit's constraints, layout follow-ups, after-commit work).
    package var client: UpdateCycleClient?
    package let animations = AnimationEngine()
    let emitters = EmitterEngine()
    /// The open transactions, outermost (the implicit one) first.
    var transactions: [TransactionFrame] = []
    /// The property change whose action is running, and the value shown before it.
    var runningAction: RunningAction?
    /// What writes to layer properties mean now; `.model` outside the commit's value swaps.
    package private(set) var layerWrites = LayerWrites.model
    /// The phase running now, nil between commits.
    package private(set) var runningPhase: (any CommitPhase)?

    private var hosts: [ObjectIdentifier: Weak<LayerHost>] = [:]
    private var isCommitPending = false
    private var frameClock: FrameClock?
    private var frames: FrameSource?

    package init(scheduler: Scheduler?, frameClock: FrameClock?) {
        self.scheduler = scheduler
        self.frameClock = frameClock
    }

    /// The screen's frames: the installed clock's, else 60 Hz on the scheduler or the main run loop.
    package var frameSource: FrameSource {
        if let frames { return frames }
        let clock = frameClock ?? FrameClock(scheduler: scheduler ?? RunLoopScheduler(), refreshRate: 60)
        let source = FrameSource(clock: clock)
        frames = source
        return source
    }

    /// The frame source, when the cycle belongs to an application; engines take frames only then.
    package var connectedFrameSource: FrameSource? {
        scheduler == nil ? nil : frameSource
    }

    /// Asks for a commit at the end of this run-loop turn; several asks make one commit.
    package func scheduleCommit() {
        guard let scheduler, !isCommitPending, !coversRequests else { return }
        isCommitPending = true
        // A cycle replaced before the turn ends (a test's reset) does not commit.
        scheduler.scheduleAtEndOfTurn { [self] in
            guard isCommitPending, UpdateCycle.current === self else { return }
            commit()
        }
    }

    /// Whether the commit running now takes care of what is asked of it: during layout and display,
    /// the phases still to run display, composite and present what changes, and what is marked for
    /// layout again (a view whose `layoutSubviews` adds its subviews again) is laid out with the next
    /// commit something else asks for, as UIKit lays such a view out once per run loop turn. Asking
    /// for another commit then would commit again and again within the turn.
    private var coversRequests: Bool {
        runningPhase is LayoutPhase || runningPhase is DidLayoutRoundsPhase || runningPhase is DisplayKeyValuesInPhase
            || runningPhase is DisplayPhase
    }

    /// Runs every phase now, in order.
    package func commit() {
        isCommitPending = false
        CATransaction.closeImplicit()
        let commit = Commit(hosts: hosts.values.compactMap(\.value))
        for phase in Self.phases {
            runningPhase = phase
            phase.run(commit, in: self)
        }
        runningPhase = nil
    }

    package func register(_ host: LayerHost) {
        hosts[ObjectIdentifier(host)] = Weak(host)
    }

    package func unregister(_ host: LayerHost) {
        hosts.removeValue(forKey: ObjectIdentifier(host))
    }

    /// Runs `work` with layer writes meaning `mode`, then restores what they meant before.
    func writing<Result>(_ mode: LayerWrites, _ work: () -> Result) -> Result {
        let outer = layerWrites
        layerWrites = mode
        defer { layerWrites = outer }
        return work()
    }
}

/// What a write to a layer property means: a change of the model, or a value of the frame being
/// made going in or out.
package enum LayerWrites {
    /// A change made by code: it marks the layer, asks for a commit and runs the property's action.
    case model
    /// An animated value of a key whose changes need display, going in before the display phase:
    /// it marks the layer for display and compositing within the commit running; no action runs.
    case animatedForDisplay
    /// Another animated value, going in before compositing: it marks the layer for compositing
    /// within the commit running; no display, no layout, no action.
    case animated
    /// A value going back after the frame (or around a transition's snapshot): no trace at all.
    case untracked
}

/// A weak reference to keep in collections.
package struct Weak<Object: AnyObject> {
    package weak var value: Object?

    package init(_ value: Object) {
        self.value = value
    }
}
