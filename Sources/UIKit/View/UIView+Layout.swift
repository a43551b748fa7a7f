/// The layout pass as views see it: the controller hooks around a root view's `layoutSubviews()`,
/// and layout margins.
extension UIView {
    /// The layout step, with the controller hooks around `layoutSubviews` for a controller's root view:
    /// seed 002's `updateViewConstraints` (first layout in a window), `viewIsAppearing` (first layout of
    /// an appearance), `viewWillLayoutSubviews`, then after it `viewDidLayoutSubviews`.
    func runLayout() {
        reportSafeAreaChange()
        if let controller = owningViewController {
            if controller.owesConstraintsUpdate, window != nil {
                controller.owesConstraintsUpdate = false
                controller.updateViewConstraints()
            }
            controller.sendViewIsAppearingIfOwed()
            controller.viewWillLayoutSubviews()
        }
        layoutSubviews()
        lastLayoutSize = bounds.size
        owningViewController?.viewDidLayoutSubviews()
    }

    func setLayoutMargins(_ margins: UIEdgeInsets) {
        guard margins != layoutMarginsStorage else { return }
        layoutMarginsStorage = margins
        layoutMarginsDidChange()
        setNeedsLayout()
    }
}
