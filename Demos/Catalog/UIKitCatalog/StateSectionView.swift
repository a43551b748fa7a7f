import UIKit

/// A section of a UIKit Catalog page: a caption over a card of `StateRow`s, their names lined up
/// in one column as wide as the widest (or `minimumNameWidth`, at most 45% of the card).
final class StateSectionView: GroupedSectionView {
    private let rowViews: [StateRowView]

    /// A section captioned `title` showing `rows` in order.
    init(title: String, rows: [StateRow]) {
        let rowViews = rows.map(StateRowView.init)
        self.rowViews = rowViews
        // From the local, not `self.rowViews`: see ActionListView.
        super.init(title: title, rows: zip(rowViews, rows).map { ($0, $1.height) })
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The width the widest name needs on one line.
    var namesFittingWidth: CGFloat { rowViews.compactMap(\.nameFittingWidth).max() ?? 0 }

    /// The least width of the names' column, so that sections one above another can line up their
    /// rows' views; 0 by default.
    var minimumNameWidth: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    override func layoutSubviews() {
        let widest = max(namesFittingWidth, minimumNameWidth)
        for row in rowViews { row.nameWidth = min(widest, bounds.width * 0.45) }
        super.layoutSubviews()
    }
}
