import UIKit

/// A panel that prints a `DemoLog`: a heading with a Clear button, then the lines in a
/// multi-line label, newest at the bottom; when they no longer fit, the oldest scroll off the top.
/// An empty log shows the placeholder, if any, in grey.
final class LogView: UIView {
    private let log: DemoLog
    private let placeholder: String?
    private let heading = UILabel()
    private let clearButton = UIButton(type: .system)
    private let clip = UIView()
    private let label = UILabel()

    private static let margin: CGFloat = 16
    private static let headingHeight: CGFloat = 44

    init(log: DemoLog, title: String, placeholder: String? = nil) {
        self.log = log
        self.placeholder = placeholder
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        layer.cornerRadius = 12
        clipsToBounds = true
        heading.text = title
        heading.font = .systemFont(ofSize: 17, weight: .semibold)
        addSubview(heading)
        clearButton.setTitle("Clear", for: .normal)
        clearButton.titleLabel?.font = .systemFont(ofSize: 17)
        clearButton.addAction(UIAction { [weak log] _ in log?.clear() }, for: .primaryActionTriggered)
        addSubview(clearButton)
        clip.clipsToBounds = true
        addSubview(clip)
        label.numberOfLines = 0
        label.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
        clip.addSubview(label)
        log.addWatcher(self)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the log's lines as they are now.
    func logDidChange() {
        let empty = log.lines.isEmpty
        label.text = empty ? placeholder : log.lines.joined(separator: "\n")
        label.textColor = empty ? .secondaryLabel : .label
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin = Self.margin
        heading.frame = CGRect(x: margin, y: 0, width: bounds.width - 2 * margin - 60, height: Self.headingHeight)
        clearButton.frame = CGRect(x: bounds.width - margin - 60, y: 0, width: 60, height: Self.headingHeight)
        clip.frame = CGRect(
            x: margin, y: Self.headingHeight, width: bounds.width - 2 * margin,
            height: bounds.height - Self.headingHeight - margin)
        let height = label.sizeThatFits(CGSize(width: clip.bounds.width, height: .greatestFiniteMagnitude)).height
        let top = height > clip.bounds.height ? clip.bounds.height - height : 0
        label.frame = CGRect(x: 0, y: top, width: clip.bounds.width, height: height)
    }
}
