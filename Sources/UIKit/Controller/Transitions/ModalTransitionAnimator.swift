import Foundation

/// The animations of the built-in `modalTransitionStyle`s, for presentations without a custom
/// animator: cover vertical (slides up from the bottom edge, down to dismiss), cross-dissolve,
/// flip horizontal (the window's content turns over about the vertical axis, on black) and
/// partial curl (the presenter's content curls up off the presented one; it curls all the way here).
@MainActor
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        switch style {
        case .coverVertical: 0.5
        case .crossDissolve: 0.4
        case .flipHorizontal, .partialCurl: 0.75
        @unknown default: 0.5
        }
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: context)
        let finish = { (_: Bool) in context.completeTransition(!context.transitionWasCancelled) }
        let container = context.containerView
        let arriving = context.view(forKey: .to)
        let leaving = context.view(forKey: .from)
        if presenting, let arriving, let controller = context.viewController(forKey: .to) {
            arriving.frame = context.finalFrame(for: controller)
        }
        switch style {
        case .crossDissolve:
            if presenting, let arriving {
                arriving.alpha = 0
                container.addSubview(arriving)
                UIView.animate(withDuration: duration, animations: { arriving.alpha = 1 }, completion: finish)
            } else {
                UIView.animate(withDuration: duration, animations: { leaving?.alpha = 0 }, completion: finish)
            }
        case .flipHorizontal, .partialCurl:
            turnOver(in: container, context: context, duration: duration, completion: finish)
        default:
            let drop = container.bounds.height
            if presenting, let arriving {
                let end = arriving.frame
                arriving.frame = end.offsetBy(dx: 0, dy: drop - end.minY)
                container.addSubview(arriving)
                UIView.animate(
                    withDuration: duration, delay: 0, options: .curveEaseOut, animations: { arriving.frame = end },
                    completion: finish)
            } else if let leaving {
                let start = leaving.frame
                UIView.animate(
                    withDuration: duration, delay: 0, options: .curveEaseIn,
                    animations: { leaving.frame = start.offsetBy(dx: 0, dy: drop - start.minY) }, completion: finish)
            } else {
                finish(true)
            }
        }
    }

    /// A flip or curl of the container from a picture of what shows now to what shows after.
    private func turnOver(
        in container: UIView, context: UIViewControllerContextTransitioning, duration: TimeInterval,
        completion: @escaping (Bool) -> Void
    ) {
        let before: UIView?
        let after: UIView?
        if presenting {
            before = context.viewController(forKey: .from)?.viewIfLoaded?.snapshotView(afterScreenUpdates: false)
            after = context.view(forKey: .to)
        } else {
            before = nil
            after = context.viewController(forKey: .to)?.viewIfLoaded?.snapshotView(afterScreenUpdates: true)
        }
        if let before { container.addSubview(before) }
        let background = container.backgroundColor
        container.backgroundColor = style == .flipHorizontal ? .black : background
        let options: UIView.AnimationOptions =
            switch (style, presenting) {
            case (.flipHorizontal, true): .transitionFlipFromRight
            case (.flipHorizontal, false): .transitionFlipFromLeft
            case (_, true): .transitionCurlUp
            case (_, false): .transitionCurlDown
            }
        let leaving = context.view(forKey: .from)
        UIView.transition(
            with: container, duration: duration, options: options,
            animations: {
                before?.removeFromSuperview()
                if !self.presenting { leaving?.removeFromSuperview() }
                if let after { container.addSubview(after) }
            },
            completion: { finished in
                container.backgroundColor = background
                if !self.presenting { after?.removeFromSuperview() }
                completion(finished)
            })
    }
}
