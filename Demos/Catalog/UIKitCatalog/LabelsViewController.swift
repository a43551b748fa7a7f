import UIKit

/// `UILabel` aligned four ways, in each line break mode, shrinking to fit, with attributed text,
/// in CJK and right-to-left scripts, and in its states; the switch highlights the state labels.
final class LabelsViewController: ControlPageViewController {
    override class var pageTitle: String { "Labels" }
    override class var controlClass: String { "UILabel" }

    private static let sentence = "The quick brown fox jumps over the lazy dog and runs into the woods."
    private static let twoLines: CGFloat = 64

    override func viewDidLoad() {
        super.viewDidLoad()
        addSection(
            "Alignment",
            [
                row("Left", "Aligned left") { $0.textAlignment = .left },
                row("Center", "Centred") { $0.textAlignment = .center },
                row("Right", "Aligned right") { $0.textAlignment = .right },
                row("Justified", Self.sentence, height: Self.twoLines) {
                    $0.textAlignment = .justified
                    $0.numberOfLines = 2
                },
            ])
        addSection(
            "Line break modes",
            [
                row("Word wrap", Self.sentence, height: Self.twoLines) { $0.numberOfLines = 2 },
                row("Char wrap", Self.sentence, height: Self.twoLines) {
                    $0.numberOfLines = 2
                    $0.lineBreakMode = .byCharWrapping
                },
                row("Clip", Self.sentence) { $0.lineBreakMode = .byClipping },
                row("Head", Self.sentence) { $0.lineBreakMode = .byTruncatingHead },
                row("Middle", Self.sentence) { $0.lineBreakMode = .byTruncatingMiddle },
                row("Tail", Self.sentence) { $0.lineBreakMode = .byTruncatingTail },
            ])
        addSection(
            "Shrink to fit",
            [
                row("Scale ≥ 0.5", "A line a little too long for its row shrinks to fit") {
                    $0.adjustsFontSizeToFitWidth = true
                    $0.minimumScaleFactor = 0.5
                }
            ])
        addSection("Attributed", [row("Attributes", nil) { $0.attributedText = Self.makeAttributed() }])
        addSection(
            "Scripts",
            [row("Japanese, Chinese", "日本語のテキスト・中文文本"), row("Arabic, Hebrew", "مرحبا بالعالم — שלום עולם")])
        let states = [
            row("Normal", "Label colour"), row("Disabled", "Dimmed while disabled") { $0.isEnabled = false },
            row("Shadow", "A grey shadow below") {
                $0.shadowColor = .systemGray3
                $0.shadowOffset = CGSize(width: 1, height: 2)
            },
        ]
        let highlight = UISwitch()
        highlight.addAction(
            UIAction { [weak highlight] _ in
                for state in states { (state.view as? UILabel)?.isHighlighted = highlight?.isOn ?? false }
            }, for: .valueChanged)
        logEvents(of: highlight, as: "isHighlighted", [.valueChanged]) { $0.isOn ? "on" : "off" }
        addSection("States", states + [StateRow("isHighlighted", highlight)])
    }

    /// A row named `name` with a label across it showing `text`, styled by `configure`; the label
    /// turns orange when highlighted.
    private func row(
        _ name: String, _ text: String?, height: CGFloat = StateRow.standardHeight,
        configure: (UILabel) -> Void = { _ in }
    ) -> StateRow {
        let label = UILabel()
        label.text = text
        label.highlightedTextColor = .systemOrange
        configure(label)
        return StateRow(name, label, placement: .fill, height: height)
    }

    /// Bold, coloured, underlined, struck through and shadowed runs in one string.
    private static func makeAttributed() -> NSAttributedString {
        let text = NSMutableAttributedString(string: "Bold ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        let runs: [(String, [NSAttributedString.Key: Any])] = [
            ("colour ", [.foregroundColor: UIColor.systemPink]),
            ("underlined ", [.underlineStyle: NSUnderlineStyle.single.rawValue]),
            ("struck ", [.strikethroughStyle: NSUnderlineStyle.single.rawValue]),
            ("italic", [.font: UIFont.italicSystemFont(ofSize: 17)]),
        ]
        for (string, attributes) in runs {
            text.append(NSAttributedString(string: string, attributes: attributes))
        }
        return text
    }
}
