import UIKit

/// A strip drawn as a toolbar is: a line of small grey text at the left and, if given, a button at
/// the right, on the bars' background under a hairline. The notes page counts its words in one; a
/// text field's input accessory view is another.
final class ToolStripView: UIView {
    /// The text at the left.
    let label = UILabel()
    /// The button at the right, if the strip has one.
    let button: UIButton?
    private let hairline = UIView()

    /// The strip's height, a toolbar's; anything below it (a safe area) is left empty.
    static let height: CGFloat = 44
    private static let margin: CGFloat = 16

    /// A strip with a button titled `buttonTitle` at its right running `action`; no button when the
    /// title is nil.
    init(buttonTitle: String? = nil, action: @escaping () -> Void = {}) {
        button = buttonTitle.map { title in
            let button = UIButton(type: .system, primaryAction: UIAction { _ in action() })
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = .boldSystemFont(ofSize: 17)
            return button
        }
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
        backgroundColor = .secondarySystemBackground
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        addSubview(label)
        if let button { addSubview(button) }
        hairline.backgroundColor = .separator
        addSubview(hairline)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / (window?.screen.scale ?? 1))
        var labelEnd = bounds.maxX - Self.margin
        if let button {
            let width = ceil(button.titleLabel?.intrinsicContentSize.width ?? 0) + 16
            button.frame = CGRect(x: labelEnd - width + 8, y: 0, width: width, height: Self.height)
            labelEnd = button.frame.minX - Self.margin
        }
        label.frame = CGRect(x: Self.margin, y: 0, width: max(labelEnd - Self.margin, 0), height: Self.height)
    }
}
