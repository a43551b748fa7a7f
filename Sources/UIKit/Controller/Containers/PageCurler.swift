import Foundation
import QuartzCore

/// The pages of a `.pageCurl` page view controller: the page shown (or two facing pages, spine in
/// the middle) in a holder that curls over to the next ones. A click in the last third of the
/// pages turns forward, in the first third back; so does a drag across them, by its direction.
@MainActor
final class PageCurler {
    unowned let owner: UIPageViewController
    let holder = UIView()
    private(set) lazy var recognizers: [UIGestureRecognizer] = [
        UIPanGestureRecognizer { [weak self] pan in self?.panned(pan) },
        UITapGestureRecognizer { [weak self] tap in self?.tapped(tap) },
    ]
    private var isTurning = false
    /// While a drag holds the curl: whether it turns forward.
    private var dragsForward: Bool?
    /// Set when a dragged curl was run back: the turn's end takes it back.
    private var fallsBack = false
    /// How long a page takes to curl over.
    static let duration: TimeInterval = 0.5
    /// How far a drag must go across the pages to turn one.
    static let turningDistance: CGFloat = 30

    init(_ owner: UIPageViewController) {
        self.owner = owner
    }

    private var horizontal: Bool { owner.navigationOrientation == .horizontal }

    func install(in container: UIView) {
        holder.frame = container.bounds
        holder.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(holder)
        for recognizer in recognizers { container.addGestureRecognizer(recognizer) }
    }

    func layout() {
        for page in owner.pages { page.viewIfLoaded?.frame = slot(of: page) }
    }

    func place(_ page: UIViewController) {
        let pageView = page.view!
        if pageView.superview !== holder { holder.addSubview(pageView) }
        pageView.frame = slot(of: page)
    }

    /// The whole holder for one page; a half (the left or top one first) for facing pages.
    private func slot(of page: UIViewController) -> CGRect {
        let bounds = holder.bounds
        guard owner.spineLocation == .mid, let index = owner.pages.firstIndex(where: { $0 === page }) else {
            return bounds
        }
        let first = CGFloat(index)
        return horizontal
            ? CGRect(x: first * bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
            : CGRect(x: 0, y: first * bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    private func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        let point = tap.location(in: holder)
        let (along, length) = horizontal ? (point.x, holder.bounds.width) : (point.y, holder.bounds.height)
        if along > length * 2 / 3 {
            userTurn(forward: true)
        } else if along < length / 3 {
            userTurn(forward: false)
        }
    }

    /// A drag curls the pages with the pointer: the curl's progress is the distance dragged across
    /// them. Released past halfway or flung on, the turn finishes from there; else the pages uncurl
    /// back and the turn is not completed.
    private func panned(_ pan: UIPanGestureRecognizer) {
        let moved = pan.translation(in: holder)
        let along = horizontal ? moved.x : moved.y
        switch pan.state {
        case .began:
            guard !isTurning, along != 0, let incoming = neighbours(forward: along < 0) else { return }
            dragsForward = along < 0
            holder.layer.speed = 0
            holder.layer.timeOffset = 0
            owner.delegate?.pageViewController(owner, willTransitionTo: incoming)
            turn(to: incoming, direction: along < 0 ? .forward : .reverse, interactive: true, completion: nil)
            holder.layer.timeOffset = curlTime(along)
        case .changed:
            guard dragsForward != nil else { return }
            holder.layer.timeOffset = curlTime(along)
        case .ended, .cancelled, .failed:
            guard let forward = dragsForward else { return }
            dragsForward = nil
            let speed = horizontal ? pan.velocity(in: holder).x : pan.velocity(in: holder).y
            let onward = forward ? -speed : speed
            let finishes =
                pan.state == .ended && (onward > 300 || holder.layer.timeOffset > Self.duration / 2 && onward > -300)
            finishes ? finishCurl() : uncurl()
        default:
            break
        }
    }

    /// Where in the curl a drag `along` points across the pages has got to.
    private func curlTime(_ along: CGFloat) -> CFTimeInterval {
        let length = max(1, horizontal ? holder.bounds.width : holder.bounds.height)
        let fraction = min(1, max(0, (dragsForward == true ? -along : along) / length))
        return Double(fraction) * Self.duration
    }

    /// Lets the held curl run on from where the drag left it.
    private func finishCurl() {
        let layer = holder.layer
        let reached = layer.timeOffset
        let now = holder.superview?.layer.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        layer.speed = 1
        layer.beginTime = now
        layer.timeOffset = reached
    }

    /// Runs the held curl back to its start, then takes the turn back.
    private func uncurl() {
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let layer = holder.layer
            layer.timeOffset = max(0, layer.timeOffset - (link.targetTimestamp - link.timestamp))
            guard layer.timeOffset == 0 else { return }
            link.invalidate()
            fallsBack = true
            layer.removeAnimation(forKey: kCATransition)
        }
        link.add(to: .main, forMode: .common)
    }

    /// A turn the user asked for, to the pages the data source gives after (or before) those shown;
    /// nothing at either end.
    private func userTurn(forward: Bool) {
        guard !isTurning, let incoming = neighbours(forward: forward) else { return }
        owner.delegate?.pageViewController(owner, willTransitionTo: incoming)
        turn(to: incoming, direction: forward ? .forward : .reverse, interactive: true, completion: nil)
    }

    private func neighbours(forward: Bool) -> [UIViewController]? {
        guard let dataSource = owner.dataSource, var edge = forward ? owner.pages.last : owner.pages.first else {
            return nil
        }
        var found: [UIViewController] = []
        for _ in 0..<(owner.spineLocation == .mid ? 2 : 1) {
            let next =
                forward
                ? dataSource.pageViewController(owner, viewControllerAfter: edge)
                : dataSource.pageViewController(owner, viewControllerBefore: edge)
            guard let next else { return nil }
            found.append(next)
            edge = next
        }
        return forward ? found : found.reversed()
    }

    /// Curls the pages shown over to `incoming` (up going forward, down going back): the outgoing
    /// pages disappear and the incoming appear around the curl, then the outgoing leave.
    func turn(
        to incoming: [UIViewController], direction: UIPageViewController.NavigationDirection, interactive: Bool,
        completion: ((Bool) -> Void)?
    ) {
        guard !isTurning else {
            owner.replacePages(with: incoming)
            completion?(true)
            return
        }
        isTurning = true
        let outgoing = owner.pages
        for page in outgoing + incoming { page.appearanceIsManaged = true }
        for page in incoming { owner.addChild(page) }
        for page in outgoing { page.willDisappear(animated: true) }
        for page in incoming { page.willAppear(animated: true) }
        var options: UIView.AnimationOptions = direction == .forward ? .transitionCurlUp : .transitionCurlDown
        // A curl the pointer holds follows it evenly.
        if dragsForward != nil { options.insert(.curveLinear) }
        UIView.transition(
            with: holder, duration: Self.duration, options: options,
            animations: { [self] in
                // The curl is the animation: the pages change places at once under it.
                UIView.performWithoutAnimation {
                    for page in outgoing { page.viewIfLoaded?.removeFromSuperview() }
                    owner.pages = incoming
                    for page in incoming { place(page) }
                }
            },
            completion: { [self] finished in
                let layer = holder.layer
                (layer.speed, layer.beginTime, layer.timeOffset) = (1, 0, 0)
                let completed = !fallsBack
                fallsBack = false
                completed ? arrive(incoming, from: outgoing) : takeBack(incoming, to: outgoing)
                for page in outgoing + incoming { page.appearanceIsManaged = false }
                isTurning = false
                if interactive {
                    owner.delegate?.pageViewController(
                        owner, didFinishAnimating: completed ? finished : true, previousViewControllers: outgoing,
                        transitionCompleted: completed)
                }
                completion?(finished)
            })
    }

    /// The turn is done: the outgoing pages leave, the incoming have appeared.
    private func arrive(_ incoming: [UIViewController], from outgoing: [UIViewController]) {
        for page in outgoing {
            page.didDisappear(animated: true)
            page.willMove(toParent: nil)
            page.removeFromParent()
        }
        for page in incoming {
            page.didAppear(animated: true)
            page.didMove(toParent: owner)
        }
    }

    /// The turn fell back: the incoming pages disappear and leave, the outgoing come back.
    private func takeBack(_ incoming: [UIViewController], to outgoing: [UIViewController]) {
        for page in incoming {
            page.viewIfLoaded?.removeFromSuperview()
            page.willDisappear(animated: true)
            page.didDisappear(animated: true)
            page.willMove(toParent: nil)
            page.removeFromParent()
        }
        owner.pages = outgoing
        for page in outgoing {
            place(page)
            page.willAppear(animated: true)
            page.didAppear(animated: true)
        }
    }
}
