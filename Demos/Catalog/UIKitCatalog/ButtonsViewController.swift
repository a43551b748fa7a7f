import UIKit

/// `UIButton` in its types, configurations, disabled and with a menu; each prints `touchUpInside`
/// (or the action it ran).
final class ButtonsViewController: ControlPageViewController {
    override class var pageTitle: String { "Buttons" }
    override class var controlClass: String { "UIButton" }

    override func viewDidLoad() {
        super.viewDidLoad()
        addSection(
            "Types",
            [
                row("System", titled: "Button", type: .system),
                row("Detail disclosure", type: .detailDisclosure),
                row("Contact add", type: .contactAdd),
                row("Close", type: .close),
            ])
        addSection(
            "Configurations",
            [
                row("Filled", configuration: .filled()),
                row("Tinted", configuration: .tinted()),
                row("Gray", configuration: .gray()),
                row("Bordered prominent", configuration: .borderedProminent()),
            ])
        addSection(
            "States and menus",
            [
                row("Disabled", titled: "Disabled", type: .system) { $0.isEnabled = false },
                StateRow("Menu", menuButton()),
            ])
    }

    private func row(
        _ name: String, titled title: String? = nil, type: UIButton.ButtonType, configure: (UIButton) -> Void = { _ in }
    ) -> StateRow {
        let button = UIButton(type: type)
        if let title { button.setTitle(title, for: .normal) }
        configure(button)
        button.sizeToFit()
        logEvents(of: button, as: name, [.touchUpInside])
        return StateRow(name, button)
    }

    private func row(_ name: String, configuration: UIButton.Configuration) -> StateRow {
        var configuration = configuration
        configuration.title = name
        let button = UIButton(configuration: configuration)
        button.sizeToFit()
        logEvents(of: button, as: name, [.touchUpInside])
        return StateRow(name, button)
    }

    /// A pop-up button: its menu's chosen action becomes its title, and its row makes room for it.
    private func menuButton() -> UIButton {
        let button = UIButton(type: .system)
        button.menu = UIMenu(
            children: ["Small", "Medium", "Large"].map { title in
                UIAction(title: title) { [weak log, weak button] action in
                    log?.write("Menu · chose \(action.title)")
                    button?.superview?.setNeedsLayout()
                }
            })
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.sizeToFit()
        return button
    }
}
