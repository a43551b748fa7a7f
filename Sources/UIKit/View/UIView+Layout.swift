/// The layout pass as views see it: what `layoutIfNeeded()` lays out, the controller hooks around a
/// root view's `layoutSubviews()`, and layout margins.
extension UIView {
    /// `layoutIfNeeded()`: as Core Animation documents for layers, climbs the unbroken chain of
    /// ancestors that need layout, then lays out the whole subtree below the farthest one, parents
    /// before children. Nothing pending means nothing runs.
    func layoutPendingTree() {
        var top: UIView = self
        while let parent = top.superview, parent.layer.needsLayout() { top = parent }
        top.layer.layoutIfNeeded()
    }

    /// The layout step, with the controller hooks around `layoutSubviews` for a controller's root view.
    func runLayout() {
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
    }

    func setLayoutMargins(_ margins: UIEdgeInsets) {
        guard margins != layoutMarginsStorage else { return }
        layoutMarginsStorage = margins
        layoutMarginsDidChange()
        setNeedsLayout()
    }
}
