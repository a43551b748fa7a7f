import UIKit

/// The App Store page's section header: the section's title in large bold type, and a See All
/// button at the trailing edge that runs `seeAll`.
final class StoreSectionHeader: UICollectionReusableView {
    let titleLabel = UILabel()
    let seeAllButton = UIButton(type: .system)
    /// What See All does; the data source sets it for the section shown.
    var seeAll: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .boldSystemFont(ofSize: 20)
        seeAllButton.setTitle("See All", for: .normal)
        seeAllButton.addAction(UIAction { [weak self] _ in self?.seeAll?() }, for: .primaryActionTriggered)
        addSubview(titleLabel)
        addSubview(seeAllButton)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let buttonWidth: CGFloat = 64
        seeAllButton.frame = CGRect(x: bounds.maxX - buttonWidth, y: 0, width: buttonWidth, height: bounds.height)
        titleLabel.frame = CGRect(x: 0, y: 0, width: max(bounds.width - buttonWidth - 8, 0), height: bounds.height)
    }
}
