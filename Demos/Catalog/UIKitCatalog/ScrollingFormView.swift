import Foundation
import UIKit

/// A settings-style form taller than its view: captioned sections of rows (a label and a text field
/// or a switch) with inset separators, in a vertical stack view, in a scroll view the iOS way — the stack pinned to the
/// `contentLayoutGuide`, as wide as the `frameLayoutGuide` — so it scrolls with the wheel, a drag,
/// the keys and the indicator. Pulled down past its top it refreshes: the `UIRefreshControl` spins
/// for `refreshDuration`, then ends.
final class ScrollingFormView: UIView {
    static let rowHeight: CGFloat = 44
    static let refreshDuration: TimeInterval = 1
    private static let labelWidth: CGFloat = 120
    /// Made once: Foundation on Linux never frees an attributed string's attributes.
    private static let refreshTitle = NSAttributedString(string: "Checking for changes…")

    let scrollView = UIScrollView()
    let refreshControl = UIRefreshControl()
    /// The text fields, with the names of their rows, top to bottom.
    private(set) var fields: [(name: String, field: UITextField)] = []
    /// The switches, with the names of their rows, top to bottom.
    private(set) var switches: [(name: String, toggle: UISwitch)] = []
    private let stack = UIStackView()
    private let log: DemoLog

    init(log: DemoLog) {
        self.log = log
        super.init(frame: .zero)
        scrollView.backgroundColor = .systemBackground
        scrollView.refreshControl = refreshControl
        refreshControl.attributedTitle = Self.refreshTitle
        refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        stack.axis = .vertical
        for view in [scrollView, stack] { view.translatesAutoresizingMaskIntoConstraints = false }
        addSubview(scrollView)
        scrollView.addSubview(stack)
        addSection(
            "Profile",
            [field("Name", "Jane Appleseed"), field("Email", "jane@example.com"), field("City", "Cupertino")])
        addSection(
            "Notifications",
            [
                toggle("Allow notifications", true), toggle("Sounds", true), toggle("Badges", false),
                toggle("Weekly summary", false),
            ])
        addSection(
            "Account",
            [field("Username", "jane"), field("Recovery email", "backup@example.com"), field("Postcode", "95014")])
        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// A grey caption, then `rows` with separators between them.
    private func addSection(_ title: String, _ rows: [UIStackView]) {
        if let last = stack.arrangedSubviews.last { stack.setCustomSpacing(16, after: last) }
        let caption = UILabel()
        caption.text = title.uppercased()
        caption.font = .systemFont(ofSize: 12)
        caption.textColor = .secondaryLabel
        stack.addArrangedSubview(Self.row([caption], height: 24))
        for (index, row) in rows.enumerated() {
            if index > 0 { Self.addSeparator(above: row) }
            stack.addArrangedSubview(row)
        }
    }

    private func field(_ name: String, _ placeholder: String) -> UIStackView {
        let field = UITextField()
        field.placeholder = placeholder
        field.font = .systemFont(ofSize: 15)
        fields.append((name, field))
        let label = Self.label(name)
        label.widthAnchor.constraint(equalToConstant: Self.labelWidth).isActive = true
        return Self.row([label, field])
    }

    private func toggle(_ name: String, _ isOn: Bool) -> UIStackView {
        let toggle = UISwitch()
        toggle.isOn = isOn
        switches.append((name, toggle))
        return Self.row([Self.label(name), toggle])
    }

    private static func label(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 15)
        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        return label
    }

    /// A row `height` high holding `views` side by side, inside the table's margins.
    private static func row(_ views: [UIView], height: CGFloat = rowHeight) -> UIStackView {
        let row = UIStackView(arrangedSubviews: views)
        row.spacing = 12
        row.alignment = .center
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        row.heightAnchor.constraint(equalToConstant: height).isActive = true
        return row
    }

    /// A hairline along the top of `row`, from the margin to the edge, as a table's separator.
    private static func addSeparator(above row: UIView) {
        let separator = UIView()
        separator.backgroundColor = .separator
        separator.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(separator)
        NSLayoutConstraint.activate([
            separator.topAnchor.constraint(equalTo: row.topAnchor),
            separator.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            separator.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            separator.heightAnchor.constraint(equalToConstant: 1 / max(UIScreen.main.scale, 1)),
        ])
    }

    /// The pull refreshed: nothing to fetch, so the control ends after `refreshDuration`.
    private func refresh() {
        log.write("form · refreshControl valueChanged: refreshing")
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.refreshDuration) { [weak self] in
            guard let self else { return }
            refreshControl.endRefreshing()
            log.write("form · endRefreshing() after \(Int(Self.refreshDuration)) s")
        }
    }
}
