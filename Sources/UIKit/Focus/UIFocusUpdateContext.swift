/// What changed in a focus update: the view that had focus and the one that gets it.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    public private(set) weak var previouslyFocusedView: UIView?
    public private(set) weak var nextFocusedView: UIView?

    init(previous: UIView?, next: UIView?) {
        previouslyFocusedView = previous
        nextFocusedView = next
        super.init()
    }
}

/// Runs animations that go with a focus change; here they run at once, over 0.2 s.
@preconcurrency @MainActor
public final class UIFocusAnimationCoordinator: NSObject {
    /// Animates `animations` with the focus change, then calls `completion`.
    public func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        UIView.animate(
            withDuration: 0.2, animations: { animations?() }, completion: { _ in completion?() })
    }
}

/// Controls that keys can operate while they have keyboard focus: Space and Return activate a
/// button or a switch, arrows move a slider, a stepper or a segmented control.
@MainActor
protocol FocusedKeyHandling: UIView {
    /// Acts on `key` pressed while the view has focus; false leaves the key to the responder chain.
    func handleFocusedKey(_ key: UIKey) -> Bool
}
