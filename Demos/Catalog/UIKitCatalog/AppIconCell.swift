import UIKit

/// A small tile of the App Store page: the app's icon filling the cell's width, its name and
/// category under it.
final class AppIconCell: UICollectionViewCell {
    let iconView = UIImageView()
    let nameLabel = UILabel()
    let categoryLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.font = .systemFont(ofSize: 13, weight: .medium)
        categoryLabel.font = .systemFont(ofSize: 11)
        categoryLabel.textColor = .secondaryLabel
        for view in [iconView, nameLabel, categoryLabel] { contentView.addSubview(view) }
    }

    required init?(coder: NSCoder) {
        nil
    }

    func show(_ app: StoreApp) {
        iconView.image = AppIcon.image(for: app)
        nameLabel.text = app.name
        categoryLabel.text = app.category
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width
        iconView.frame = CGRect(x: 0, y: 0, width: width, height: width)
        nameLabel.frame = CGRect(x: 0, y: width + 6, width: width, height: 17)
        categoryLabel.frame = CGRect(x: 0, y: width + 23, width: width, height: 14)
    }
}
