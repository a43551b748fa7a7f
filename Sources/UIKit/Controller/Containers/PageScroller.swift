import Foundation

/// The pages of a `.scroll` page view controller: a paging scroll view whose strip holds the page
/// shown between the neighbours the data source gave for it. A neighbour becomes a child, with its
/// view in its slot, when a drag or an animated turn begins; the one the content settles on
/// becomes the page shown, and the strip is made again around it.
@MainActor
final class PageScroller: UIScrollViewDelegate {
    unowned let owner: UIPageViewController
    let scrollView = UIScrollView()
    private var before: UIViewController?
    private var after: UIViewController?
    /// The neighbour a turn is bringing in, its appearance begun (and the page shown's disappearance).
    private var pending: UIViewController?
    /// Whether the turn under way is an animated `setViewControllers`, and its completion.
    private var turnsByCode = false
    private var codeCompletion: ((Bool) -> Void)?

    init(_ owner: UIPageViewController) {
        self.owner = owner
    }

    private var horizontal: Bool { owner.navigationOrientation == .horizontal }
    private var current: UIViewController? { owner.pages.first }
    /// The pages in scroll order: the one shown between its neighbours.
    private var strip: [UIViewController] { [before, current, after].compactMap { $0 } }
    /// How far apart pages are along the scroll: a page and the gap after it.
    private var stride: CGFloat {
        horizontal ? scrollView.bounds.width : scrollView.bounds.height
    }

    func install(in container: UIView) {
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
        scrollView.alwaysBounceHorizontal = horizontal
        scrollView.alwaysBounceVertical = !horizontal
        scrollView.delegate = self
        container.addSubview(scrollView)
        updatePageControl(askingIndex: true)
    }

    /// The scroll view fills the controller's view less the dots, widened by the gap between pages
    /// so that paging moves a page and a gap; pages sit in their slots, the one shown in view.
    func layout() {
        let bounds = owner.view.bounds
        var area = bounds
        if let control = owner.pageControl {
            let height = control.sizeThatFits(bounds.size).height
            control.frame = CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
            area.size.height -= height
        }
        let gap = owner.interPageSpacing
        scrollView.frame = horizontal ? area.insetBy(dx: -gap / 2, dy: 0) : area.insetBy(dx: 0, dy: -gap / 2)
        let count = CGFloat(strip.count)
        scrollView.contentSize =
            horizontal
            ? CGSize(width: stride * count, height: area.height) : CGSize(width: area.width, height: stride * count)
        for page in strip { frame(page) }
        if !scrollView.isDragging, !scrollView.isDecelerating, pending == nil, let current {
            scrollView.contentOffset = offset(of: current)
        }
    }

    /// Puts `page`'s view in its slot of the strip.
    func place(_ page: UIViewController) {
        let pageView = page.view!
        if pageView.superview !== scrollView { scrollView.addSubview(pageView) }
        frame(page)
    }

    private func frame(_ page: UIViewController) {
        guard let pageView = page.viewIfLoaded, pageView.superview === scrollView,
            let index = strip.firstIndex(where: { $0 === page })
        else { return }
        let gap = owner.interPageSpacing
        let start = CGFloat(index) * stride + gap / 2
        let size = scrollView.bounds.size
        pageView.frame =
            horizontal
            ? CGRect(x: start, y: 0, width: size.width - gap, height: size.height)
            : CGRect(x: 0, y: start, width: size.width, height: size.height - gap)
    }

    private func offset(of page: UIViewController) -> CGPoint {
        let index = CGFloat(strip.firstIndex { $0 === page } ?? 0)
        return horizontal ? CGPoint(x: index * stride, y: 0) : CGPoint(x: 0, y: index * stride)
    }

    /// The page shown changed or settled: its neighbours are asked for again and the strip is
    /// laid out around it.
    func pagesSettled() {
        if let current, let dataSource = owner.dataSource {
            before = dataSource.pageViewController(owner, viewControllerBefore: current)
            after = dataSource.pageViewController(owner, viewControllerAfter: current)
        } else {
            (before, after) = (nil, nil)
        }
        guard owner.isViewLoaded else { return }
        layout()
    }

    /// `setViewControllers(_:direction:animated:)`: `page` is put beside the page shown on the side
    /// `direction` names, and the content slides to it.
    func scroll(
        to page: UIViewController, direction: UIPageViewController.NavigationDirection,
        completion: ((Bool) -> Void)?
    ) {
        guard let current, pending == nil, page !== current else {
            owner.replacePages(with: [page])
            completion?(true)
            return
        }
        if direction == .forward { after = page } else { before = page }
        layout()
        turnsByCode = true
        codeCompletion = completion
        begin(page, from: current)
        scrollView.setContentOffset(offset(of: page), animated: true)
    }

    /// A turn starts toward `page`: it joins as a child, its view in its slot, and appears while the
    /// page shown disappears.
    private func begin(_ page: UIViewController, from current: UIViewController) {
        join(page)
        pending = page
        current.appearanceIsManaged = true
        current.willDisappear(animated: true)
        page.willAppear(animated: true)
    }

    private func join(_ page: UIViewController) {
        guard page.parent !== owner else { return }
        page.appearanceIsManaged = true
        owner.addChild(page)
        place(page)
    }

    private func leave(_ page: UIViewController) {
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
        page.appearanceIsManaged = false
    }

    // MARK: - The user's turns

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        guard !turnsByCode else { return }
        for neighbour in [before, after].compactMap({ $0 }) { join(neighbour) }
    }

    /// The first move toward a neighbour begins the turn to it (and a move past the page shown to
    /// the other one turns back and begins that one instead).
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !turnsByCode, scrollView.isDragging || scrollView.isDecelerating, let current else { return }
        let home = offset(of: current)
        let delta = horizontal ? scrollView.contentOffset.x - home.x : scrollView.contentOffset.y - home.y
        guard let target = delta > 0.5 ? after : delta < -0.5 ? before : nil, target !== pending,
            target.parent === owner
        else { return }
        if let pending { turnBack(pending, to: current) }
        owner.delegate?.pageViewController(owner, willTransitionTo: [target])
        begin(target, from: current)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        settle()
    }

    /// The content came to rest: the page it rests on is shown, the turn to it finishes (or the one
    /// begun falls back), and the strip is made again around the page shown.
    private func settle() {
        guard let current else { return }
        let position = horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let pages = strip
        let index = max(0, min(pages.count - 1, Int((position / max(stride, 1)).rounded())))
        let landed = pages[index]
        let byCode = turnsByCode
        let completion = codeCompletion
        (turnsByCode, codeCompletion) = (false, nil)
        if let pending, landed === pending {
            current.didDisappear(animated: true)
            pending.didAppear(animated: true)
            leave(current)
            owner.pages = [pending]
            pending.appearanceIsManaged = false
            pending.didMove(toParent: owner)
            let forward = pages.firstIndex { $0 === pending }! > pages.firstIndex { $0 === current }!
            owner.pageControl.map { $0.currentPage += forward ? 1 : -1 }
        } else if let pending {
            turnBack(pending, to: current)
            current.didAppear(animated: true)
        }
        current.appearanceIsManaged = false
        let completed = landed !== current
        let turned = pending
        pending = nil
        for page in pages where page !== owner.pages.first && page.parent === owner { leave(page) }
        pagesSettled()
        if byCode {
            completion?(completed)
        } else if turned != nil {
            owner.delegate?.pageViewController(
                owner, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: completed)
        }
    }

    /// The turn to `page` falls back: it disappears again and the page shown comes back.
    private func turnBack(_ page: UIViewController, to current: UIViewController) {
        page.willDisappear(animated: true)
        page.didDisappear(animated: true)
        current.willAppear(animated: true)
    }

    /// Dots under the pages when the data source counts them, lit at the index it gives (asked
    /// again whenever the pages are set rather than turned).
    func updatePageControl(askingIndex: Bool) {
        guard let dataSource = owner.dataSource, owner.isViewLoaded else { return }
        let count = dataSource.presentationCount(for: owner)
        guard count > 0 else {
            owner.pageControl?.removeFromSuperview()
            owner.pageControl = nil
            return
        }
        let control = owner.pageControl ?? UIPageControl()
        if control.superview == nil { owner.view.addSubview(control) }
        control.isUserInteractionEnabled = false
        owner.pageControl = control
        control.numberOfPages = count
        if askingIndex { control.currentPage = dataSource.presentationIndex(for: owner) }
    }
}
