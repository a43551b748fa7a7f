import UIKit

/// The alerts tab: an alert with two actions, a login alert with text fields and a destructive
/// action sheet, each presented as a dialog; a label says what was chosen.
final class AlertsViewController: UIViewController {
    private let result = UILabel()
    private var column: ActionColumnView?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Alerts"
        view.backgroundColor = .systemGroupedBackground
        let column = ActionColumnView(
            intro: "UIAlertController, presented over this window at the alert level. Return chooses the "
                + "preferred action, Escape cancels.",
            lists: [
                ActionListView(
                    title: "Alert controller",
                    actions: [
                        UIAction(title: "Alert with two actions") { [weak self] _ in self?.showTwoActions() },
                        UIAction(title: "Log in (text fields)") { [weak self] _ in self?.showLogin() },
                        UIAction(title: "Destructive action sheet") { [weak self] _ in self?.showActionSheet() },
                    ])
            ])
        column.frame = view.bounds
        column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(column)
        self.column = column
        result.font = .systemFont(ofSize: 17)
        result.textColor = .label
        result.numberOfLines = 0
        show("Nothing chosen yet.")
        view.addSubview(result)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let column, let list = column.lists.last else { return }
        let frame = column.columnFrame
        let height = result.sizeThatFits(CGSize(width: frame.width - 32, height: .greatestFiniteMagnitude)).height
        result.frame = CGRect(x: frame.minX + 16, y: list.frame.maxY + 16, width: frame.width - 32, height: height)
    }

    private func show(_ text: String) {
        result.text = text
        view.setNeedsLayout()
    }

    private func showTwoActions() {
        let alert = UIAlertController(
            title: "Allow notifications?", message: "The catalogue would like to send you notifications.",
            preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "Don't Allow", style: .cancel) { [weak self] action in self?.chose(action) })
        let allow = UIAlertAction(title: "Allow", style: .default) { [weak self] action in self?.chose(action) }
        alert.addAction(allow)
        alert.preferredAction = allow
        present(alert, animated: true)
    }

    private func showLogin() {
        let alert = UIAlertController(
            title: "Log In", message: "Enter your name and password.", preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] action in self?.chose(action) })
        let login = UIAlertAction(title: "Log In", style: .default) { [weak self, weak alert] _ in
            let name = alert?.textFields?.first?.text ?? ""
            self?.show(name.isEmpty ? "Logged in with no name." : "Logged in as \(name).")
        }
        alert.addAction(login)
        alert.preferredAction = login
        present(alert, animated: true)
    }

    private func showActionSheet() {
        let sheet = UIAlertController(
            title: "Delete 3 photos?", message: "They are removed from every album.", preferredStyle: .actionSheet)
        sheet.addAction(
            UIAlertAction(title: "Delete Photos", style: .destructive) { [weak self] action in self?.chose(action) })
        sheet.addAction(
            UIAlertAction(title: "Move to Album", style: .default) { [weak self] action in self?.chose(action) })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] action in self?.chose(action) })
        present(sheet, animated: true)
    }

    private func chose(_ action: UIAlertAction) {
        show("Chose \u{201C}\(action.title ?? "")\u{201D}.")
    }
}
