import UIKit

/// The root of the lifecycle tab's navigation controller: the first controller, which
/// pushes `SecondViewController`, presents a `ModalViewController` or sends a memory warning.
final class FirstViewController: LoggingViewController {
    /// Whether the controller pushes Second by itself the first time it appears (the screenshot's demo).
    var pushesSecondOnFirstAppearance = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "First"
        view.backgroundColor = .systemGroupedBackground
        let push = UIAction(title: "Push Second") { [weak self] _ in self?.pushSecond() }
        install(
            ActionColumnView(
                intro: "Each controller writes its callbacks to the log as they run, in the order UIKit calls "
                    + "them: for a push, a presentation and a memory warning.",
                lists: [ActionListView(title: nil, actions: [push, presentModalAction, memoryWarningAction])]))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard pushesSecondOnFirstAppearance else { return }
        pushesSecondOnFirstAppearance = false
        pushSecond()
    }

    private func pushSecond() {
        navigationController?.pushViewController(SecondViewController(log: log), animated: true)
    }
}
