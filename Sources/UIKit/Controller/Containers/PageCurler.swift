import Foundation

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

    private func panned(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .ended else { return }
        let moved = pan.translation(in: holder)
        let along = horizontal ? moved.x : moved.y
        if along <= -Self.turningDistance {
            userTurn(forward: true)
        } else if along >= Self.turningDistance {
            userTurn(forward: false)
        }
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
        let options: UIView.AnimationOptions = direction == .forward ? .transitionCurlUp : .transitionCurlDown
        UIView.transition(
            with: holder, duration: Self.duration, options: options,
            animations: { [self] in
                for page in outgoing { page.viewIfLoaded?.removeFromSuperview() }
                owner.pages = incoming
                for page in incoming { place(page) }
            },
            completion: { [self] finished in
                for page in outgoing {
                    page.didDisappear(animated: true)
                    page.willMove(toParent: nil)
                    page.removeFromParent()
                }
                for page in incoming {
                    page.didAppear(animated: true)
                    page.didMove(toParent: owner)
                }
                for page in outgoing + incoming { page.appearanceIsManaged = false }
                isTurning = false
                if interactive {
                    owner.delegate?.pageViewController(
                        owner, didFinishAnimating: finished, previousViewControllers: outgoing,
                        transitionCompleted: true)
                }
                completion?(finished)
            })
    }
}
