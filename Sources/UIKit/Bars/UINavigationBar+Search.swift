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

    /// The title row: 44 points under the prompt, or just above the bar (hidden) while an active
    /// search hides it.
    var titleRowFrame: CGRect {
        let height = NavigationBarMetrics.height
        return CGRect(x: 0, y: isTitleRowHidden ? -height : promptHeight, width: bounds.width, height: height)
    }

    /// The bar's height now: the prompt, the title row, the large title as far as the content
    /// left it, the search bar.
    var fittingHeight: CGFloat {
        height(largeTitle: largeTitleHeight)
    }

    /// The bar's height with the large title (if shown) fully expanded: where the content under it
    /// rests.
    var expandedHeight: CGFloat {
        height(largeTitle: showsLargeTitle && !isTitleRowHidden ? NavigationBarMetrics.largeTitleHeight : 0)
    }

    private func height(largeTitle: CGFloat) -> CGFloat {
        let searchHeight = searchBar?.sizeThatFits(bounds.size).height ?? 0
        return (isTitleRowHidden ? 0 : promptHeight + NavigationBarMetrics.height + largeTitle) + searchHeight
    }

    /// The large title area's height now: 52 points less how far the content scrolled (more when
    /// it is pulled down), 0 without a large title.
    var largeTitleHeight: CGFloat {
        guard showsLargeTitle, !isTitleRowHidden else { return 0 }
        return max(0, NavigationBarMetrics.largeTitleHeight - largeTitleScrollDistance)
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
        heightDidChange()
    }

    /// The bar's height may have changed: the navigation controller places it again.
    func heightDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
}
