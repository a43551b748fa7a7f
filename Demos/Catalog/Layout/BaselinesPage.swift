import UIKit

/// Baseline alignment of mixed fonts: labels from 11 to 54 points whose first baselines are
/// constrained to the first label's, over a red rule at that baseline; below, a two-line label and a
/// button aligned on their last baselines.
final class BaselinesPage: LayoutPage {
    init() {
        super.init(
            title: "Baselines",
            caption:
                "Each label's firstBaselineAnchor equals the first one's: text of every size sits on the red rule. "
                + "Below, lastBaselineAnchor lines a button up with the last line of a paragraph.")
        let sizes: [CGFloat] = [44, 11, 26, 16, 34]
        let words = ["Ag", "tiny", "Mixed", "fonts", "Qy"]
        let labels = zip(sizes, words).map { size, word -> UILabel in
            let label = UILabel()
            label.text = word
            label.font = size > 35 ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
            return label
        }
        let rule = UIView()
        rule.backgroundColor = .systemRed
        addConstrained(rule)
        for label in labels { addConstrained(label) }
        var constraints = [
            labels[0].leadingAnchor.constraint(equalTo: content.leadingAnchor),
            labels[0].topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
            rule.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            rule.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            rule.heightAnchor.constraint(equalToConstant: 1),
            rule.topAnchor.constraint(equalTo: labels[0].firstBaselineAnchor),
        ]
        for (previous, label) in zip(labels, labels.dropFirst()) {
            constraints += [
                label.leadingAnchor.constraint(equalToSystemSpacingAfter: previous.trailingAnchor, multiplier: 1),
                label.firstBaselineAnchor.constraint(equalTo: labels[0].firstBaselineAnchor),
            ]
        }
        // On a narrow page the row runs past the edge (the page clips it) rather than squeezing a label.
        constraints.append(
            labels.last!.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor).withPriority(.defaultLow))

        let paragraph = UILabel()
        paragraph.numberOfLines = 0
        paragraph.font = .systemFont(ofSize: 15)
        paragraph.text = "A paragraph that wraps onto more than one line, whatever the width of the page."
        // The paragraph gives way to the button, so it wraps rather than pushing the button off the page.
        paragraph.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        let button = UIButton(type: .system)
        button.setTitle("Read more", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 20)
        let caption = Self.sectionLabel("Last baselines")
        addConstrained(caption, paragraph, button)
        constraints += [
            caption.topAnchor.constraint(equalTo: rule.bottomAnchor, constant: 40),
            caption.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            paragraph.topAnchor.constraint(equalTo: caption.bottomAnchor, constant: 8),
            paragraph.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            button.leadingAnchor.constraint(equalToSystemSpacingAfter: paragraph.trailingAnchor, multiplier: 2),
            button.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            button.lastBaselineAnchor.constraint(equalTo: paragraph.lastBaselineAnchor),
            paragraph.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor),
            button.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) {
        nil
    }
}
