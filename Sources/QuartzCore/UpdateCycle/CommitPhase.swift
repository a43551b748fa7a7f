/// One step of a commit. `UpdateCycle.phases` lists them in the order they run; each phase's
/// documentation is its contract: what it may change, and what holds once it has run.
@MainActor
package protocol CommitPhase {
    func run(_ commit: Commit, in cycle: UpdateCycle)
}

/// What one commit works on: the windows registered when it began, and the frames it painted.
@MainActor
package final class Commit {
    package let hosts: [LayerHost]
    /// The windows the composite phase painted, for the present phase.
    var painted: [LayerHost] = []

    init(hosts: [LayerHost]) {
        self.hosts = hosts
    }
}
