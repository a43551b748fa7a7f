import UIKit

/// A round cell of the circle layout page: a disc in a colour of its own with its number in white.
final class CircleCell: UICollectionViewCell {
    let numberLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.clipsToBounds = true
        numberLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        numberLabel.textColor = .white
        numberLabel.textAlignment = .center
        contentView.addSubview(numberLabel)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Shows `number` on a disc whose hue follows from it.
    func show(_ number: Int) {
        numberLabel.text = "\(number)"
        let hue = CGFloat(number * 7 % 24) / 24
        contentView.backgroundColor = UIColor(hue: hue, saturation: 0.6, brightness: 0.85, alpha: 1)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        contentView.layer.cornerRadius = min(contentView.bounds.width, contentView.bounds.height) / 2
        numberLabel.frame = contentView.bounds
    }
}
