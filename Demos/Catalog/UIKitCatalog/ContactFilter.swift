/// Which contacts the contacts page lists: everyone, the favourites, or the people with a company.
enum ContactFilter: Int, CaseIterable, Sendable {
    case all, favorites, work

    /// The filter's segment title.
    var title: String {
        switch self {
        case .all: "All"
        case .favorites: "Favorites"
        case .work: "Work"
        }
    }

    func includes(_ contact: Contact) -> Bool {
        switch self {
        case .all: true
        case .favorites: contact.isFavorite
        case .work: contact.company != nil
        }
    }
}
