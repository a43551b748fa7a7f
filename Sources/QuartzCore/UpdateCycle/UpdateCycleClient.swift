/// The part of a commit's phases that the layer above QuartzCore does (UIKit: Auto Layout, focus
/// rings, work waiting for a presented frame). The cycle calls it in its fixed phases.
@MainActor
package protocol UpdateCycleClient: AnyObject {
    /// Before layout: pending `updateConstraints()` calls, and views moved by changed solutions.
    func updateConstraints()
    /// After a layout pass: work that depends on the new layout. Returns true when it asked for
    /// more layout; layout then runs again, a few rounds at most.
    func layoutDidRun() -> Bool
    /// After the commit's frames are presented and its completions have run.
    func commitDidComplete()
}
