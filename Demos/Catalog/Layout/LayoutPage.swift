import UIKit

/// An Auto Layout page: a title and a caption at the top, pinned with anchors, and below them
/// `content`, a layout guide the page's own views are constrained to. Nothing sets a frame: the
/// page follows the window's size through its constraints.
class LayoutPage: UIView {
    /// The area under the heading, inside the margins.
    let content = UILayoutGuide()

    init(title: String, caption: String) {
        super.init(frame: .zero)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 16, trailing: 20)
        let titleLabel = UILabel()
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 18)
        let captionLabel = UILabel()
        captionLabel.text = caption
        captionLabel.font = .systemFont(ofSize: 11)
        captionLabel.textColor = .secondaryLabel
        captionLabel.numberOfLines = 0
        addConstrained(titleLabel, captionLabel)
        addLayoutGuide(content)
        let margins = layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            captionLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            captionLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            captionLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.topAnchor.constraint(equalTo: captionLabel.bottomAnchor, constant: 14),
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Adds `views` as subviews that constraints place.
    func addConstrained(_ views: UIView...) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
    }

    /// A small grey caption for a part of the page.
    static func sectionLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text.uppercased()
        label.font = .boldSystemFont(ofSize: 10)
        label.textColor = .secondaryLabel
        return label
    }
}
