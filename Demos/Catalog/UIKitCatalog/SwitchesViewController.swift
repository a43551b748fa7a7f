import UIKit

/// `UISwitch` as it comes, in custom colours, and disabled off and on; each switch prints
/// `valueChanged` with its new state.
final class SwitchesViewController: ControlPageViewController {
    override class var pageTitle: String { "Switches" }
    override class var controlClass: String { "UISwitch" }

    override func viewDidLoad() {
        super.viewDidLoad()
        addSection("Default", [row("Default", "Default")])
        addSection(
            "Tinted",
            [
                row("onTintColor", "onTintColor", isOn: true) { $0.onTintColor = .systemPurple },
                row("thumbTintColor", "thumbTintColor", isOn: true) {
                    $0.onTintColor = .systemOrange
                    $0.thumbTintColor = UIColor(red: 1, green: 0.95, blue: 0.85, alpha: 1)
                },
            ])
        addSection(
            "Disabled",
            [
                row("Off", "Disabled off") { $0.isEnabled = false },
                row("On", "Disabled on", isOn: true) { $0.isEnabled = false },
            ])
    }

    /// A row named `name` with a switch, on when `isOn`, that `configure` may style further; its
    /// events are printed as `logName`.
    private func row(
        _ name: String, _ logName: String, isOn: Bool = false, configure: (UISwitch) -> Void = { _ in }
    ) -> StateRow {
        let toggle = UISwitch()
        toggle.isOn = isOn
        configure(toggle)
        logEvents(of: toggle, as: logName, [.valueChanged]) { $0.isOn ? "on" : "off" }
        return StateRow(name, toggle)
    }
}
