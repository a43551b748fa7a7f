/// A list item that can say how tall its standard labels and image need its content view to be.
@MainActor
protocol ListItemStandardParts: AnyObject {
    /// The content height the standard parts need in a content view `contentWidth` wide; 0
    /// without parts showing something, or the item's minimum height when `minimum`.
    func standardPartsHeight(contentWidth: CGFloat, minimum: Bool) -> CGFloat
}

/// A cell's or header/footer view's own content view, before a content configuration replaces
/// it: apps add their views to it, and the item's standard labels (and image) live in it. Its
/// fitting size takes both into account: what the app's constraints need, and what the standard
/// parts need (a cell's minimum row when there are no constraints to say otherwise).
@MainActor
final class ListItemContentView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        insetsLayoutMarginsFromSafeArea = false
    }

    required init?(coder: NSCoder) { nil }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let solved = super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
        guard verticalFittingPriority < .required, let item = superview as? any ListItemStandardParts else {
            return solved
        }
        let standard = item.standardPartsHeight(contentWidth: solved.width, minimum: !hasConstraintsInSubtree(self))
        return CGSize(width: solved.width, height: max(solved.height, standard))
    }

    private func hasConstraintsInSubtree(_ view: UIView) -> Bool {
        !view.autoLayout.installed.isEmpty || view.subviews.contains { hasConstraintsInSubtree($0) }
    }
}
