import UIKit

/// `UITableView` as Contacts lists people: 80 made-up contacts in a plain table, a section per
/// letter of the family name under a sticky header, the alphabet down the section index, each
/// row a name, a company (or a phone number) and a picture of the initials. A diffable data
/// source shows them: the filter above the table applies a new snapshot, swiping a row to the
/// left deletes it, to the right makes it a favourite (or no longer one), and Edit in the
/// navigation bar turns on editing, with a delete control and a reorder grip on each row. The
/// log prints each snapshot applied and each selection.
final class ContactsViewController: ControlPageViewController, UITableViewDelegate {
    override class var pageTitle: String { "Contacts" }
    override class var controlClass: String { "UITableView" }

    /// The table's height on the page: the rest of the left column under the filter.
    private static let tableHeight: CGFloat = 680

    let tableView = UITableView(frame: .zero, style: .plain)
    let filterControl = UISegmentedControl(items: ContactFilter.allCases.map(\.title))
    private(set) lazy var dataSource = ContactsDataSource(
        tableView: tableView, book: ContactBook(Contact.samples), log: log)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.delegate = self
        dataSource.show(.all)
        filterControl.selectedSegmentIndex = 0
        filterControl.addAction(UIAction { [weak self] _ in self?.filterChanged() }, for: .valueChanged)
        addSection("Filter · each choice applies a snapshot", [StateRow(nil, filterControl, placement: .whole)])
        addSection(
            "Contacts · swipe a row, or Edit to delete and reorder",
            [StateRow(nil, tableView, placement: .edgeToEdge, height: Self.tableHeight)])
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
        log.write("contacts · setEditing(\(editing))")
    }

    private func filterChanged() {
        dataSource.show(ContactFilter(rawValue: filterControl.selectedSegmentIndex) ?? .all)
    }

    // MARK: - UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if let contact = dataSource.contact(at: indexPath) {
            log.write("contacts · didSelectRowAt \(contact.name), \(contact.phone)")
        }
        tableView.deselectRow(at: indexPath, animated: true)
    }

    /// Delete, in red: a full swipe deletes at once.
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let contact = dataSource.contact(at: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.dataSource.delete(contact.id)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// Favorite (or Unfavorite), in orange.
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let contact = dataSource.contact(at: indexPath) else { return nil }
        let title = contact.isFavorite ? "Unfavorite" : "Favorite"
        let favorite = UIContextualAction(style: .normal, title: title) { [weak self] _, _, done in
            self?.dataSource.toggleFavorite(contact.id)
            done(true)
        }
        favorite.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [favorite])
    }

    /// A row moves within its letter's section: dragged above the section it goes first, below it last.
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        let section = sourceIndexPath.section
        if proposedDestinationIndexPath.section < section { return IndexPath(row: 0, section: section) }
        if proposedDestinationIndexPath.section > section {
            return IndexPath(row: tableView.numberOfRows(inSection: section) - 1, section: section)
        }
        return proposedDestinationIndexPath
    }
}
