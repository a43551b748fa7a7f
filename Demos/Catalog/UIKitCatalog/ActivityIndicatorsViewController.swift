import UIKit

/// `UIActivityIndicatorView` medium and large, in custom colours, and stopped without hiding;
/// the Stop / Start button stops or starts the spinning ones.
final class ActivityIndicatorsViewController: ControlPageViewController {
    override class var pageTitle: String { "Activity Indicators" }
    override class var controlClass: String { "UIActivityIndicatorView" }

    private var spinners: [UIActivityIndicatorView] = []
    private var toggle: UIButton?

    override func viewDidLoad() {
        super.viewDidLoad()
        addSection("Medium", [row("Default", .medium)])
        addSection("Large", [row("Default", .large, height: 56)])
        addSection(
            "Coloured",
            [
                row("systemPurple", .medium, color: .systemPurple),
                row("systemTeal", .large, color: .systemTeal, height: 56),
            ])
        let stopped = UIActivityIndicatorView(style: .large)
        stopped.hidesWhenStopped = false
        addSection("Stopped", [StateRow("hidesWhenStopped = false", stopped, height: 56)])
        let toggle = makeButton("Stop") { [weak self] in self?.toggleSpinning() }
        logEvents(of: toggle, as: "Stop/Start", [.touchUpInside])
        addSection("Spinning", [StateRow("All but the stopped one", toggle)])
        self.toggle = toggle
        for spinner in spinners { spinner.startAnimating() }
    }

    /// A row named `name` with a spinning indicator of `style`, in `color` when given.
    private func row(
        _ name: String, _ style: UIActivityIndicatorView.Style, color: UIColor? = nil,
        height: CGFloat = StateRow.standardHeight
    ) -> StateRow {
        let spinner = UIActivityIndicatorView(style: style)
        if let color { spinner.color = color }
        spinners.append(spinner)
        return StateRow(name, spinner, height: height)
    }

    private func toggleSpinning() {
        let spinning = spinners.first?.isAnimating ?? false
        for spinner in spinners {
            if spinning { spinner.stopAnimating() } else { spinner.startAnimating() }
        }
        log.write(spinning ? "stopAnimating()" : "startAnimating()")
        toggle?.setTitle(spinning ? "Start" : "Stop", for: .normal)
    }
}
