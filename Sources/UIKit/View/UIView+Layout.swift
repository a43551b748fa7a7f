/// The layout pass as views see it: the controller hooks around a root view's `layoutSubviews()`,
/// and layout margins.
extension UIView {
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
