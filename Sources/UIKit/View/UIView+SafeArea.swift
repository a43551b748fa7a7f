/// The safe area: what a superview's safe area covers of this view, plus what containers and
/// controllers add (bars, `additionalSafeAreaInsets`).
extension UIView {
    var computedSafeAreaInsets: UIEdgeInsets {
        var insets = barSafeAreaInsets
        if let controller = owningViewController { insets = insets.adding(controller.additionalSafeAreaInsets) }
        guard let superview, !(self is UIWindow) else { return insets }
        let covered = superview.safeAreaInsets
        guard covered != .zero else { return insets }
        let frame = self.frame
        let parent = superview.bounds
        let inherited = UIEdgeInsets(
            top: max(0, covered.top - (frame.minY - parent.minY)),
            left: max(0, covered.left - (frame.minX - parent.minX)),
            bottom: max(0, covered.bottom - (parent.maxY - frame.maxY)),
            right: max(0, covered.right - (parent.maxX - frame.maxX)))
        return insets.adding(inherited)
    }
}

extension UIView {
    /// Bars or a controller's additional insets changed: the subtree lays out again, and each view
    /// whose safe area changed hears it first.
    func safeAreaSourceDidChange() {
        setNeedsLayout()
        for subview in subviews { subview.safeAreaSourceDidChange() }
    }

    /// Before a layout: `safeAreaInsetsDidChange()` (and the controller's
    /// `viewSafeAreaInsetsDidChange()`) when the safe area differs from the one last reported.
    func reportSafeAreaChange() {
        let insets = safeAreaInsets
        guard insets != reportedSafeAreaInsets else { return }
        reportedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
    }
}

extension UIEdgeInsets {
    fileprivate func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}
