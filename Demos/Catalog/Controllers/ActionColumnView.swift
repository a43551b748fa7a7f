import UIKit

/// The left column most screens of the controllers set show: a short text saying what the screen
/// demonstrates, then lists of actions, inside the safe area (below a navigation bar, above a tab bar).
final class ActionColumnView: UIView {
    private let intro = UILabel()
    let lists: [ActionListView]

    /// The column's width at most; it is narrower in a narrow view.
    static let width: CGFloat = 420
    static let margin: CGFloat = 20

    /// A column saying `text` above `lists`; on a coloured ground the text is white.
    init(intro text: String, lists: [ActionListView], onColoredGround: Bool = false) {
        self.lists = lists
        super.init(frame: .zero)
        intro.text = text
        intro.font = .systemFont(ofSize: 15)
        intro.textColor = onColoredGround ? UIColor(white: 1, alpha: 0.9) : .secondaryLabel
        if onColoredGround {
            for list in lists { list.captionColor = UIColor(white: 1, alpha: 0.8) }
        }
        intro.numberOfLines = 0
        addSubview(intro)
        for list in lists { addSubview(list) }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Where the column is in the view: right of the left margin, from below the top bar.
    var columnFrame: CGRect {
        let safe = bounds.inset(by: safeAreaInsets)
        let width = min(Self.width, safe.width - 2 * Self.margin)
        return CGRect(x: safe.minX + Self.margin, y: safe.minY + Self.margin, width: width, height: safe.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let column = columnFrame
        let introHeight = intro.sizeThatFits(CGSize(width: column.width, height: .greatestFiniteMagnitude)).height
        intro.frame = CGRect(x: column.minX, y: column.minY, width: column.width, height: introHeight)
        var y = intro.frame.maxY + 12
        for list in lists {
            list.frame = CGRect(x: column.minX, y: y, width: column.width, height: list.preferredHeight)
            y = list.frame.maxY + 20
        }
    }
}
