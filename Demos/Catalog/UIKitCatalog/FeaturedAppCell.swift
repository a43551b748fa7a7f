import UIKit

/// A featured card of the App Store page: a rounded panel in the app's colour with a tagline, the
/// app's pitch in large type, and at the bottom its icon, name and category.
final class FeaturedAppCell: UICollectionViewCell {
    let taglineLabel = UILabel()
    let pitchLabel = UILabel()
    let iconView = UIImageView()
    let nameLabel = UILabel()
    let categoryLabel = UILabel()

    private static let iconSide: CGFloat = 48
    private static let padding: CGFloat = 16

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 14
        contentView.clipsToBounds = true
        taglineLabel.font = .systemFont(ofSize: 12, weight: .semibold)
        taglineLabel.textColor = UIColor.white.withAlphaComponent(0.8)
        pitchLabel.font = .boldSystemFont(ofSize: 24)
        pitchLabel.textColor = .white
        pitchLabel.numberOfLines = 2
        nameLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        nameLabel.textColor = .white
        categoryLabel.font = .systemFont(ofSize: 13)
        categoryLabel.textColor = UIColor.white.withAlphaComponent(0.8)
        for view in [taglineLabel, pitchLabel, iconView, nameLabel, categoryLabel] { contentView.addSubview(view) }
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Shows `app` under `tagline` (as "APP OF THE DAY").
    func show(_ app: StoreApp, tagline: String) {
        contentView.backgroundColor = UIColor(hue: app.hue, saturation: 0.6, brightness: 0.8, alpha: 1)
        taglineLabel.text = tagline
        pitchLabel.text = app.pitch
        iconView.image = AppIcon.image(for: app)
        nameLabel.text = app.name
        categoryLabel.text = app.category
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let box = contentView.bounds.insetBy(dx: Self.padding, dy: Self.padding)
        let side = Self.iconSide
        taglineLabel.frame = CGRect(x: box.minX, y: box.minY, width: box.width, height: 16)
        pitchLabel.frame = CGRect(x: box.minX, y: box.minY + 20, width: box.width, height: 64)
        iconView.frame = CGRect(x: box.minX, y: box.maxY - side, width: side, height: side)
        let textX = box.minX + side + 12
        nameLabel.frame = CGRect(x: textX, y: box.maxY - side + 5, width: box.maxX - textX, height: 20)
        categoryLabel.frame = CGRect(x: textX, y: box.maxY - side + 26, width: box.maxX - textX, height: 18)
    }
}
