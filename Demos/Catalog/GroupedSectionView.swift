import UIKit

/// A section of a grouped table drawn with views: an optional caption above a white card whose
/// rows are stacked at their heights, with hairlines between them inset as a table's separators.
class GroupedSectionView: UIView {
    private let caption = UILabel()
    private let card = UIView()
    private let rows: [(view: UIView, height: CGFloat)]
    private let insetsRows: Bool
    private var separators: [UIView] = []

    /// How far below the section's top the card begins when there is a caption.
    static let captionHeight: CGFloat = 30
    /// How far from the card's left edge the separators (and inset rows) begin.
    static let inset: CGFloat = 16

    /// A section captioned `title` (no caption when nil) showing `rows`, each as high as it says,
    /// across the card or, when `insetsRows`, from the separators' inset.
    init(title: String?, rows: [(view: UIView, height: CGFloat)], insetsRows: Bool = false) {
        self.rows = rows
        self.insetsRows = insetsRows
        super.init(frame: .zero)
        caption.text = title?.uppercased()
        caption.font = .systemFont(ofSize: 13)
        caption.textColor = .secondaryLabel
        caption.isHidden = title == nil
        addSubview(caption)
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = 10
        card.clipsToBounds = true
        addSubview(card)
        for (index, row) in rows.enumerated() {
            card.addSubview(row.view)
            guard index > 0 else { continue }
            let separator = UIView()
            separator.backgroundColor = .separator
            card.addSubview(separator)
            separators.append(separator)
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The colour of the caption; secondary label grey by default.
    var captionColor: UIColor {
        get { caption.textColor }
        set { caption.textColor = newValue }
    }

    /// The height the caption and every row need.
    var preferredHeight: CGFloat {
        (caption.isHidden ? 0 : Self.captionHeight) + rows.reduce(0) { $0 + $1.height }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = Self.inset
        let top = caption.isHidden ? 0 : Self.captionHeight
        caption.frame = CGRect(x: inset, y: 0, width: bounds.width - inset, height: top - 6)
        card.frame = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        let left = insetsRows ? inset : 0
        let hairline = 1 / max(UIScreen.main.scale, 1)
        var y: CGFloat = 0
        for (index, row) in rows.enumerated() {
            row.view.frame = CGRect(x: left, y: y, width: card.bounds.width - left, height: row.height)
            if index > 0 {
                separators[index - 1].frame = CGRect(
                    x: inset, y: y - hairline / 2, width: card.bounds.width - inset, height: hairline)
            }
            y += row.height
        }
    }
}
