import UIKit

/// An Auto Layout page: a title and a caption at the top, pinned with anchors, and below them
/// `content`, a layout guide the page's own views are constrained to. Nothing sets a frame: the
/// page follows the window's size through its constraints.
///
/// Everything is on a content view in a scroll view, the iOS way: the content view is pinned to
/// the scroll view's `contentLayoutGuide`, as wide as its `frameLayoutGuide` and at least as tall,
/// so a page whose views need more height than the window gives scrolls (wheel, drag, keys, the
/// indicator) instead of cutting them off. A page pins its last view's bottom to `content`'s.
class LayoutPage: UIView {
    /// The area under the heading, inside the margins.
    let content = UILayoutGuide()
    /// The scroll view filling the page.
    let scrollView = UIScrollView()
    private let contentView = UIView()

    init(title: String, caption: String) {
        super.init(frame: .zero)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(scrollView)
        scrollView.addSubview(contentView)
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 16, trailing: 20)
        let titleLabel = UILabel()
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 18)
        let captionLabel = UILabel()
        captionLabel.text = caption
        captionLabel.font = .systemFont(ofSize: 11)
        captionLabel.textColor = .secondaryLabel
        captionLabel.numberOfLines = 0
        addConstrained(titleLabel, captionLabel)
        contentView.addLayoutGuide(content)
        let margins = contentView.layoutMarginsGuide
        let frameGuide = scrollView.frameLayoutGuide
        let contentGuide = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
            contentView.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
            // Never shorter than the page, and as tall as it unless the views need more.
            contentView.heightAnchor.constraint(greaterThanOrEqualTo: frameGuide.heightAnchor),
            contentView.heightAnchor.constraint(equalTo: frameGuide.heightAnchor).withPriority(.defaultLow),
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

    /// Lays the scrolling content out too, so a subclass reads its views' frames after calling super.
    override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.layoutIfNeeded()
    }

    /// Adds `views` to the scrolling content, for constraints to place.
    func addConstrained(_ views: UIView...) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
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
