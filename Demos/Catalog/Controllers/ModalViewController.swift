import UIKit

/// The presented controller ("sub") of the lifecycle tab: it covers the whole window, shows the log itself so the
/// presentation's callbacks can be watched, and dismisses with its Dismiss row.
final class ModalViewController: LoggingViewController {
    private var logView: LogView?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Modal"
        view.backgroundColor = UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 0.22, green: 0.16, blue: 0.08, alpha: 1)
                : UIColor(red: 1, green: 0.95, blue: 0.88, alpha: 1)
        }
        let dismiss = UIAction(title: "Dismiss") { [weak self] _ in self?.dismiss(animated: true) }
        install(
            ActionColumnView(
                intro: "Presented full screen over the tab bar controller, whose children disappeared. "
                    + "Dismissing brings them back, then this controller is released.",
                lists: [ActionListView(title: nil, actions: [dismiss, memoryWarningAction])]))
        let logView = LogView(log: log, title: "Lifecycle log")
        view.addSubview(logView)
        self.logView = logView
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let left = ActionColumnView.margin * 2 + ActionColumnView.width
        logView?.frame = CGRect(
            x: left, y: ActionColumnView.margin, width: view.bounds.width - left - ActionColumnView.margin,
            height: view.bounds.height - 2 * ActionColumnView.margin)
    }
}
