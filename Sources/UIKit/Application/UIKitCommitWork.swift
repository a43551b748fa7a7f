import QuartzCore

/// UIKit's part of every commit, which the update cycle calls in its fixed phases: trait changes and
/// Auto Layout before layout, Auto Layout after it, focus rings after it, and the work that waits for a presented frame.
///
/// An application attaches it to its cycle at launch; views used without an application attach
/// it to the cycle they commit on when they first queue Auto Layout work.
@MainActor
final class UIKitCommitWork: UpdateCycleClient {
    static let shared = UIKitCommitWork()

    private init() {}

    /// Makes the current cycle call UIKit's work, if it does not already.
    static func attach() {
        if UpdateCycle.current.client == nil { UpdateCycle.current.client = shared }
    }

    /// Delivers trait changes first (iOS 17 updates traits before layout), then updates constraints.
    func updateConstraints() {
        TraitUpdates.run()
        AutoLayoutPass.prepareLayout()
    }

    func layoutDidRun() -> Bool {
        let needsLayout = AutoLayoutPass.settleEngines()
        for window in UIApplication.instance?.windows ?? [] where window.focusState.view != nil {
            window.updateFocusRing()
        }
        return needsLayout
    }

    func commitDidComplete() {
        UIApplication.instance?.updateTextInput()
        UIApplication.instance?.runAfterCommitWork()
    }
}
