/// The layout pass as views see it: the controller hooks around a root view's `layoutSubviews()`,
/// and layout margins.
extension UIView {
    /// The layout step, with the controller hooks around `layoutSubviews` for a controller's root view:
    /// `viewIsAppearing` (first layout of an appearance), `viewWillLayoutSubviews`, then after it
    /// `viewDidLayoutSubviews`. The view's own layout guides follow its margins and safe area first.
    /// (`updateViewConstraints` comes before, in the commit's constraints phase.)
    func runLayout() {
        let previousTraits = TraitCurrency.makeCurrent(self)
        defer { TraitCurrency.restore(previousTraits) }
        reportSafeAreaChange()
        if !autoLayout.systemGuides.isEmpty { autoLayout.liveEngine?.refreshGuides(of: self) }
        if let controller = owningViewController {
            controller.sendViewIsAppearingIfOwed()
            controller.viewWillLayoutSubviews()
        }
        isLayingOutSubviews = true
        layoutSubviews()
        isLayingOutSubviews = false
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
