import Foundation

/// A made-up person on the contacts page: a name, a company or none, a phone number, and whether
/// they are a favourite.
struct Contact: Identifiable, Hashable, Sendable {
    let id: Int
    let givenName: String
    let familyName: String
    let company: String?
    let phone: String
    var isFavorite: Bool

    var name: String { "\(givenName) \(familyName)" }
    var initials: String { "\(givenName.prefix(1))\(familyName.prefix(1))" }
    /// The section the contact is listed in: the first letter of the family name, as Contacts files them.
    var letter: String { String(familyName.prefix(1)).uppercased() }

    /// 80 contacts, each family name twice with different given names; a third have no company
    /// and one in six are favourites. The same every run, so tests and screenshots can name them.
    static let samples: [Contact] = (0..<80).map { i in
        Contact(
            id: i, givenName: givenNames[(i * 7) % givenNames.count], familyName: familyNames[i % familyNames.count],
            company: i % 3 == 0 ? nil : companies[i % companies.count], phone: String(format: "+1 555 01%02d", i),
            isFavorite: i % 6 == 1)
    }

    // 40 family names and 41 given names: as 7 is prime to 41, no two samples share a name.
    private static let familyNames = [
        "Abbott", "Alvarez", "Bauer", "Brennan", "Castillo", "Chen", "Dubois", "Duarte", "Eriksen", "Fischer",
        "Fontaine", "Garcia", "Gupta", "Haddad", "Hoffmann", "Ibarra", "Jensen", "Kowalski", "Kim", "Larsen",
        "Lindqvist", "Moreau", "Nakamura", "Novak", "Okafor", "Olsen", "Park", "Petrov", "Quinn", "Rossi",
        "Sato", "Schmidt", "Silva", "Tanaka", "Usman", "Varga", "Weber", "Xu", "Yilmaz", "Zimmermann",
    ]
    private static let givenNames = [
        "Ada", "Ben", "Clara", "Dev", "Elena", "Farid", "Grace", "Hugo", "Iris", "Jonas", "Kaito", "Lena", "Mateo",
        "Nora", "Omar", "Priya", "Quentin", "Rosa", "Sami", "Tess", "Uma", "Victor", "Wen", "Yara", "Zoe", "Aiden",
        "Bea", "Caleb", "Dina", "Emil", "Freya", "Gael", "Hana", "Ivan", "Jade", "Kofi", "Lucia", "Milo", "Nadia",
        "Oscar", "Pia",
    ]
    private static let companies = [
        "Acme Robotics", "Blue Harbor", "Northwind", "Lumen Labs", "Orchard & Co", "Tidewater", "Pinecrest",
        "Skyline Studio",
    ]
}
