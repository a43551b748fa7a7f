import UIKit
import UIKitTesting
import XCTest

/// Records the delegate calls a scroll view makes, by name, with the offsets and velocities they carry.
@MainActor
final class ScrollDelegateLog: UIScrollViewDelegate {
    var calls: [String] = []
    var releaseVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// When set, `scrollViewWillEndDragging` changes the target to it.
    var replacementTarget: CGPoint?
    var zoomView: UIView?

    /// The calls with runs of `didScroll` folded into one.
    var folded: [String] {
        calls.reduce(into: []) { result, call in
            if call == "didScroll", result.last == "didScroll" { return }
            result.append(call)
        }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging")
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBeginZooming") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append("didEndZooming(\(scale))")
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
}

/// A 300×400 scroll view (made by `make`) at the window's origin over 1000 points of content (300 wide), with a
/// logging delegate, in a 300×400 headless window.
@MainActor
func scrollWindow(
    contentSize: CGSize = CGSize(width: 300, height: 1000), configure: (UIScrollView) -> Void = { _ in },
    make: () -> UIScrollView = { UIScrollView() }
) -> (HeadlessApp, UIWindow, UIScrollView, ScrollDelegateLog) {
    let app = HeadlessApp(delegate: LoggingAppDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let controller = UIViewController()
    window.rootViewController = controller
    let scrollView = make()
    scrollView.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentSize = contentSize
    let log = ScrollDelegateLog()
    scrollView.delegate = log
    configure(scrollView)
    controller.view.addSubview(scrollView)
    window.makeKeyAndVisible()
    app.runUntilIdle()
    return (app, window, scrollView, log)
}

extension HeadlessApp {
    /// Drags the mouse from `start` by `delta` in `steps` moves, one frame (1/60 s) apart, and
    /// releases it there at once (a fling keeps the velocity of the moves).
    func drag(from start: CGPoint, by delta: CGPoint, steps: Int = 10, in window: UIWindow) {
        pointerDown(at: start, in: window)
        for step in 1...steps {
            advance(by: 1.0 / 60)
            let fraction = CGFloat(step) / CGFloat(steps)
            pointerMove(to: CGPoint(x: start.x + delta.x * fraction, y: start.y + delta.y * fraction), in: window)
        }
        pointerUp(at: CGPoint(x: start.x + delta.x, y: start.y + delta.y), in: window)
    }

    /// Advances the clock frame by frame until `condition` holds, at most `limit` seconds.
    func advance(until condition: () -> Bool, limit: TimeInterval = 10) {
        var elapsed: TimeInterval = 0
        while !condition(), elapsed < limit {
            advance(by: 1.0 / 60)
            elapsed += 1.0 / 60
        }
    }
}
