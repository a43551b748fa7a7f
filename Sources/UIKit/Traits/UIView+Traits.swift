extension UIView {
    /// Tells the view and its subviews that the traits changed.
    func traitCollectionDidChangeInSubtree(_ previous: UITraitCollection) {
        traitCollectionDidChange(previous)
        for subview in subviews { subview.traitCollectionDidChangeInSubtree(previous) }
    }
}
