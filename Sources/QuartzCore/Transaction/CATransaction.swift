/// Groups layer changes into one update of the screen.
///
/// Every change to a layer opens an implicit transaction that commits at the end of the current
/// run-loop turn; the commit runs the phases of the app's `UpdateCycle` (constraints, layout,
/// display, compositing, presenting, completions).
@preconcurrency @MainActor
public final class CATransaction {
    private init() {}

    /// Commits now instead of at the end of the turn.
    public static func flush() {
        UpdateCycle.current.commit()
    }

    package static func scheduleCommit() {
        UpdateCycle.current.scheduleCommit()
    }

    /// Whether the commit is displaying layers now: what they draw is composited by this same commit.
    package static var isDisplaying: Bool {
        UpdateCycle.current.runningPhase is DisplayPhase
    }
}
