import UIKit

/// `UIStepper` as it comes, wrapping, stepping by 5 without autorepeat, and disabled; each prints
/// `valueChanged` with its value.
final class SteppersViewController: ControlPageViewController {
    override class var pageTitle: String { "Steppers" }
    override class var controlClass: String { "UIStepper" }

    override func viewDidLoad() {
        super.viewDidLoad()
        addSection(
            "Steppers",
            [
                row("Default", "Default"),
                row("Wraps 0…3", "Wraps") {
                    $0.maximumValue = 3
                    $0.wraps = true
                },
                row("By 5, no repeat", "By 5") {
                    $0.stepValue = 5
                    $0.autorepeat = false
                },
                row("Disabled", "Disabled") { $0.isEnabled = false },
            ])
    }

    private func row(_ name: String, _ logName: String, configure: (UIStepper) -> Void = { _ in }) -> StateRow {
        let stepper = UIStepper()
        configure(stepper)
        logEvents(of: stepper, as: logName, [.valueChanged]) { String(Int($0.value)) }
        return StateRow(name, stepper)
    }
}
