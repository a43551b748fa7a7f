/// What a drag's delegates add to its lift, cancel and drop animations.
@preconcurrency @MainActor
public protocol UIDragAnimating: NSObjectProtocol {
    /// Animations that run alongside the drag's own.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Work to do once the animations have finished.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// The animator a drag hands its delegates: the desktop's drags lift, cancel and drop without motion of
/// their own (the preview appears and goes at once), so what the delegates add runs as one short view
/// animation, then the completions, at the end position.
@MainActor
final class DragAnimator: NSObject, UIDragAnimating {
    static let duration: TimeInterval = 0.2

    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Runs what was added: the animations together, then the completions once they have ended.
    func run() {
        guard !animations.isEmpty || !completions.isEmpty else { return }
        let (animations, completions) = (self.animations, self.completions)
        UIView.animate(withDuration: Self.duration) {
            for animation in animations { animation() }
        } completion: { _ in
            for completion in completions { completion(.end) }
        }
    }
}
