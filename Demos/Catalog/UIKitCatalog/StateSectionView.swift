import UIKit

/// A section of a UIKit Catalog page: a caption over a card of `StateRow`s, their names lined up
/// in one column as wide as the widest (at most 45% of the card).
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

    override func layoutSubviews() {
        let widest = rowViews.compactMap(\.nameFittingWidth).max() ?? 0
        for row in rowViews { row.nameWidth = min(widest, bounds.width * 0.45) }
        super.layoutSubviews()
    }
}
