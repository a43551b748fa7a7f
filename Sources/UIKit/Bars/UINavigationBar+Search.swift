/// The search bar of the top item's search controller, under the title row: the bar grows by its
/// height and draws the background behind both. While the search is active and the controller
/// hides the navigation bar during presentation, the title row moves up out of the bar (hidden)
/// and the search bar takes the top.
extension UINavigationBar {
    /// Whether the title row has given way to an active search.
    private var isTitleRowHidden: Bool {
        guard let controller = topItem?.searchController else { return false }
        return controller.isActive && controller.hidesNavigationBarDuringPresentation
    }

    /// The title row: the top 44 points, or just above the bar (hidden) while an active search
    /// hides it.
    var titleRowFrame: CGRect {
        let height = NavigationBarMetrics.height
        return CGRect(x: 0, y: isTitleRowHidden ? -height : 0, width: bounds.width, height: height)
    }

    var fittingHeight: CGFloat {
        let searchHeight = searchBar?.sizeThatFits(bounds.size).height ?? 0
        return (isTitleRowHidden ? 0 : NavigationBarMetrics.height) + searchHeight
    }

    /// Shows the top item's search bar (or none), putting back the one shown before.
    func placeSearchBar() {
        let newBar = topItem?.searchController?.searchBar
        guard newBar !== searchBar else { return }
        if let old = searchBar, old.superview === self {
            old.removeFromSuperview()
            old.placement = .plain
        }
        searchBar = newBar
        if let newBar {
            newBar.placement = .navigationBar
            addSubview(newBar)
        }
        searchBarHeightDidChange()
    }

    /// The bar's height may have changed: the navigation controller places it again.
    func searchBarHeightDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
}
