/// View transitions: the whole look of a container view changes at once, through a cross-dissolve,
/// a 3D flip or a page curl, while the changes happen inside a block.
///
/// ```swift
/// UIView.transition(with: card, duration: 0.5, options: .transitionFlipFromRight) {
///     front.isHidden = true
///     back.isHidden = false
/// }
/// ```
///
/// The transition is a `CATransition` on the container's layer ("oglFlip", "pageCurl" and
/// "pageUnCurl" for flips and curls, as UIKit uses), so it pictures the container and all its
/// subviews as they were before the block and animates to how they are after it; property changes
/// inside the block animate as in `animate(withDuration:…)` too. The new look is drawn live every
/// frame whether or not the options include `.allowAnimatedContent`.
extension UIView {
    /// Animates the changes `animations` makes to `view` and its subviews with the transition the
    /// options name (`.transitionCrossDissolve`, `.transitionFlipFrom…`, `.transitionCurlUp`/`Down`),
    /// over `duration` seconds on the options' curve; `completion` then gets whether it ran to its
    /// end. A duration of 0 or less makes the changes without animating them.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        ViewTransition(completion: completion).run(
            on: view, duration: duration, options: options, animations: animations ?? {})
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides `fromView` and shows `toView`) through the transition the
    /// options name, played on that superview: the whole superview takes part, so put the two
    /// views in a container of their own to transition them alone.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let container = fromView.superview
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let container else {
            ViewTransition(completion: completion).run(on: nil, duration: 0, options: options, animations: swap)
            return
        }
        transition(with: container, duration: duration, options: options, animations: swap, completion: completion)
    }
}

extension UIView.AnimationOptions {
    /// The transition bits (20–23).
    static let transitionBits = UIView.AnimationOptions(rawValue: 0xF << 20)

    /// The Core Animation transition the options name, or nil for none.
    var layerTransition: (type: CATransitionType, subtype: CATransitionSubtype?)? {
        let flip = CATransitionType(rawValue: "oglFlip")
        switch (rawValue >> 20) & 0xF {
        case 1: return (flip, .fromLeft)
        case 2: return (flip, .fromRight)
        case 3: return (CATransitionType(rawValue: "pageCurl"), nil)
        case 4: return (CATransitionType(rawValue: "pageUnCurl"), nil)
        case 5: return (.fade, nil)
        case 6: return (flip, .fromTop)
        case 7: return (flip, .fromBottom)
        default: return nil
        }
    }
}
