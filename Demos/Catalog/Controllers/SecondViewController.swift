import UIKit

/// The second controller of the lifecycle tab: pushed by `FirstViewController`, popped by the back button,
/// an edge drag or its Pop row, after which it is released and logs `deinit`.
final class SecondViewController: LoggingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Second"
        // A pale blue, or a deep one in dark: a colour of the app's own that follows the appearance.
        view.backgroundColor = UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 0.05, green: 0.12, blue: 0.2, alpha: 1)
                : UIColor(red: 0.9, green: 0.96, blue: 1, alpha: 1)
        }
        let pop = UIAction(title: "Pop") { [weak self] _ in
            self?.navigationController?.popViewController(animated: true)
        }
        install(
            ActionColumnView(
                intro: "Pushed on First. Go back with the back button or a drag from the left edge.",
                lists: [ActionListView(title: nil, actions: [pop, presentModalAction, memoryWarningAction])]))
    }
}
