import UIKit

/// A grouped list of actions as iOS settings screens show them: an optional caption above a white
/// card of 44-point rows, each a system button with a 17-point title, hairlines between rows.
final class ActionListView: UIView {
    /// The rows' buttons, in order, for callers that change a title later (a toggle).
    private(set) var buttons: [UIButton] = []
    private let caption = UILabel()
    private let card = UIView()
    private var separators: [UIView] = []

    static let rowHeight: CGFloat = 44
    private static let captionHeight: CGFloat = 30
    private static let inset: CGFloat = 16

    /// A list of `actions` under `title` (none when nil); each action's title names its row.
    init(title: String?, actions: [UIAction]) {
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
        for (index, action) in actions.enumerated() {
            let button = UIButton(type: .system, primaryAction: action)
            button.titleLabel?.font = .systemFont(ofSize: 17)
            button.contentHorizontalAlignment = .left
            card.addSubview(button)
            buttons.append(button)
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

    /// The colour of the caption above the card; secondary label grey by default.
    var captionColor: UIColor {
        get { caption.textColor }
        set { caption.textColor = newValue }
    }

    /// The height the caption and every row need.
    var preferredHeight: CGFloat {
        (caption.isHidden ? 0 : Self.captionHeight) + CGFloat(buttons.count) * Self.rowHeight
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = caption.isHidden ? 0 : Self.captionHeight
        caption.frame = CGRect(x: Self.inset, y: 0, width: bounds.width - Self.inset, height: top - 6)
        card.frame = CGRect(x: 0, y: top, width: bounds.width, height: CGFloat(buttons.count) * Self.rowHeight)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(
                x: Self.inset, y: CGFloat(index) * Self.rowHeight, width: card.bounds.width - Self.inset,
                height: Self.rowHeight)
        }
        let hairline = 1 / max(UIScreen.main.scale, 1)
        for (index, separator) in separators.enumerated() {
            separator.frame = CGRect(
                x: Self.inset, y: CGFloat(index + 1) * Self.rowHeight - hairline / 2,
                width: card.bounds.width - Self.inset, height: hairline)
        }
    }
}
