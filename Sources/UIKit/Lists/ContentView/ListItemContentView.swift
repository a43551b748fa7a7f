/// A list item that can say how tall its standard labels and image need its content view to be.
@MainActor
protocol ListItemStandardParts: UIView {
    /// The content height the standard parts need in a content view `contentWidth` wide; 0
    /// without parts showing something, or the item's minimum height when `minimum`.
    func standardPartsHeight(contentWidth: CGFloat, minimum: Bool) -> CGFloat
    /// The height the item's content needs at `width`.
    func fittingHeight(width: CGFloat) -> CGFloat
}

extension ListItemStandardParts {
    /// `sizeThatFits`: the width asked for (else the item's own) and the height the content needs there.
    func itemSizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        return CGSize(width: width, height: fittingHeight(width: width))
    }

    /// `systemLayoutSizeFitting`: the target width where it is required (else the item's own), with
    /// the height the content needs at that width unless the target height is required.
    func itemSizeFitting(
        _ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
    ) -> CGSize {
        let width = horizontal >= .required ? targetSize.width : bounds.width
        let height = vertical >= .required ? targetSize.height : fittingHeight(width: width)
        return CGSize(width: width, height: height)
    }
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
