import UIKit

/// A row of the UIKit Catalog's list, drawn as a table cell with a disclosure indicator: the
/// page's title, the class it shows in grey, and a chevron; grey while a touch is on it.
/// It sends `.touchUpInside` when tapped.
final class ControlListRow: UIControl {
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    private let chevron = UIImageView(image: ControlListRow.chevronImage)

    private static let inset: CGFloat = 16

    /// A row titled `title`, naming `detail` before the chevron.
    init(title: String, detail: String) {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        titleLabel.text = title
        addSubview(titleLabel)
        detailLabel.text = detail
        detailLabel.textColor = .secondaryLabel
        detailLabel.textAlignment = .right
        addSubview(detailLabel)
        chevron.tintColor = .tertiaryLabel
        addSubview(chevron)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemGray4 : .systemBackground }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = Self.inset
        let size = chevron.intrinsicContentSize
        chevron.frame = CGRect(
            x: bounds.maxX - inset - size.width, y: bounds.midY - size.height / 2, width: size.width,
            height: size.height)
        let half = (chevron.frame.minX - 8 - inset) / 2
        titleLabel.frame = CGRect(x: inset, y: 0, width: half, height: bounds.height)
        detailLabel.frame = CGRect(x: inset + half, y: 0, width: half, height: bounds.height)
    }

    /// The disclosure indicator: a right-pointing chevron, a template so the tint colours it.
    private static let chevronImage: UIImage = {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 13)).image { _ in
            UIBezierPath.chevron(in: CGRect(x: 1.5, y: 1.5, width: 5, height: 10), lineWidth: 2).stroke()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }()
}
