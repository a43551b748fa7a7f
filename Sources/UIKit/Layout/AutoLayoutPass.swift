import QuartzCore

/// Auto Layout's part of each commit: before layout, `updateConstraints()` on the
/// views that asked, children before parents; then every engine whose solution changed reads
/// intrinsic sizes again and asks the superviews of views that moved to lay out. After layout the
/// same check runs again, since layout may change what constraints depend on (a label's width, a
/// safe area), and layout repeats while it asks for more, a few rounds at most.
@MainActor
enum AutoLayoutPass {
    static let maximumRounds = 4
    /// The views that asked for `updateConstraints()`, in the order they asked. They are held
    /// strongly, for as long as they are in a window (which holds them anyway): leaving it empties
    /// their slot. A weak reference would give every view a reference-count side table, and with
    /// it Swift's slow path for each of its many retains and releases.
    private static var pendingUpdates: [UIView?] = []
    private static var changedEngines: [Weak<LayoutEngine>] = []

    /// `view` asked for `updateConstraints()`.
    static func needsUpdate(_ view: UIView) {
        guard view.autoLayout.pendingUpdateSlot == nil else { return }
        UIKitCommitWork.attach()
        view.autoLayout.pendingUpdateSlot = pendingUpdates.count
        pendingUpdates.append(view)
        CATransaction.scheduleCommit()
    }

    /// `view` left its window: its pending update waits until it is in one again.
    static func withdrawUpdate(_ view: UIView) {
        guard let slot = view.autoLayout.pendingUpdateSlot else { return }
        view.autoLayout.pendingUpdateSlot = nil
        pendingUpdates[slot] = nil
    }

    /// `engine`'s solution or intrinsic sizes changed.
    static func engineChanged(_ engine: LayoutEngine) {
        UIKitCommitWork.attach()
        changedEngines.append(Weak(engine))
        CATransaction.scheduleCommit()
    }

    /// Before layout: pending constraint updates, then the views the solution moved.
    static func prepareLayout() {
        runPendingUpdates()
        _ = settleEngines()
    }

    /// Runs the pending `updateConstraints()` of views in windows, deepest first; views at the same
    /// depth in the order they asked.
    static func runPendingUpdates() {
        for _ in 0..<maximumRounds where !pendingUpdates.isEmpty {
            let queued = pendingUpdates
            pendingUpdates = []
            var views: [UIView] = []
            var depths: [Int] = []
            views.reserveCapacity(queued.count)
            depths.reserveCapacity(queued.count)
            for case let view? in queued {
                view.autoLayout.pendingUpdateSlot = nil
                guard view.autoLayout.needsUpdateConstraints, view.window != nil else { continue }
                views.append(view)
                depths.append(view.depth)
            }
            for index in deepestFirst(depths) { views[index].runUpdateConstraints() }
        }
    }

    /// The indices of `depths`, deepest first and in order within a depth. Sorted as indices, so
    /// the comparisons touch no reference counts, and outside the main actor, so each comparison
    /// is not checked to run on it.
    nonisolated private static func deepestFirst(_ depths: [Int]) -> [Int] {
        depths.indices.sorted { depths[$0] != depths[$1] ? depths[$0] > depths[$1] : $0 < $1 }
    }

    /// Brings changed engines' intrinsic sizes up to date and asks the views they moved to lay
    /// out; true when one was asked.
    static func settleEngines() -> Bool {
        guard !changedEngines.isEmpty else { return false }
        let engines = changedEngines.compactMap { $0.value }
        changedEngines = []
        var requested = false
        for engine in engines {
            engine.retryBrokenConstraints()
            engine.refreshIntrinsicSizes()
            if engine.requestLayoutForMovedViews() { requested = true }
        }
        return requested
    }
}

extension UIView {
    /// How many superviews the view has (counted without retaining them).
    var depth: Int {
        var count = 0
        var current = superviewStorage
        while let view = current {
            count += 1
            current = view.superview
        }
        return count
    }

    /// The topmost view of the hierarchy (a window, or a view not in one).
    var rootView: UIView {
        var top = Unmanaged.passUnretained(self)
        while let parent = top.superview { top = parent }
        return top.takeUnretainedValue()
    }
}
