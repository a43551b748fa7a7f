import UIKit

/// A section of a UIKit Catalog page, as a grouped table shows one: a caption above a white card
/// of rows with hairlines between them, each row a `StateRow` (the names lined up in one column).
final class StateSectionView: UIView {
    private let caption = UILabel()
    private let card = UIView()
    private let rows: [StateRow]
    private var names: [UILabel?] = []
    private var separators: [UIView] = []

    /// How far below a section's top its card begins.
    static let captionHeight: CGFloat = 30
    private static let inset: CGFloat = 16
    private static let verticalInset: CGFloat = 8

    /// A section captioned `title` showing `rows` in order.
    init(title: String, rows: [StateRow]) {
        self.rows = rows
        super.init(frame: .zero)
        caption.text = title.uppercased()
        caption.font = .systemFont(ofSize: 13)
        caption.textColor = .secondaryLabel
        addSubview(caption)
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = 10
        card.clipsToBounds = true
        addSubview(card)
        for (index, row) in rows.enumerated() {
            let name = row.name.flatMap { row.placement == .whole ? nil : $0 }.map { text in
                let label = UILabel()
                label.text = text
                card.addSubview(label)
                return label
            }
            names.append(name)
            card.addSubview(row.view)
            if index > 0 {
                let separator = UIView()
                separator.backgroundColor = .separator
                card.addSubview(separator)
                separators.append(separator)
            }
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The height the caption and every row need.
    var preferredHeight: CGFloat {
        Self.captionHeight + rows.reduce(0) { $0 + $1.height }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = Self.inset
        caption.frame = CGRect(x: inset, y: 0, width: bounds.width - inset, height: Self.captionHeight - 6)
        card.frame = CGRect(
            x: 0, y: Self.captionHeight, width: bounds.width, height: bounds.height - Self.captionHeight)
        let nameWidth = min(
            names.compactMap { $0?.intrinsicContentSize.width }.max() ?? 0, card.bounds.width * 0.45)
        let hairline = 1 / max(UIScreen.main.scale, 1)
        var top: CGFloat = 0
        for (index, row) in rows.enumerated() {
            let box = CGRect(x: inset, y: top, width: card.bounds.width - 2 * inset, height: row.height)
            let left = names[index] == nil ? box.minX : box.minX + nameWidth + 12
            row.view.frame = Self.frame(
                of: row, in: CGRect(x: left, y: box.minY, width: box.maxX - left, height: box.height))
            // A name beside a small view may run on towards it.
            let nameEnd = row.placement == .trailing ? row.view.frame.minX - 12 : box.minX + nameWidth
            names[index]?.frame = CGRect(x: box.minX, y: box.minY, width: nameEnd - box.minX, height: box.height)
            if index > 0 {
                separators[index - 1].frame = CGRect(
                    x: inset, y: top - hairline / 2, width: card.bounds.width - inset, height: hairline)
            }
            top += row.height
        }
    }

    /// Where `row`'s view goes in `box`, the part of the row right of the names.
    private static func frame(of row: StateRow, in box: CGRect) -> CGRect {
        switch row.placement {
        case .trailing:
            let size = row.view.sizeThatFits(box.size)
            return CGRect(
                x: box.maxX - size.width, y: box.midY - size.height / 2, width: size.width, height: size.height)
        case .fill:
            let height = min(row.view.sizeThatFits(CGSize(width: box.width, height: 0)).height, box.height)
            return CGRect(x: box.minX, y: box.midY - height / 2, width: box.width, height: height)
        case .whole:
            return box.insetBy(dx: 0, dy: verticalInset)
        }
    }
}
