/// What a delegate can add to a context menu's appearing or closing: animations that run with it
/// and completions that run after it.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's controller; nil, as Casement shows no previews.
    var previewViewController: UIViewController? { get }
    var previewView: UIView? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// How a chosen preview is committed.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss = 0
    case pop = 1
}

/// The animator of a chosen preview.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator handed to delegates as a menu shows or closes: what they add runs in one animation
/// block as long as the popup's own change, and the completions after it.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionAnimating {
    static let duration: TimeInterval = 0.2

    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    var previewViewController: UIViewController? { nil }
    var previewView: UIView? { nil }

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// Runs what was added.
    func run() {
        guard !animations.isEmpty || !completions.isEmpty else { return }
        let (animations, completions) = (self.animations, self.completions)
        UIView.animate(withDuration: Self.duration) {
            animations.forEach { $0() }
        } completion: { _ in
            completions.forEach { $0() }
        }
    }
}
