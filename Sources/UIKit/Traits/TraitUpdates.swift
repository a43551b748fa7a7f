import QuartzCore

/// Trait changes waiting for the next commit, where they are delivered before constraints and layout
/// (as iOS 17 updates traits in its layout pass): the subtrees whose traits may have changed, and the
/// views whose layer colours were set from dynamic colours since.
@MainActor
enum TraitUpdates {
    private static var pendingSubtrees: [UIView] = []
    private static var pendingColors: [UIView] = []
    private static var updatesAllWindows = false
    /// Set while layer colours are resolved again, so that setting them does not queue them again.
    static var isResolvingColors = false

    /// Something that decides `view`'s traits changed (an override, a move); a view in a window that
    /// others may inherit from (through a presentation) updates every window.
    static func traitsMayHaveChanged(below view: UIView) {
        if view.window != nil {
            updatesAllWindows = true
        } else {
            pendingSubtrees.append(view)
        }
        scheduleCommit()
    }

    /// A controller's overrides changed: everything it reaches may inherit them.
    static func traitsMayHaveChangedEverywhere() {
        updatesAllWindows = true
        scheduleCommit()
    }

    /// A view joined a window, or its window's traits may have changed.
    static func subtreeMoved(_ view: UIView) {
        pendingSubtrees.append(view)
        scheduleCommit()
    }

    static func resolveColors(of view: UIView) {
        pendingColors.append(view)
        scheduleCommit()
    }

    /// Delivers what is pending; the commit calls it before updating constraints.
    static func run() {
        if updatesAllWindows {
            updatesAllWindows = false
            pendingSubtrees.removeAll()
            for window in UIApplication.instance?.windows ?? [] { window.updateTraitsInSubtree() }
        }
        while !pendingSubtrees.isEmpty {
            let subtrees = pendingSubtrees
            pendingSubtrees.removeAll()
            for view in subtrees { view.updateTraitsInSubtree() }
        }
        let colors = pendingColors
        pendingColors.removeAll()
        for view in colors { view.layer.resolveDynamicColors(with: view.traitCollection) }
    }

    /// Delivers the changes below `view` now (`updateTraitsIfNeeded()`, a window resized by the platform).
    static func update(_ view: UIView) {
        view.updateTraitsInSubtree()
    }

    private static func scheduleCommit() {
        UIKitCommitWork.attach()
        UpdateCycle.current.scheduleCommit()
    }
}
