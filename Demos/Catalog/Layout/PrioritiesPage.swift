import UIKit

/// A priorities playground: a row whose width a slider sets, holding two labels that compete. When
/// the row is too narrow the label with the lower compression resistance is cut first; when it is
/// too wide the one with the lower hugging priority stretches. A segmented control swaps who wins,
/// and a line under the rows prints the widths the solver gave.
final class PrioritiesPage: LayoutPage {
    private let squeezeRow = UIView()
    private let stretchRow = UIView()
    private let keeper = PrioritiesPage.chip("Keeps its text", .systemGreen)
    private let yielder = PrioritiesPage.chip("Gives way first", .systemOrange)
    private let hugger = PrioritiesPage.chip("Hugs", .systemBlue)
    private let stretcher = PrioritiesPage.chip("Stretches", .systemPurple)
    private let readout = UILabel()
    private let slider = UISlider()
    private let winner = UISegmentedControl(items: ["Green wins", "Orange wins"])
    private lazy var rowWidth = squeezeRow.widthAnchor.constraint(equalToConstant: 300)

    init() {
        super.init(
            title: "Priorities playground",
            caption: "Drag the slider: the rows narrow and widen. Compression resistance decides which label is cut, "
                + "hugging which one stretches.")
        for row in [squeezeRow, stretchRow] {
            row.backgroundColor = .systemGray6
            row.layer.cornerRadius = 6
        }
        readout.font = .monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        readout.textColor = .secondaryLabel
        readout.numberOfLines = 0
        slider.minimumValue = 60
        slider.maximumValue = 420
        slider.value = 300
        winner.selectedSegmentIndex = 0
        let squeezeCaption = Self.sectionLabel("Compression resistance 751 vs 750")
        let stretchCaption = Self.sectionLabel("Hugging 251 vs 250")
        addConstrained(slider, winner, squeezeCaption, squeezeRow, stretchCaption, stretchRow, readout)
        for chip in [keeper, yielder] { add(chip, to: squeezeRow) }
        for chip in [hugger, stretcher] { add(chip, to: stretchRow) }
        hugger.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        rowWidth.priority = .defaultHigh
        NSLayoutConstraint.activate(
            [
                slider.topAnchor.constraint(equalTo: content.topAnchor),
                slider.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                slider.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                winner.topAnchor.constraint(equalTo: slider.bottomAnchor, constant: 12),
                winner.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                squeezeCaption.topAnchor.constraint(equalTo: winner.bottomAnchor, constant: 18),
                squeezeCaption.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                squeezeRow.topAnchor.constraint(equalTo: squeezeCaption.bottomAnchor, constant: 6),
                squeezeRow.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                squeezeRow.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor),
                rowWidth,
                stretchCaption.topAnchor.constraint(equalTo: squeezeRow.bottomAnchor, constant: 18),
                stretchCaption.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                stretchRow.topAnchor.constraint(equalTo: stretchCaption.bottomAnchor, constant: 6),
                stretchRow.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                stretchRow.widthAnchor.constraint(equalTo: squeezeRow.widthAnchor),
                readout.topAnchor.constraint(equalTo: stretchRow.bottomAnchor, constant: 14),
                readout.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                readout.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor),
                readout.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor),
            ] + Self.pair(keeper, yielder, in: squeezeRow) + Self.pair(hugger, stretcher, in: stretchRow))
        slider.addAction(UIAction { [weak self] _ in self?.sliderMoved() }, for: .valueChanged)
        winner.addAction(UIAction { [weak self] _ in self?.swapWinner() }, for: .valueChanged)
        swapWinner()
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        readout.text = String(
            format: "row %.0f pt · green %.0f · orange %.0f · blue %.0f · purple %.0f", squeezeRow.frame.width,
            keeper.frame.width, yielder.frame.width, hugger.frame.width, stretcher.frame.width)
    }

    private func sliderMoved() {
        rowWidth.constant = CGFloat(slider.value)
    }

    /// The selected label resists compression at 751, the other at 750.
    private func swapWinner() {
        let greenWins = winner.selectedSegmentIndex == 0
        keeper.setContentCompressionResistancePriority(greenWins ? .defaultHigh + 1 : .defaultHigh, for: .horizontal)
        yielder.setContentCompressionResistancePriority(greenWins ? .defaultHigh : .defaultHigh + 1, for: .horizontal)
        setNeedsLayout()
    }

    private func add(_ chip: UILabel, to row: UIView) {
        chip.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(chip)
    }

    /// `first` then `second` across `row`, 6 points from its edges and apart.
    private static func pair(_ first: UIView, _ second: UIView, in row: UIView) -> [NSLayoutConstraint] {
        [
            first.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 6),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 6),
            second.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -6),
            first.topAnchor.constraint(equalTo: row.topAnchor, constant: 6),
            first.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -6),
            second.centerYAnchor.constraint(equalTo: first.centerYAnchor),
        ]
    }

    /// A label on a tinted rounded background.
    private static func chip(_ text: String, _ color: UIColor) -> UILabel {
        let label = InsetLabel()
        label.text = text
        label.font = .systemFont(ofSize: 14, weight: .medium)
        label.textColor = .white
        label.backgroundColor = color
        label.layer.cornerRadius = 4
        label.clipsToBounds = true
        label.textAlignment = .center
        return label
    }
}

/// A label with room around its text (its intrinsic size grows by the insets).
final class InsetLabel: UILabel {
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 16, height: size.height + 8)
    }
}
