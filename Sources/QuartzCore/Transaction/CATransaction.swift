import WindowSystem

/// Groups layer changes into one update of the screen.
///
/// Every change to a layer opens an implicit transaction that commits at the end of the current
/// run-loop turn: layout (top-down), then display of dirty layers, then compositing of each window
/// whose tree changed.
@preconcurrency @MainActor
public final class CATransaction {
    /// The scheduler a commit is pending on; a commit pending on a scheduler since replaced never runs.
    private static weak var commitPendingOn: Scheduler?
    private static var hosts: [ObjectIdentifier: Weak<LayerHost>] = [:]
    /// The open transactions, outermost (the implicit one) first.
    static var stack: [TransactionFrame] = []
    /// Work that runs at the start of every commit, before layout (for example Auto Layout's pass).
    package static var willCommitHandlers: [@MainActor () -> Void] = []
    /// Work that runs after layout; a handler returns true when it asked for more layout, and layout
    /// runs again (a few rounds at most).
    package static var didLayoutHandlers: [@MainActor () -> Bool] = []
    /// Work that runs after every commit has been presented.
    package static var didCommitHandlers: [@MainActor () -> Void] = []

    private init() {}

    /// Commits now instead of at the end of the turn.
    public static func flush() {
        commitPendingOn = nil
        runCommit()
    }

    package static func scheduleCommit() {
        guard let scheduler = RenderEnvironment.scheduler, commitPendingOn !== scheduler else { return }
        commitPendingOn = scheduler
        scheduler.scheduleAtEndOfTurn {
            guard commitPendingOn === scheduler else { return }
            commitPendingOn = nil
            runCommit()
        }
    }

    package static func register(_ host: LayerHost) {
        hosts[ObjectIdentifier(host)] = Weak(host)
    }

    package static func unregister(_ host: LayerHost) {
        hosts.removeValue(forKey: ObjectIdentifier(host))
    }

    /// Whether the commit is displaying layers now: what they draw is composited by this same commit.
    package private(set) static var isDisplaying = false

    /// Layout (top-down), display of dirty layers, compositing of changed windows, with the
    /// animated values in the layers for display and compositing; then animation bookkeeping, and
    /// emitters' frames.
    private static func runCommit() {
        closeImplicit()
        for handler in willCommitHandlers { handler() }
        let live = hosts.values.compactMap(\.value)
        for host in live { host.rootLayer.layoutSubtreeIfNeeded() }
        for _ in 0..<4 {
            guard didLayoutHandlers.reduce(false, { $1() || $0 }) else { break }
            for host in live { host.rootLayer.layoutSubtreeIfNeeded() }
        }
        AnimationEngine.applyValuesNeedingDisplay()
        isDisplaying = true
        for host in live { host.rootLayer.displayTreeIfNeeded() }
        isDisplaying = false
        AnimationEngine.applyRemainingValues()
        for host in live { host.compositeIfNeeded() }
        AnimationEngine.restoreModelValues()
        AnimationEngine.finishFrame()
        EmitterEngine.finishCommit()
        for handler in didCommitHandlers { handler() }
    }
}

/// A weak reference to keep in collections.
package struct Weak<Object: AnyObject> {
    package weak var value: Object?

    package init(_ value: Object) {
        self.value = value
    }
}
