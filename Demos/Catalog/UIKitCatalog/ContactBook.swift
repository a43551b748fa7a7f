import UIKit

/// The contacts page's model: the contacts in the order listed (by the first letter of the family
/// name, then as the user arranged them), from which each filter's snapshot is made. Shared by the
/// page and its data source's cell provider, which looks contacts up by identifier.
@MainActor
final class ContactBook {
    private(set) var contacts: [Contact]

    /// A book of `contacts`, sorted by family name, then given name.
    init(_ contacts: [Contact]) {
        self.contacts = contacts.sorted { ($0.familyName, $0.givenName) < ($1.familyName, $1.givenName) }
    }

    func contact(_ id: Contact.ID) -> Contact? {
        contacts.first { $0.id == id }
    }

    /// The contacts `filter` lets through, a section per letter in alphabetical order.
    func snapshot(_ filter: ContactFilter) -> NSDiffableDataSourceSnapshot<String, Contact.ID> {
        var snapshot = NSDiffableDataSourceSnapshot<String, Contact.ID>()
        for contact in contacts where filter.includes(contact) {
            if snapshot.sectionIdentifiers.last != contact.letter { snapshot.appendSections([contact.letter]) }
            snapshot.appendItems([contact.id], toSection: contact.letter)
        }
        return snapshot
    }

    func delete(_ id: Contact.ID) {
        contacts.removeAll { $0.id == id }
    }

    func toggleFavorite(_ id: Contact.ID) {
        guard let index = contacts.firstIndex(where: { $0.id == id }) else { return }
        contacts[index].isFavorite.toggle()
    }

    /// Puts the contacts `ids` in that order in the places they hold among the others, which stay
    /// where they are: how a move among the rows a filter shows rearranges the whole book.
    func arrange(_ ids: [Contact.ID]) {
        let places = contacts.indices.filter { ids.contains(contacts[$0].id) }
        let arranged = ids.compactMap(contact)
        precondition(arranged.count == places.count, "arrange(_:) takes contacts of the book, each once")
        for (place, contact) in zip(places, arranged) { contacts[place] = contact }
    }
}
