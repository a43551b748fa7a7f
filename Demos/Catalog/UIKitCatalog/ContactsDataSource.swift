import UIKit

/// The contacts table's diffable data source: its sections are letters (titled by their
/// identifiers, with the whole alphabet down the index), its items contacts' identifiers. Every
/// change — a filter chosen, a contact deleted or made a favourite, a row moved — changes the
/// book, and a snapshot made from the book is applied; each apply is written to the log.
final class ContactsDataSource: UITableViewDiffableDataSource<String, Contact.ID> {
    /// The filter the rows shown pass.
    private(set) var filter = ContactFilter.all
    private let book: ContactBook
    private let log: DemoLog

    private static let reuseIdentifier = "contact"
    private static let alphabet = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

    /// A data source for `tableView` showing the contacts of `book`; the table shows none until
    /// `show(_:)` applies the first snapshot.
    init(tableView: UITableView, book: ContactBook, log: DemoLog) {
        self.book = book
        self.log = log
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
        super.init(tableView: tableView) { tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
            guard let contact = book.contact(id) else { return cell }
            var content = cell.defaultContentConfiguration()
            content.text = contact.name
            content.secondaryText = contact.company ?? contact.phone
            content.image = ContactAvatar.image(for: contact)
            cell.contentConfiguration = content
            cell.accessoryView = contact.isFavorite ? UIImageView(image: ContactAvatar.star) : nil
            return cell
        }
    }

    /// The contact the row at `indexPath` shows.
    func contact(at indexPath: IndexPath) -> Contact? {
        itemIdentifier(for: indexPath).flatMap(book.contact)
    }

    /// Lists the contacts `filter` lets through.
    func show(_ filter: ContactFilter) {
        self.filter = filter
        applyBook(filter.title)
    }

    /// Takes the contact out of the book and its row out of the table.
    func delete(_ id: Contact.ID) {
        let name = book.contact(id)?.name ?? "?"
        book.delete(id)
        applyBook("deleted \(name)")
    }

    /// Makes the contact a favourite, or no longer one; its row is reconfigured (or leaves the favourites).
    func toggleFavorite(_ id: Contact.ID) {
        book.toggleFavorite(id)
        guard let contact = book.contact(id) else { return }
        var snapshot = book.snapshot(filter)
        if snapshot.indexOfItem(id) != nil { snapshot.reconfigureItems([id]) }
        apply(snapshot, animatingDifferences: true)
        logApplied("\(contact.name) \(contact.isFavorite ? "is a favorite" : "is no longer a favorite")", snapshot)
    }

    private func applyBook(_ reason: String) {
        let snapshot = book.snapshot(filter)
        apply(snapshot, animatingDifferences: true)
        logApplied(reason, snapshot)
    }

    private func logApplied(_ reason: String, _ snapshot: NSDiffableDataSourceSnapshot<String, Contact.ID>) {
        log.write("contacts · \(reason): \(snapshot.numberOfItems) rows in \(snapshot.numberOfSections) sections")
    }

    // MARK: - Titles, index, editing and moving

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        Self.alphabet
    }

    /// The section of the letter, or of the letter before it that has contacts (the first section
    /// for letters before them all), as Contacts' index jumps.
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        snapshot().sectionIdentifiers.lastIndex { $0 <= title } ?? 0
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let id = itemIdentifier(for: indexPath) else { return }
        delete(id)
    }

    /// Rearranges the section's contacts in the book as the row moved, from the book's order (which
    /// the move has not changed). The data source's snapshot already has the row where it was
    /// dropped, as the table shows it, so applying the book's snapshot moves nothing more. A contact
    /// is filed under its letter: a row dropped in another section goes back to its own.
    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let letter = sectionIdentifier(for: sourceIndexPath.section) else { return }
        var ids = book.snapshot(filter).itemIdentifiers(inSection: letter)
        guard ids.indices.contains(sourceIndexPath.row) else { return }
        let moved = ids.remove(at: sourceIndexPath.row)
        if destinationIndexPath.section == sourceIndexPath.section {
            ids.insert(moved, at: min(destinationIndexPath.row, ids.count))
            book.arrange(ids)
        }
        let snapshot = book.snapshot(filter)
        apply(snapshot)
        logApplied("moved \(book.contact(moved)?.name ?? "?") in \(letter)", snapshot)
    }
}
