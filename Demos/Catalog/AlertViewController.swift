import UIKit

/// A window at `.alert` level, above everything else the app shows.
final class AlertViewController: UIViewController {
    override func loadView() {
        view = AlertView(frame: UIScreen.main.bounds)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Alert"
    }
}

private final class AlertView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGray.cgColor
        layer.needsDisplayOnBoundsChange = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        "UIWindow.Level.alert".draw(
            at: CGPoint(x: 20, y: 22),
            withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.label])
        "Stacked above .statusBar and .normal windows, whatever was shown last.".draw(
            in: CGRect(x: 20, y: 54, width: bounds.width - 40, height: 60),
            withAttributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.secondaryLabel])
    }
}
