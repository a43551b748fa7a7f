/// How a search controller is presented: over the presenter's view (its presentation context),
/// in a container that starts at the search bar's bottom edge, so the bar and what is above it stay
/// in reach; the presenter stays on screen. The delegate hears of the transitions from here, so it
/// does whoever presents the controller.
@MainActor
final class SearchPresentation: UIPresentationController {
    private var searchController: UISearchController? { presentedViewController as? UISearchController }

    override func presentationTransitionWillBegin() {
        (containerView as? PresentationContainerView)?.passesTouchesThrough = true
        fitContainerBelowSearchBar()
        guard let searchController else { return }
        searchController.delegate?.willPresentSearchController(searchController)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed, let searchController else { return }
        searchController.delegate?.didPresentSearchController(searchController)
    }

    override func dismissalTransitionWillBegin() {
        guard let searchController else { return }
        searchController.delegate?.willDismissSearchController(searchController)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed, let searchController else { return }
        searchController.delegate?.didDismissSearchController(searchController)
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// Moves the container's top edge to the search bar's bottom edge when the bar is over the
    /// presenter's area, so the presentation covers only what is below the bar.
    func fitContainerBelowSearchBar() {
        guard let container = containerView, let home = container.superview,
            let bar = searchController?.searchBar, bar.window != nil, bar.window === home.window
        else { return }
        let area = presentingViewController.viewIfLoaded.map { $0.convert($0.bounds, to: home) } ?? container.frame
        let barBottom = bar.convert(bar.bounds, to: home).maxY
        let top = min(max(area.minY, barBottom), area.maxY)
        container.frame = CGRect(x: area.minX, y: top, width: area.width, height: area.maxY - top)
    }
}
