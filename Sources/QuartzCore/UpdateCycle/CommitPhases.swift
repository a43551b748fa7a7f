/// Pending `updateConstraints()` calls run, children before parents, and views whose constraint
/// solution changed are asked to lay out. Model changes only; after it, constraints are current.
struct UpdateConstraintsPhase: CommitPhase {
    func run(_ commit: Commit, in cycle: UpdateCycle) {
        cycle.client?.updateConstraints()
    }
}

/// Every layer that needs layout lays out, top-down, in every window. Model changes only.
struct LayoutPhase: CommitPhase {
    func run(_ commit: Commit, in cycle: UpdateCycle) {
        for host in commit.hosts { host.rootLayer.layoutSubtreeIfNeeded() }
    }
}

/// Work that depends on the new layout runs (constraints that read laid-out sizes, focus rings);
/// while it asks for more layout, layout runs again, four rounds at most. After it, the model is
/// final for this commit: later phases change only what is shown.
struct DidLayoutRoundsPhase: CommitPhase {
    static let maximumRounds = 4

    func run(_ commit: Commit, in cycle: UpdateCycle) {
        guard let client = cycle.client else { return }
        for _ in 0..<Self.maximumRounds {
            guard client.layoutDidRun() else { return }
            LayoutPhase().run(commit, in: cycle)
        }
    }
}

/// The animated values of keys whose changes need display (`needsDisplay(forKey:)`) go into the
/// layers, marking them for display; other keys keep their model values, so what is drawn next
/// is drawn at model geometry.
struct DisplayKeyValuesInPhase: CommitPhase {
    func run(_ commit: Commit, in cycle: UpdateCycle) {
        cycle.animations.applyValuesNeedingDisplay()
    }
}

/// Every layer marked for display draws its content. What it draws is composited by this commit;
/// drawing asks for no further commit.
struct DisplayPhase: CommitPhase {
    func run(_ commit: Commit, in cycle: UpdateCycle) {
        for host in commit.hosts { host.rootLayer.displayTreeIfNeeded() }
    }
}

/// The remaining animated values go in, and the transitions showing are worked out: the layers
/// now hold exactly what this frame shows.
struct AnimatedValuesInPhase: CommitPhase {
    func run(_ commit: Commit, in cycle: UpdateCycle) {
        cycle.animations.applyRemainingValues()
    }
}

/// Every window whose tree changed paints its damaged area into its buffer.
struct CompositePhase: CommitPhase {
    func run(_ commit: Commit, in cycle: UpdateCycle) {
        commit.painted = commit.hosts.filter { $0.paintIfNeeded() }
    }
}

/// Every window painted by this commit shows the damaged area on screen.
struct PresentPhase: CommitPhase {
    func run(_ commit: Commit, in cycle: UpdateCycle) {
        for host in commit.painted { host.presentPaintedFrame() }
    }
}

/// The model values the animated ones replaced go back, leaving no trace but the frame.
struct ModelValuesBackPhase: CommitPhase {
    func run(_ commit: Commit, in cycle: UpdateCycle) {
        cycle.animations.restoreModelValues()
    }
}

/// Animation bookkeeping (starts and ends told to delegates, finished animations removed,
/// transaction completion blocks that are due), emitters' frames kept or stopped, then the work
/// that waited for a presented frame. Changes made here are committed by the next commit.
struct CompletionsPhase: CommitPhase {
    func run(_ commit: Commit, in cycle: UpdateCycle) {
        cycle.animations.finishFrame()
        cycle.emitters.finishCommit()
        cycle.client?.commitDidComplete()
    }
}
