import UIKit

/// The view of one `StateRow` across a section's card: the name on the left in a column
/// `nameWidth` wide, the row's view where its placement says, both inside the table's margins.
final class StateRowView: UIView {
    private let row: StateRow
    private let name: UILabel?

    private static let inset = GroupedSectionView.inset
    private static let verticalInset: CGFloat = 8
    private static let spacing: CGFloat = 12

    /// The width of the names' column, set by the section so that its rows line up.
    var nameWidth: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    init(_ row: StateRow) {
        self.row = row
        let named = row.placement != .whole && row.placement != .edgeToEdge
        name = row.name.flatMap { named ? $0 : nil }.map { text in
            let label = UILabel()
            label.text = text
            return label
        }
        super.init(frame: .zero)
        if let name { addSubview(name) }
        addSubview(row.view)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The width the name needs on one line; nil when the row shows none.
    var nameFittingWidth: CGFloat? { name?.intrinsicContentSize.width }

    override func layoutSubviews() {
        super.layoutSubviews()
        let box = bounds.insetBy(dx: Self.inset, dy: 0)
        let left = name == nil ? box.minX : box.minX + nameWidth + Self.spacing
        let area = CGRect(x: left, y: box.minY, width: box.maxX - left, height: box.height)
        switch row.placement {
        case .trailing:
            let size = row.view.sizeThatFits(area.size)
            row.view.frame = CGRect(
                x: area.maxX - size.width, y: area.midY - size.height / 2, width: size.width, height: size.height)
        case .fill:
            let height = min(row.view.sizeThatFits(CGSize(width: area.width, height: 0)).height, area.height)
            row.view.frame = CGRect(x: area.minX, y: area.midY - height / 2, width: area.width, height: height)
        case .whole:
            row.view.frame = area.insetBy(dx: 0, dy: Self.verticalInset)
        case .edgeToEdge:
            row.view.frame = bounds
        }
        // A name beside a small view may run on towards it.
        let nameEnd = row.placement == .trailing ? row.view.frame.minX - Self.spacing : box.minX + nameWidth
        name?.frame = CGRect(x: box.minX, y: box.minY, width: max(nameEnd - box.minX, 0), height: box.height)
    }
}
