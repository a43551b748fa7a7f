import UIKit

/// The navigation tab's navigation controller, its own delegate: pages pushed with
/// `push(_:revealingFrom:)` arrive through a `RevealAnimator` and leave through one; the others
/// slide as usual. The left-edge drag pops either kind interactively.
final class NavigationDemoController: UINavigationController, UINavigationControllerDelegate {
    /// Where each revealed page's circle started, in window coordinates, by page.
    private var revealOrigins: [ObjectIdentifier: CGPoint] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    /// Pushes `page` with a circle growing from `origin` (window coordinates).
    func push(_ page: UIViewController, revealingFrom origin: CGPoint) {
        revealOrigins[ObjectIdentifier(page)] = origin
        pushViewController(page, animated: true)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        let page = operation == .pop ? fromVC : toVC
        return revealOrigins[ObjectIdentifier(page)].map { RevealAnimator(operation: operation, origin: $0) }
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        let onStack = Set(viewControllers.map(ObjectIdentifier.init))
        revealOrigins = revealOrigins.filter { onStack.contains($0.key) }
    }
}
