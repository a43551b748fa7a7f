import QuartzCore

/// Auto Layout's part of each commit: before layout, `updateConstraints()` on the
/// views that asked, children before parents; then every engine whose solution changed reads
/// intrinsic sizes again and asks the superviews of views that moved to lay out. After layout the
/// same check runs again, since layout may change what constraints depend on (a label's width, a
/// safe area), and layout repeats while it asks for more, a few rounds at most.
@MainActor
enum AutoLayoutPass {
    static let maximumRounds = 4
    private static var pendingUpdates: [Weak<UIView>] = []
    private static var changedEngines: [Weak<LayoutEngine>] = []

    /// `view` asked for `updateConstraints()`.
    static func needsUpdate(_ view: UIView) {
        UIKitCommitWork.attach()
        pendingUpdates.append(Weak(view))
        CATransaction.scheduleCommit()
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
            var views: [(depth: Int, order: Int, view: UIView)] = []
            views.reserveCapacity(pendingUpdates.count)
            for entry in pendingUpdates {
                guard let view = entry.value, view.autoLayout.needsUpdateConstraints, view.window != nil else {
                    continue
                }
                views.append((view.depth, views.count, view))
            }
            pendingUpdates = []
            views.sort { $0.depth != $1.depth ? $0.depth > $1.depth : $0.order < $1.order }
            for entry in views { entry.view.runUpdateConstraints() }
        }
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
    /// How many superviews the view has.
    var depth: Int {
        var count = 0
        var current = superview
        while let view = current {
            count += 1
            current = view.superview
        }
        return count
    }

    /// The topmost view of the hierarchy (a window, or a view not in one).
    var rootView: UIView {
        var top = self
        while let parent = top.superview { top = parent }
        return top
    }
}
