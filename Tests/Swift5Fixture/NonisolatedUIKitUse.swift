import UIKit

/// Main-actor UIKit API used from an ordinary function, as Swift 5 code does everywhere: members
/// marked main-actor on their own, and closures passed where UIKit takes main-actor ones. The
/// fixture's type-check (warnings as errors) is the check; nothing calls it.
func configure(_ button: UIButton, in view: UIView) {
    var configuration = UIButton.Configuration.filled()
    configuration = configuration.updated(for: button)
    _ = UITraitCollection.current
    UIAccessibility.post(notification: .screenChanged, argument: nil)
    let log: (UIAlertAction) -> Void = { print($0.title ?? "") }
    _ = UIAlertAction(title: "OK", style: .default, handler: log)
    let tap = UITapGestureRecognizer { recognizer in print(recognizer.state) }
    tap.addHandler { recognizer in print(recognizer.state) }
    view.addGestureRecognizer(tap)
    CATransaction.setCompletionBlock { print("done") }
    CATransaction.completionBlock()?()
    CADisplayLink { link in print(link.timestamp) }.invalidate()
    button.configurationUpdateHandler = { button in print(button.state) }
    button.addAction(UIAction { action in print(action.title) }, for: .touchUpInside)
}

/// A scroll view delegate as iOS code writes one, in a class with no isolation of its own: the
/// delegate's main-actor requirements are witnessed without a diagnostic in Swift 5 mode.
final class PagingDelegate: NSObject, UIScrollViewDelegate {
    var page = 0

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let width = scrollView.bounds.width
        targetContentOffset.pointee.x = (targetContentOffset.pointee.x / width).rounded() * width
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        page = Int(scrollView.contentOffset.x / scrollView.bounds.width)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        scrollView.subviews.first
    }
}

func makeScroller(in view: UIView) -> UIScrollView {
    let scrollView = UIScrollView(frame: view.bounds)
    scrollView.decelerationRate = .fast
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.refreshControl = UIRefreshControl()
    scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
    view.addSubview(scrollView)
    return scrollView
}
