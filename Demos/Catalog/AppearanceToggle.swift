import UIKit

/// "Dark" and a switch: turning it on or off sets its window's `overrideUserInterfaceStyle`, so the
/// window and everything in it (controllers, pages, bars, alerts it presents) look dark or light
/// whatever the desktop prefers. It starts at the style the window has.
final class AppearanceToggle: UIView {
    private let label = UILabel()
    private let toggle = UISwitch()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.text = "Dark"
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .label
        addSubview(label)
        addSubview(toggle)
        toggle.addAction(
            UIAction { [weak self] _ in
                guard let self, let window else { return }
                window.overrideUserInterfaceStyle = toggle.isOn ? .dark : .light
            }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        toggle.isOn = window?.traitCollection.userInterfaceStyle == .dark
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let switchSize = toggle.intrinsicContentSize
        return CGSize(width: label.intrinsicContentSize.width + 8 + switchSize.width, height: switchSize.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let switchSize = toggle.intrinsicContentSize
        toggle.frame = CGRect(
            x: bounds.width - switchSize.width, y: (bounds.height - switchSize.height) / 2, width: switchSize.width,
            height: switchSize.height)
        let labelWidth = label.intrinsicContentSize.width
        label.frame = CGRect(x: toggle.frame.minX - 8 - labelWidth, y: 0, width: labelWidth, height: bounds.height)
    }
}
