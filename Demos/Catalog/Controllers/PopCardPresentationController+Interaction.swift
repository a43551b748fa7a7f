import UIKit

/// Dragging the card down dismisses it interactively: the drag starts the dismissal, drives a
/// `UIPercentDrivenInteractiveTransition` by the distance dragged, and on release finishes it
/// (past a third of the way, or on a downward flick) or cancels it, putting the card back.
extension PopCardPresentationController {
    func addDismissalDrag() {
        presentedView?.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.dragged(pan) })
    }

    private func dragged(_ pan: UIPanGestureRecognizer) {
        let progress = max(pan.translation(in: containerView).y, 0) / Self.dragTravel
        switch pan.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            presentedViewController.dismiss(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended:
            if progress > 1 / 3 || pan.velocity(in: containerView).y > 600 {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }
}
