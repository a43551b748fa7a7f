import UIKit

/// The UIKit Catalog's root: an inset grouped table of the pages in their sections, each row the
/// page's title with the class it shows in grey and a chevron; selecting a row (a click, or Return
/// on the row the arrow keys reached) pushes that page, and the row is deselected as the list
/// comes back.
final class ControlListViewController: UITableViewController {
    private let sections: [UIKitCatalogController.Section]

    private static let reuseIdentifier = "page"

    /// A list with a section for each of `sections`, in order.
    init(sections: [UIKitCatalogController.Section]) {
        self.sections = sections
        super.init(style: .insetGrouped)
        title = "UIKit Catalog"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
    }

    /// The page the row at `indexPath` pushes.
    func page(at indexPath: IndexPath) -> ControlPageViewController.Type {
        sections[indexPath.section].pages[indexPath.row]
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].pages.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        let page = page(at: indexPath)
        var content = UIListContentConfiguration.valueCell()
        content.text = page.pageTitle
        content.secondaryText = page.controlClass
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(page(at: indexPath).init(), animated: true)
    }

    /// A row's context menu (right click or Ctrl+click): open the page here or in a window of its
    /// own, or copy the control's class name or the page's title (a submenu).
    override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        let page = page(at: indexPath)
        return UIContextMenuConfiguration(identifier: page.pageTitle as NSString, previewProvider: nil) {
            [weak self] _ in
            UIMenu(
                title: page.pageTitle,
                children: [
                    UIMenu(
                        options: .displayInline,
                        children: [
                            UIAction(title: "Open") { _ in
                                self?.navigationController?.pushViewController(page.init(), animated: true)
                            },
                            UIAction(title: "Open in New Window") { _ in
                                let activity = NSUserActivity(activityType: CatalogSceneDelegate.activityType)
                                activity.userInfo = ["page": page.pageTitle]
                                UIApplication.shared.activateSceneSession(
                                    for: UISceneSessionActivationRequest(userActivity: activity))
                            },
                        ]),
                    UIMenu(
                        title: "Copy",
                        children: [
                            UIAction(title: "Class Name", subtitle: page.controlClass) { _ in
                                UIPasteboard.general.string = page.controlClass
                            },
                            UIAction(title: "Page Title") { _ in UIPasteboard.general.string = page.pageTitle },
                        ]),
                ])
        }
    }
}
