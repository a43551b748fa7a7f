import UIKit

/// A row of the App Store page's charts: the app's icon, its rank, name and category, and a pill
/// with its price (GET when free); a hairline under it unless it is the last of its column.
final class RankedAppCell: UICollectionViewCell {
    let iconView = UIImageView()
    let rankLabel = UILabel()
    let nameLabel = UILabel()
    let categoryLabel = UILabel()
    let priceLabel = UILabel()
    private let separator = UIView()

    private static let iconSide: CGFloat = 52
    private static let priceSize = CGSize(width: 68, height: 28)

    override init(frame: CGRect) {
        super.init(frame: frame)
        rankLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        rankLabel.textAlignment = .center
        nameLabel.font = .systemFont(ofSize: 15, weight: .medium)
        categoryLabel.font = .systemFont(ofSize: 13)
        categoryLabel.textColor = .secondaryLabel
        priceLabel.font = .systemFont(ofSize: 14, weight: .bold)
        priceLabel.textAlignment = .center
        priceLabel.textColor = .systemBlue
        priceLabel.backgroundColor = .systemGray5
        priceLabel.layer.cornerRadius = Self.priceSize.height / 2
        priceLabel.clipsToBounds = true
        separator.backgroundColor = .separator
        for view in [iconView, rankLabel, nameLabel, categoryLabel, priceLabel, separator] {
            contentView.addSubview(view)
        }
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Shows `item`'s app at its rank; `isLastInColumn` leaves the hairline out.
    func show(_ item: StoreItem, isLastInColumn: Bool) {
        iconView.image = AppIcon.image(for: item.app)
        rankLabel.text = "\(item.rank + 1)"
        nameLabel.text = item.app.name
        categoryLabel.text = item.app.category
        priceLabel.text = item.app.price ?? "GET"
        separator.isHidden = isLastInColumn
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        let side = Self.iconSide
        iconView.frame = CGRect(x: 0, y: (bounds.height - side) / 2, width: side, height: side)
        rankLabel.frame = CGRect(x: side, y: 0, width: 28, height: bounds.height)
        let price = Self.priceSize
        priceLabel.frame = CGRect(
            x: bounds.maxX - price.width, y: (bounds.height - price.height) / 2, width: price.width,
            height: price.height)
        let textX = side + 28
        let textWidth = max(priceLabel.frame.minX - 8 - textX, 0)
        nameLabel.frame = CGRect(x: textX, y: bounds.midY - 19, width: textWidth, height: 20)
        categoryLabel.frame = CGRect(x: textX, y: bounds.midY + 1, width: textWidth, height: 18)
        separator.frame = CGRect(x: textX, y: bounds.maxY - 0.5, width: bounds.width - textX, height: 0.5)
    }
}
