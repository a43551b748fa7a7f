import UIKit

/// A custom push and pop for the navigation tab: the arriving page grows out of a circle from the
/// point that was tapped, through a round mask layer scaled up from nothing; popping shrinks the
/// leaving page back into that point, following the finger in an interactive pop.
final class RevealAnimator: UIViewControllerAnimatedTransitioning {
    private let operation: UINavigationController.Operation
    /// The circle's centre, in window coordinates.
    private let origin: CGPoint

    init(operation: UINavigationController.Operation, origin: CGPoint) {
        self.operation = operation
        self.origin = origin
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let arriving = context.view(forKey: .to), let leaving = context.view(forKey: .from),
            let controller = context.viewController(forKey: .to)
        else {
            context.completeTransition(true)
            return
        }
        let container = context.containerView
        arriving.frame = context.finalFrame(for: controller)
        let pushing = operation != .pop
        if pushing {
            container.addSubview(arriving)
        } else {
            container.insertSubview(arriving, belowSubview: leaving)
        }
        let masked = pushing ? arriving : leaving
        let center = masked.convert(origin, from: nil)
        let radius = Self.radius(reaching: masked.bounds, from: center)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock {
            masked.layer.mask = nil
            context.completeTransition(!context.transitionWasCancelled)
        }
        // A round layer as big as the whole circle, scaled from a point to its full size.
        let mask = CALayer()
        mask.backgroundColor = UIColor.black.cgColor
        mask.bounds = CGRect(x: 0, y: 0, width: 2 * radius, height: 2 * radius)
        mask.cornerRadius = radius
        mask.position = center
        let point = CATransform3DMakeScale(0.001, 0.001, 1)
        mask.transform = pushing ? CATransform3DIdentity : point
        masked.layer.mask = mask

        let grow = CABasicAnimation(keyPath: "transform")
        grow.fromValue = pushing ? point : CATransform3DIdentity
        grow.toValue = mask.transform
        grow.duration = transitionDuration(using: context)
        grow.timingFunction = CAMediaTimingFunction(name: pushing ? .easeIn : .easeOut)
        mask.add(grow, forKey: "reveal")
        CATransaction.commit()
    }

    /// The radius from `center` to the farthest corner of `bounds`.
    private static func radius(reaching bounds: CGRect, from center: CGPoint) -> CGFloat {
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ]
        return corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
    }
}
