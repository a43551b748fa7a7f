import UIKit

/// What the presentation tab presents: the style's name in big type, a line about it, and a
/// Dismiss button, on a coloured ground (see-through for the "over" styles, so the presenter shows).
final class StyleViewController: UIViewController {
    private let styleName: String
    private let detail: String
    private let ground: UIColor
    private let nameLabel = UILabel()
    private let detailLabel = UILabel()
    private let dismissButton = UIButton(type: .system)

    init(styleName: String, detail: String, ground: UIColor) {
        self.styleName = styleName
        self.detail = detail
        self.ground = ground
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = ground
        nameLabel.text = styleName
        nameLabel.font = .boldSystemFont(ofSize: 34)
        nameLabel.textColor = .white
        nameLabel.textAlignment = .center
        detailLabel.text = detail
        detailLabel.font = .systemFont(ofSize: 17)
        detailLabel.textColor = UIColor(white: 1, alpha: 0.85)
        detailLabel.textAlignment = .center
        detailLabel.numberOfLines = 0
        dismissButton.setTitle("Dismiss", for: .normal)
        dismissButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        dismissButton.setTitleColor(.white, for: .normal)
        dismissButton.backgroundColor = UIColor(white: 1, alpha: 0.25)
        dismissButton.layer.cornerRadius = 10
        dismissButton.addAction(
            UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .primaryActionTriggered)
        for subview in [nameLabel, detailLabel, dismissButton] { view.addSubview(subview) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = min(view.bounds.width - 40, 480)
        let x = (view.bounds.width - width) / 2
        let detailHeight = detailLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let total = 44 + 12 + detailHeight + 28 + 50
        var y = ((view.bounds.height - total) / 2).rounded()
        nameLabel.frame = CGRect(x: x, y: y, width: width, height: 44)
        y += 56
        detailLabel.frame = CGRect(x: x, y: y, width: width, height: detailHeight)
        y += detailHeight + 28
        dismissButton.frame = CGRect(x: (view.bounds.width - 200) / 2, y: y, width: 200, height: 50)
    }
}
