import UIKit

/// `UISegmentedControl` with titles, with images, momentary, with a disabled segment and tinted;
/// each prints `valueChanged` with the selected segment.
final class SegmentedControlsViewController: ControlPageViewController {
    override class var pageTitle: String { "Segmented Controls" }
    override class var controlClass: String { "UISegmentedControl" }

    override func viewDidLoad() {
        super.viewDidLoad()
        let symbols = [UIColor.systemRed, .systemGreen, .systemBlue].map(Self.dot)
        addSection(
            "Segments",
            [
                row("Titles", ["Day", "Week", "Month"]),
                row("Images", symbols),
                row("Momentary", ["Undo", "Redo"]) { $0.isMomentary = true },
            ])
        addSection(
            "States",
            [
                row("Disabled segment", ["One", "Two", "Three"]) { $0.setEnabled(false, forSegmentAt: 1) },
                row("Tinted", ["Left", "Right"]) { $0.selectedSegmentTintColor = .systemYellow },
                row("Disabled", ["On", "Off"]) { $0.isEnabled = false },
            ])
    }

    private func row(_ name: String, _ items: [Any], configure: (UISegmentedControl) -> Void = { _ in }) -> StateRow {
        let control = UISegmentedControl(items: items)
        control.selectedSegmentIndex = 0
        configure(control)
        control.sizeToFit()
        logEvents(of: control, as: name, [.valueChanged]) { "segment \($0.selectedSegmentIndex)" }
        return StateRow(name, control)
    }

    /// A 14-point dot of `color`, as a template image.
    private static func dot(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 14, height: 14)).image { _ in
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 12, height: 12)).fill()
        }
    }
}
